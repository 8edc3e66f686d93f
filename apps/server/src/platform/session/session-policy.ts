/** How long a session lives: ended after this much inactivity, and in any case after the absolute limit. */
export const SESSION_IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reads do not turn into writes. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;
export const SESSION_COOKIE = 'sid';
/** Visitors get a token too (it binds their CSRF token); only signed-in tokens are stored. */
export const ANONYMOUS_PREFIX = 'a.';
export const SIGNED_IN_PREFIX = 's.';
