import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { NavigationContext, type AppLocation, type Navigate, type Navigation } from './navigation-context';

/**
 * What a history entry holds, in React Router's own shape (`usr` the page's state, `idx` the entry's place),
 * so the router reads the entries written here as its own once it takes over.
 */
interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const entryState = (): EntryState => {
  const state: unknown = window.history.state;
  return state !== null && typeof state === 'object' ? (state as EntryState) : {};
};

function currentLocation(): AppLocation {
  const { pathname, search, hash } = window.location;
  const entry = entryState();
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

export interface HistoryNavigationProps {
  /** Whether this navigation hands a path over to another (the back-office's paths, which the router serves). */
  handsOver: (pathname: string) => boolean;
  /**
   * Called instead of showing such a path: `enter()` writes its history entry (it does nothing after Back or
   * Forward, whose entry is already there), so the taker can load first and enter when ready.
   */
  onHandOver: (path: string, enter: () => void) => void;
  /** Called as the path changes, before the new page renders. */
  onPathChange?: () => void;
  children: ReactNode;
}

/**
 * The app's navigation on the history API alone, for the public pages: links and Back and Forward change the
 * page without loading it again; a new location renders in a transition, so a page whose code is still
 * loading keeps the previous one on screen until it can show. Scrolling is left to the browser, as the
 * router leaves it.
 */
export function HistoryNavigation({ handsOver, onHandOver, onPathChange, children }: HistoryNavigationProps) {
  const [location, setLocation] = useState(currentLocation);
  const latest = useRef({ handsOver, onHandOver, onPathChange, pathname: location.pathname });
  useEffect(() => {
    latest.current = { handsOver, onHandOver, onPathChange, pathname: latest.current.pathname };
  }, [handsOver, onHandOver, onPathChange]);

  const show = useCallback((next: AppLocation) => {
    if (next.pathname !== latest.current.pathname) latest.current.onPathChange?.();
    latest.current.pathname = next.pathname;
    startTransition(() => setLocation(next));
  }, []);

  useEffect(() => {
    if (typeof entryState().idx !== 'number') window.history.replaceState({ ...entryState(), idx: 0 }, '');
    const onPopState = () => {
      const next = currentLocation();
      if (latest.current.handsOver(next.pathname)) latest.current.onHandOver(`${next.pathname}${next.search}${next.hash}`, () => {});
      else show(next);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [show]);

  const navigate = useCallback<Navigate>(
    (to, options = {}) => {
      const url = new URL(to, window.location.href);
      if (url.origin !== window.location.origin) return window.location.assign(url.href);
      const path = `${url.pathname}${url.search}${url.hash}`;
      const idx = entryState().idx ?? 0;
      const entry: EntryState = { usr: options.state ?? null, key: newKey(), idx: options.replace ? idx : idx + 1 };
      const write = () => (options.replace ? window.history.replaceState(entry, '', path) : window.history.pushState(entry, '', path));
      if (!latest.current.handsOver(url.pathname)) {
        write();
        return show(currentLocation());
      }
      latest.current.onHandOver(path, () => {
        write();
        if (url.pathname !== latest.current.pathname) latest.current.onPathChange?.();
      });
    },
    [show],
  );

  const navigation = useMemo<Navigation>(() => ({ location, navigate }), [location, navigate]);
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}
