import type { RouteObject } from 'react-router';
import type { NavItem } from './layouts/admin-nav';

/**
 * What a web feature brings to the app, in one export (`<feature>.feature.ts`):
 * its pages in the public frame and in the back-office frame, and its entries
 * in the back-office navigation. The router and the navigation iterate the
 * list of features (features/index.ts); they name no feature.
 */
export interface WebFeature {
  name: string;
  /** Pages inside the public frame (the client's header and footer). Paths are relative to the site root. */
  publicRoutes?: RouteObject[];
  /** Pages inside the back-office frame (signed-in users only). */
  adminRoutes?: RouteObject[];
  /** Entries of the back-office navigation, in the order they show. */
  nav?: NavItem[];
}

/** A route's `lazy` loader for a page component exported under `name` by a module loaded on first visit. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}
