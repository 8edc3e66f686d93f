import type { superAdminErrorsMessages as en } from '../../en/super-admin/errors.js';

/** Front-end errors grouped, and the precalculation runs page. */
export const superAdminErrorsMessages: Record<keyof typeof en, string> = {
  'superAdmin.errors.title': 'Erreurs de l’interface',
};
