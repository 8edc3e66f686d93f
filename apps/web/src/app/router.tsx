import { createBrowserRouter, type RouteObject } from 'react-router';
import { WEB_FEATURES } from '../features';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { RouteErrorBoundary } from '../features/errors/RouteErrorBoundary';
import { setBackendError } from './api/backend-error-store';
import { addBackOfficeMessages } from './i18n/back-office-messages';
import { PublicLayout } from './layouts/PublicLayout';
import { lazyWithQueries } from './query/lazy-with-queries';

/**
 * Public pages load with the first bundle; the profile screens and the whole
 * back-office are split into chunks of their own, loaded on first visit. The
 * pages come from the features' list.
 */
export const routes: RouteObject[] = [
  {
    Component: PublicLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [...WEB_FEATURES.flatMap((feature) => feature.publicRoutes ?? []), { path: '*', Component: NotFoundPage }],
  },
  {
    // The back-office's texts load with its frame's code, so the public site's first load carries none of them.
    lazy: lazyWithQueries(async () => {
      const [layout, messages] = await Promise.all([import('./layouts/AdminLayout'), import('@platform/shared/i18n/back-office-catalogues')]);
      addBackOfficeMessages(messages.BACK_OFFICE_CATALOGUES);
      return layout.AdminLayout;
    }),
    ErrorBoundary: RouteErrorBoundary,
    children: WEB_FEATURES.flatMap((feature) => feature.adminRoutes ?? []),
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
