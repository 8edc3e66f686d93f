import type { ComponentType } from 'react';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { setBackendError } from './api/backend-error-store';
import { NotFoundPage } from './errors/NotFoundPage';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { addBackOfficeMessages } from './i18n/back-office-messages';
import { BootShell } from './layouts/BootShell';
import { PublicLayout } from './layouts/PublicLayout';
import { lazyWithQueries } from './query/lazy-with-queries';
import type { AppFeatures } from './web-feature';

/** The back-office frame's route: its children are added the first time a back-office path opens. */
export const BACK_OFFICE_ROUTE_ID = 'back-office';

/** Whether a path is one of the back-office's, or below one. */
export function isBackOfficePath(path: string, backOfficePaths: readonly string[]): boolean {
  return backOfficePaths.some((base) => path === base || path.startsWith(`${base}/`));
}

/** Loads once; a failed load (a chunk the network lost) is tried again next time. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

/**
 * The app's routes. The public pages come with the first bundle; the profile screens and every
 * back-office page are chunks of their own, loaded on first visit. The back-office's route table itself
 * (its features' descriptors), its frame and its texts load together the first time a back-office path
 * opens: `patchRoutesOnNavigation` adds the back-office pages under the frame's route then, so the
 * public pages' bundle holds no back-office route.
 */
export function appRouting(features: AppFeatures): { routes: RouteObject[]; patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  const loadBackOffice = once(async () => {
    const [layout, messages, backOffice] = await Promise.all([
      import('./layouts/AdminLayout'),
      import('@platform/shared/i18n/back-office-catalogues'),
      features.backOffice.load(),
    ]);
    addBackOfficeMessages(messages.BACK_OFFICE_CATALOGUES);
    // The public features' banners (impersonation) show in the back-office frame too.
    const frameFeatures = [...features.public, ...backOffice];
    const BackOfficeFrame: ComponentType = () => <layout.AdminLayout features={frameFeatures} />;
    return { Frame: BackOfficeFrame, routes: backOffice.flatMap((feature) => feature.adminRoutes ?? []) };
  });

  const PublicFrame: ComponentType = () => <PublicLayout features={features.public} />;
  const routes: RouteObject[] = [
    {
      Component: PublicFrame,
      HydrateFallback: BootShell,
      ErrorBoundary: RouteErrorBoundary,
      children: [...features.public.flatMap((feature) => feature.publicRoutes ?? []), { path: '*', Component: NotFoundPage }],
    },
    {
      id: BACK_OFFICE_ROUTE_ID,
      lazy: lazyWithQueries(async () => (await loadBackOffice()).Frame),
      HydrateFallback: BootShell,
      ErrorBoundary: RouteErrorBoundary,
      children: [],
    },
  ];

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
