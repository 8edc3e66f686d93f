import type { impersonationContract } from '@platform/shared/users/impersonation.contract';
import type { Audience } from '@platform/shared/profile/profile.schemas';
import type { Locale } from '@platform/shared/i18n/locales';
import { sameOriginPath } from '@platform/shared/http/same-origin-path';
import { callApi } from '../../app/api/call-api';

type C = typeof impersonationContract;

/**
 * The impersonation calls. Plain calls rather than cached mutations: the banner shows on public pages too,
 * whose bundle has no data cache. Each switches the session, so the caller then loads the next page afresh.
 */
export const impersonationApi = {
  start: (userId: number) => callApi<C['start']>('POST /users/:id/impersonate', { params: { id: userId } }),
  stop: (userId: number) => callApi<C['stop']>('DELETE /users/:id/impersonate', { params: { id: userId } }),
  startPublic: (audience: Audience, locale?: Locale) => callApi<C['startPublic']>('POST /users/public/impersonate', { body: { audience, locale } }),
};

/**
 * Goes to the next page with a full load: the session changed, so the page's profile, CSRF token and every
 * cached answer must be the new session's, not the previous one's.
 */
export function reloadAt(path: string): void {
  // Checked again here: only a path of this site is ever followed, whatever the answer said.
  window.location.assign(sameOriginPath(path, window.location.origin) ?? '/');
}
