/** Users administration: the list, the user form, effective rights, history and notices. */
export const users = {
  'users.title': 'Users',
};
