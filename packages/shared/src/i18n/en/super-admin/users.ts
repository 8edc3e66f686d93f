/** The users of every client and the sync from a directory file. */
export const superAdminUsersMessages = {
  'superAdmin.users.title': 'Users of every client',
};
