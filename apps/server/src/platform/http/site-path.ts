import { sameOriginPath } from '@platform/shared/http/same-origin-path';

/**
 * Only a path matters here, never a host: it is resolved against a reserved name that cannot be anyone's site,
 * so a value that would leave the site (another host, a scheme, `/\t/host`…) is refused whatever the public
 * address is.
 */
const ANY_SITE = 'https://site.invalid';

/** `value` as a path of this site (see sameOriginPath), or null when it would lead elsewhere. */
export function sitePath(value: unknown): string | null {
  return sameOriginPath(value, ANY_SITE);
}
