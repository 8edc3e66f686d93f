import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { FailedPage } from '../errors/FailedPage';
import { BootShell } from '../layouts/BootShell';
import { isBackOfficePath } from '../navigation/back-office-path';
import { NavigationContext, type Navigation } from '../navigation/navigation-context';
import type { AppFeatures } from '../web-feature';
import { PublicShell } from './PublicShell';

/** The router, loaded with the first back-office path. */
const loadRouterApp = () => import('../router/RouterApp');

/** Where a page that could not start is shown: any link loads its page afresh, the surest way past a lost chunk. */
const documentNavigation = (): Navigation => ({
  location: { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, state: null, key: 'default' },
  navigate: (to) => window.location.assign(to),
});

/**
 * The app: the public pages come with the first bundle and run on the public shell, without the router; the
 * first back-office path (a link, Back or Forward, or the first load) loads the router, which then serves
 * every page (public ones included) with no page load in between. So the public pages' bundle carries no
 * router (DESIGN.md §4.13), and the back-office keeps React Router's data router (its blockers for unsaved
 * forms, its lazy route table).
 */
export function AppShell({ features }: { features: AppFeatures }) {
  const [startsInBackOffice] = useState(() => isBackOfficePath(window.location.pathname, features.backOffice.paths));
  const [routerApp, setRouterApp] = useState<ReactElement | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const handingOver = useRef(false);

  const handOver = useCallback(
    (path: string | null, enter: () => void) => {
      if (handingOver.current) return;
      handingOver.current = true;
      loadRouterApp()
        .then(async ({ startRouterApp }) => {
          enter();
          setRouterApp(await startRouterApp(features));
        })
        .catch((error: unknown) => {
          handingOver.current = false;
          // From a public page, the back-office page is loaded as a new page; on the first load, that was it.
          if (path === null) setFailure({ error });
          else window.location.assign(path);
        });
    },
    [features],
  );

  useEffect(() => {
    if (startsInBackOffice) handOver(null, () => {});
  }, [startsInBackOffice, handOver]);

  if (routerApp) return routerApp;
  if (failure) {
    return (
      <NavigationContext.Provider value={documentNavigation()}>
        <FailedPage error={failure.error} />
      </NavigationContext.Provider>
    );
  }
  if (startsInBackOffice) return <BootShell />;
  return <PublicShell features={features} onHandOver={handOver} />;
}
