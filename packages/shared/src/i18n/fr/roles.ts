import type { roles as en } from '../en/roles.js';

/** Roles: the list, the role form with the permission picker, the effective-rights preview and notices. */
export const roles: Record<keyof typeof en, string> = {
  'roles.title': 'Rôles',
};
