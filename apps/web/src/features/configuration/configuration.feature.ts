import type { AdminRouteHandle } from '../../app/layouts/admin-nav';
import type { WebFeature } from '../../app/web-feature';

/** The client configuration screen. */
export const configurationFeature: WebFeature = {
  name: 'configuration',
  adminRoutes: [
    {
      path: 'admin/configuration',
      handle: { needs: 'client.configure' } satisfies AdminRouteHandle,
      lazy: async () => ({ Component: (await import('./ClientConfigurationPage')).ClientConfigurationPage }),
    },
  ],
  nav: [{ to: '/admin/configuration', label: 'admin.nav.configuration', needs: 'client.configure' }],
};
