import type { AdminRouteHandle, BackOfficeWebFeature } from '../../app/web-feature';

/** The super administrator's area. */
export const superAdminFeature: BackOfficeWebFeature = {
  name: 'super-admin',
  adminRoutes: [{ path: 'super_admin', handle: { area: 'superAdmin' } satisfies AdminRouteHandle, lazy: async () => ({ Component: (await import('./SuperAdminPage')).SuperAdminPage }) }],
  nav: [{ to: '/super_admin', label: 'admin.nav.superAdmin', area: 'superAdmin' }],
};
