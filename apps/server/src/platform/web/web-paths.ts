/** Paths of files (hashed build assets, the client's assets, the favicon): no caller, no session needed. */
export const STATIC_PREFIXES = ['/assets/', '/client-assets/', '/favicon'] as const;

/** Whether a request URL is one of the SPA's pages (not the API, not a file). */
export function isPagePath(url: string): boolean {
  if (!url.startsWith('/')) return false;
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return false;
  return !STATIC_PREFIXES.some((prefix) => url.startsWith(prefix));
}
