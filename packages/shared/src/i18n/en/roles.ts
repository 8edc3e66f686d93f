/** Roles: the list, the role form with the permission picker, the effective-rights preview and notices. */
export const roles = {
  'roles.title': 'Roles',
};
