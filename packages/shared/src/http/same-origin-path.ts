/** Longest path kept as a redirect target. */
export const MAX_REDIRECT_PATH_LENGTH = 2000;

/**
 * The path (with its query and fragment) that `value` leads to when it stays on `origin`, or null. Parsed
 * with the WHATWG URL parser, as browsers do, so what is kept is where a browser would really go: a value
 * with control characters (tabs and newlines included, which browsers drop), a backslash (read as a slash),
 * a scheme or a second leading slash is refused rather than repaired. Used for every redirect target on
 * both sides: the server when it stores or answers one, the web before it navigates.
 */
export function sameOriginPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_PATH_LENGTH) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(value)) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username !== '' || url.password !== '') return null;
  // Dot segments can leave a path that starts with `//` (`/.//host`): followed as is, a browser reads it as another site.
  if (url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
