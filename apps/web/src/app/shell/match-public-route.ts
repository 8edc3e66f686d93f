import type { PublicRoute } from '../web-feature';

const patterns = new WeakMap<PublicRoute, RegExp>();

/**
 * A route's path as a regular expression, matched as React Router matches it: `:name` is one segment,
 * `:name?` an optional one, a trailing slash allowed, letters in any case.
 */
function patternOf(route: PublicRoute): RegExp {
  let pattern = patterns.get(route);
  if (!pattern) {
    const body = route.path
      .split('/')
      .filter(Boolean)
      .map((segment) => {
        if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
        return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      })
      .join('');
    pattern = new RegExp(`^${body}/?$`, 'i');
    patterns.set(route, pattern);
  }
  return pattern;
}

/** The public page at `pathname`, or null (the not-found page). */
export function matchPublicRoute(routes: readonly PublicRoute[], pathname: string): PublicRoute | null {
  return routes.find((route) => patternOf(route).test(pathname)) ?? null;
}
