import { lazyPage as page, type AdminRouteHandle, type BackOfficeWebFeature } from '../../app/web-feature';

const SUPER_ADMIN = { area: 'superAdmin' } satisfies AdminRouteHandle;

/** The super administrator's area (spec §2): its pages share one frame with their navigation. */
export const superAdminFeature: BackOfficeWebFeature = {
  name: 'super-admin',
  adminRoutes: [
    {
      path: 'super_admin',
      handle: SUPER_ADMIN,
      lazy: page(() => import('./SuperAdminLayout'), 'SuperAdminLayout'),
      children: [
        { index: true, lazy: page(() => import('./SuperAdminPage'), 'SuperAdminPage') },
        { path: 'update', lazy: page(() => import('./config/ConfigVersionsPage'), 'ConfigVersionsPage') },
        { path: 'subjects', lazy: page(() => import('./subjects/SubjectsAdminPage'), 'SubjectsAdminPage') },
        { path: 'deletions', lazy: page(() => import('./deletions/DeletionsPage'), 'DeletionsPage') },
        { path: 'tag_migrations', lazy: page(() => import('./tag-migrations/TagMigrationsPage'), 'TagMigrationsPage') },
        { path: 'users', lazy: page(() => import('./users/SuperAdminUsersPage'), 'SuperAdminUsersPage') },
        { path: 'errors', lazy: page(() => import('./errors/ErrorsPage'), 'ErrorsPage') },
        { path: 'precalculation_runs', lazy: page(() => import('./precalculation/PrecalculationRunsPage'), 'PrecalculationRunsPage') },
      ],
    },
  ],
  nav: [{ to: '/super_admin', label: 'admin.nav.superAdmin', area: 'superAdmin' }],
};
