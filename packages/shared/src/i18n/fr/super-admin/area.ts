import type { superAdminAreaMessages as en } from '../../en/super-admin/area.js';

/** The super administrator's area: its navigation. */
export const superAdminAreaMessages: Record<keyof typeof en, string> = {
  'superAdmin.nav.label': 'Pages de la super-administration',
  'superAdmin.nav.overview': 'Vue d’ensemble',
  'superAdmin.nav.deletions': 'Journal des suppressions',
  'superAdmin.nav.users': 'Utilisateurs',
  'superAdmin.nav.precalculationRuns': 'Précalculs',
};
