import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { setBackendError } from '../api/backend-error-store';
import { NotFoundPage } from '../errors/NotFoundPage';
import { addBackOfficeMessages } from '../i18n/back-office-messages';
import { BootShell } from '../layouts/BootShell';
import { PublicLayout } from '../layouts/PublicLayout';
import { isBackOfficePath } from '../navigation/back-office-path';
import { lazyWithQueries } from '../query/lazy-with-queries';
import type { AppFeatures, PublicRoute } from '../web-feature';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { withRouterNavigation } from './RouterNavigation';

/** The back-office frame's route: its children are added the first time a back-office path opens. */
export const BACK_OFFICE_ROUTE_ID = 'back-office';

/** Loads once; a failed load (a chunk the network lost) is tried again next time. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

const routeOf = (route: PublicRoute): RouteObject => (route.lazy ? { path: route.path, lazy: route.lazy } : { path: route.path, Component: route.Component });

/**
 * The app's routes once the back-office is wanted: the public shell (app/shell/) serves the public pages
 * until a back-office path opens, then hands over to this router, which serves both from then on. The
 * profile screens and every back-office page are chunks of their own, loaded on first visit. The
 * back-office's route table itself (its features' descriptors), its frame and its texts load together the
 * first time a back-office path opens: `patchRoutesOnNavigation` adds the back-office pages under the
 * frame's route then.
 */
export function appRouting(features: AppFeatures): { routes: RouteObject[]; patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  const loadBackOffice = once(async () => {
    const [layout, messages, backOffice] = await Promise.all([
      import('../layouts/AdminLayout'),
      import('@platform/shared/i18n/back-office-catalogues'),
      features.backOffice.load(),
    ]);
    addBackOfficeMessages(messages.BACK_OFFICE_CATALOGUES);
    // The public features' banners (impersonation) show in the back-office frame too.
    const frameFeatures = [...features.public, ...backOffice];
    const BackOfficeFrame: ComponentType = () => <layout.AdminLayout features={frameFeatures} />;
    return { Frame: BackOfficeFrame, routes: backOffice.flatMap((feature) => feature.adminRoutes ?? []) };
  });

  const PublicFrame: ComponentType = () => (
    <PublicLayout features={features.public}>
      <Outlet />
    </PublicLayout>
  );
  const routes: RouteObject[] = withRouterNavigation([
    {
      Component: PublicFrame,
      HydrateFallback: BootShell,
      ErrorBoundary: RouteErrorBoundary,
      children: [...features.public.flatMap((feature) => (feature.publicRoutes ?? []).map(routeOf)), { path: '*', Component: NotFoundPage }],
    },
    {
      id: BACK_OFFICE_ROUTE_ID,
      lazy: lazyWithQueries(async () => (await loadBackOffice()).Frame),
      HydrateFallback: BootShell,
      ErrorBoundary: RouteErrorBoundary,
      children: [],
    },
  ]);

  // Called when a path matches no route or matches with parameters (the not-found page's splat, a public
  // page's optional segments): only a back-office path loads anything.
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
    if (!isBackOfficePath(path, features.backOffice.paths)) return;
    // Patching again adds nothing: React Router keeps one route per path.
    patch(BACK_OFFICE_ROUTE_ID, (await loadBackOffice()).routes);
  };
  return { routes, patchRoutesOnNavigation };
}

/** The app's router; an error page belongs to the page it replaced, so moving elsewhere clears it. */
export function createAppRouter(features: AppFeatures) {
  const { routes, patchRoutesOnNavigation } = appRouting(features);
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  let pathname = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    setBackendError(null);
  });
  return router;
}
