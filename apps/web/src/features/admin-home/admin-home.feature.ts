import type { WebFeature } from '../../app/web-feature';

/** The back-office landing page. */
export const adminHomeFeature: WebFeature = {
  name: 'admin-home',
  adminRoutes: [{ path: 'admin', lazy: async () => ({ Component: (await import('./AdminHomePage')).AdminHomePage }) }],
  nav: [{ to: '/admin', label: 'admin.nav.home' }],
};
