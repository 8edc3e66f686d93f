import type { users as en } from '../en/users.js';

/** Users administration: the list, the user form, effective rights, history and notices. */
export const users: Record<keyof typeof en, string> = {
  'users.title': 'Utilisateurs',
};
