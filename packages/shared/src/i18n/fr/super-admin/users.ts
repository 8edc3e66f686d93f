import type { superAdminUsersMessages as en } from '../../en/super-admin/users.js';

/** The users of every client and the sync from a directory file. */
export const superAdminUsersMessages: Record<keyof typeof en, string> = {
  'superAdmin.users.title': 'Utilisateurs de tous les clients',
};
