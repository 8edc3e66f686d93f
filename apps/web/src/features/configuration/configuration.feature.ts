import type { AdminRouteHandle, BackOfficeWebFeature } from '../../app/web-feature';

/** The client configuration screen. */
export const configurationFeature: BackOfficeWebFeature = {
  name: 'configuration',
  adminRoutes: [
    {
      path: 'admin/configuration',
      handle: { area: 'configuration' } satisfies AdminRouteHandle,
      lazy: async () => ({ Component: (await import('./ClientConfigurationPage')).ClientConfigurationPage }),
    },
  ],
  nav: [{ to: '/admin/configuration', label: 'admin.nav.configuration', area: 'configuration' }],
};
