import type { BackOfficeWebFeature } from '../../app/web-feature';

/** The back-office landing page. */
export const adminHomeFeature: BackOfficeWebFeature = {
  name: 'admin-home',
  adminRoutes: [{ path: 'admin', lazy: async () => ({ Component: (await import('./AdminHomePage')).AdminHomePage }) }],
  nav: [{ to: '/admin', label: 'admin.nav.home' }],
};
