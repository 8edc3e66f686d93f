/** The super administrator's area: its navigation. */
export const superAdminAreaMessages = {
  'superAdmin.nav.label': 'Super administration pages',
  'superAdmin.nav.overview': 'Overview',
  'superAdmin.nav.deletions': 'Deletion log',
  'superAdmin.nav.users': 'Users',
  'superAdmin.nav.precalculationRuns': 'Precalculation runs',
};
