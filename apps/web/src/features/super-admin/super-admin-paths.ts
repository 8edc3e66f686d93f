import type { MessageKey } from '@platform/shared/i18n/catalogues';

/** The super administrator's pages (spec §2), in the order their navigation lists them. */
export const SUPER_ADMIN_PAGES = [
  { path: '/super_admin', label: 'superAdmin.nav.overview' },
  { path: '/super_admin/update', label: 'superAdmin.config.title' },
  { path: '/super_admin/subjects', label: 'superAdmin.subjects.title' },
  { path: '/super_admin/deletions', label: 'superAdmin.nav.deletions' },
  { path: '/super_admin/tag_migrations', label: 'superAdmin.tagMigrations.title' },
  { path: '/super_admin/users', label: 'superAdmin.nav.users' },
  { path: '/super_admin/errors', label: 'superAdmin.errors.title' },
  { path: '/super_admin/precalculation_runs', label: 'superAdmin.nav.precalculationRuns' },
] as const satisfies readonly { path: string; label: MessageKey }[];
