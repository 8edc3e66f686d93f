import { createContext, useCallback, useContext, useMemo } from 'react';

/** Where the app is: the address's path, query and fragment, and the state the navigation that led here carried. */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Different for each visit of a history entry's page (a new navigation), stable across renders. */
  key: string;
}

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** Handed to the next page (`useLocation().state`), kept with its history entry. */
  state?: unknown;
  /** Asks to keep the page where it is scrolled; today neither provider scrolls on navigation, the browser restores Back and Forward. */
  preventScrollReset?: boolean;
}

/** Opens a path of the site (`/indicators?year=2022`); addresses of other sites are loaded as a new page. */
export type Navigate = (to: string, options?: NavigateOptions) => void;

export interface Navigation {
  location: AppLocation;
  navigate: Navigate;
}

/**
 * The app's navigation as pages see it. Two providers fill it: the public shell (the history API, on the
 * public pages' first load) and the router (React Router, once the back-office has loaded). Public pages,
 * the frames they share and client packages use only this, so the public pages' bundle carries no router.
 */
export const NavigationContext = createContext<Navigation | null>(null);

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation must be used within a navigation provider (the public shell or the router)');
  return navigation;
}

export function useLocation(): AppLocation {
  return useNavigation().location;
}

export function useNavigate(): Navigate {
  return useNavigation().navigate;
}

type SearchParamsUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/** The address's query, and a way to change it on the same page (`replace` to keep one history entry). */
export function useSearchParams(): [URLSearchParams, (next: SearchParamsUpdate, options?: NavigateOptions) => void] {
  const { location, navigate } = useNavigation();
  const { pathname, search, hash } = location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchParamsUpdate, options?: NavigateOptions) => {
      const query = (typeof next === 'function' ? next(new URLSearchParams(search)) : next).toString();
      navigate(`${pathname}${query ? `?${query}` : ''}${hash}`, options);
    },
    [navigate, pathname, search, hash],
  );
  return [params, setParams];
}
