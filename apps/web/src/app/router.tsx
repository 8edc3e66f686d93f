import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/PlatformHomePage';
import { IndicatorShowPage } from '../features/indicators/IndicatorShowPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { RouteErrorBoundary } from '../features/errors/RouteErrorBoundary';
import { setBackendError } from './api/backend-error-store';
import { PublicLayout } from './layouts/PublicLayout';

/**
 * A lazily loaded route whose screens load and save through the data cache:
 * the cache comes with them, so the public pages' first bundle stays without it.
 */
const lazyWithQueries = (load: () => Promise<ComponentType>) => async () => {
  const [{ withQueryLayer }, Page] = await Promise.all([import('./query/QueryLayer'), load()]);
  return { Component: withQueryLayer(Page) };
};

/**
 * Public pages load with the first bundle; the profile screens and the whole
 * back-office are split into chunks of their own, loaded on first visit.
 */
export const routes: RouteObject[] = [
  {
    Component: PublicLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { index: true, Component: HomePage },
      { path: 'indicators/:section?/:subsection?/:key?', Component: IndicatorShowPage },
      {
        path: 'profile/sign_in',
        lazy: lazyWithQueries(async () => (await import('../features/profile/SignInPage')).SignInPage),
      },
      {
        path: 'profile/saml/sign_in',
        lazy: async () => ({ Component: (await import('../features/profile/SamlSignInPage')).SamlSignInPage }),
      },
      {
        path: 'profile/password/recover',
        lazy: lazyWithQueries(async () => (await import('../features/profile/RecoverPasswordPage')).RecoverPasswordPage),
      },
      {
        path: 'profile/password',
        lazy: lazyWithQueries(async () => (await import('../features/profile/NewPasswordPage')).NewPasswordPage),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
  {
    lazy: lazyWithQueries(async () => (await import('./layouts/AdminLayout')).AdminLayout),
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        path: 'admin',
        lazy: async () => ({ Component: (await import('../features/admin-home/AdminHomePage')).AdminHomePage }),
      },
      {
        path: 'admin/configuration',
        lazy: async () => ({
          Component: (await import('../features/configuration/ClientConfigurationPage')).ClientConfigurationPage,
        }),
      },
      {
        path: 'super_admin',
        lazy: async () => ({ Component: (await import('../features/super-admin/SuperAdminPage')).SuperAdminPage }),
      },
    ],
  },
];

/** The app's router; an error page belongs to the page it replaced, so moving elsewhere clears it. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  let pathname = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    setBackendError(null);
  });
  return router;
}
