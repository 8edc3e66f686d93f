import { isKnownPagePath } from '@platform/shared/http/page-routes';

const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?$/;

/**
 * The path of a raw request target when it names one of the app's pages and
 * is written the one plain way: origin-form, no percent-escapes, no empty or
 * dot segments. Only such a target may be answered before the router (a
 * first-time visitor's page); every other spelling goes through the router
 * and the checks of the route it matches.
 */
export function plainPagePathOf(url: string): string | null {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return PLAIN_PATH.test(path) && isKnownPagePath(path) ? path : null;
}

/** Whether a decoded path belongs to the API (answered in JSON, never with a page). */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
