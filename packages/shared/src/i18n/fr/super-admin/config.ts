import type { superAdminConfigMessages as en } from '../../en/super-admin/config.js';

/** Configuration versions: the document, validation, diff and impact, apply and roll back. */
export const superAdminConfigMessages: Record<keyof typeof en, string> = {
  'superAdmin.config.title': 'Versions de la configuration',
};
