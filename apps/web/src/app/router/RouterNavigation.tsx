import { useMemo, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, type RouteObject } from 'react-router';
import { NavigationContext, type Navigation } from '../navigation/navigation-context';

/**
 * The app's navigation (app/navigation/) from React Router, for the pages the router shows: the public
 * pages, their frame and the client's extensions read it the same way whether the public shell or the
 * router serves them.
 */
export function RouterNavigation({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(
    () => ({
      location: { pathname: location.pathname, search: location.search, hash: location.hash, state: location.state, key: location.key },
      navigate: (to, options) => {
        const url = new URL(to, window.location.href);
        if (url.origin !== window.location.origin) return window.location.assign(url.href);
        void navigate(to, options);
      },
    }),
    [location, navigate],
  );
  return <NavigationContext.Provider value={navigation}>{children ?? <Outlet />}</NavigationContext.Provider>;
}

/** Routes under one that gives them the app's navigation (the app's router; tests' memory routers). */
export function withRouterNavigation(routes: RouteObject[]): RouteObject[] {
  return [{ Component: RouterNavigation, children: routes }];
}
