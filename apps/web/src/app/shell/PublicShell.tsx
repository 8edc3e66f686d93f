import { lazy, Suspense, useCallback, useMemo, type ComponentType } from 'react';
import { setBackendError } from '../api/backend-error-store';
import { NotFoundPage } from '../errors/NotFoundPage';
import { BootShell } from '../layouts/BootShell';
import { PublicLayout } from '../layouts/PublicLayout';
import { isBackOfficePath } from '../navigation/back-office-path';
import { HistoryNavigation } from '../navigation/HistoryNavigation';
import { useLocation } from '../navigation/navigation-context';
import type { AppFeatures, PublicRoute, PublicWebFeature } from '../web-feature';
import { matchPublicRoute } from './match-public-route';
import { PageErrorBoundary } from './PageErrorBoundary';

const lazyPages = new Map<PublicRoute, ComponentType>();

/** A route's page; a page in a chunk of its own loads on first render (and again after a failed load). */
function pageOf(route: PublicRoute): ComponentType {
  if (route.Component) return route.Component;
  const load = route.lazy;
  let page = lazyPages.get(route);
  if (!page) {
    page = lazy(() =>
      load().then(
        ({ Component }) => ({ default: Component }),
        (error: unknown) => {
          lazyPages.delete(route);
          throw error;
        },
      ),
    );
    lazyPages.set(route, page);
  }
  return page;
}

/** An error page belongs to the page it replaced: moving elsewhere clears it, as the router does. */
const clearBackendError = () => setBackendError(null);

function ShellPage({ features, routes }: { features: readonly PublicWebFeature[]; routes: readonly PublicRoute[] }) {
  const { pathname, key } = useLocation();
  const route = matchPublicRoute(routes, pathname);
  const Page = route ? pageOf(route) : NotFoundPage;
  return (
    <PageErrorBoundary resetKey={key}>
      {/* On the first load only: later pages render in a transition, which keeps the last page on screen meanwhile. */}
      <Suspense fallback={<BootShell />}>
        <PublicLayout features={features}>
          <Page />
        </PublicLayout>
      </Suspense>
    </PageErrorBoundary>
  );
}

/**
 * The public pages without the router: the public features' pages in the public frame, on the history API
 * (app/navigation/HistoryNavigation.tsx). A back-office path is handed to `onHandOver`, which loads the router.
 */
export function PublicShell({ features, onHandOver }: { features: AppFeatures; onHandOver: (path: string, enter: () => void) => void }) {
  const routes = useMemo(() => features.public.flatMap((feature) => feature.publicRoutes ?? []), [features]);
  const handsOver = useCallback((pathname: string) => isBackOfficePath(pathname, features.backOffice.paths), [features]);
  return (
    <HistoryNavigation handsOver={handsOver} onHandOver={onHandOver} onPathChange={clearBackendError}>
      <ShellPage features={features.public} routes={routes} />
    </HistoryNavigation>
  );
}
