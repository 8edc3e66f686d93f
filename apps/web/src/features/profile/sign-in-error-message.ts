import { sameOriginPath } from '@platform/shared/http/same-origin-path';
import type { ApiError } from '../../app/api/api-error';
import type { Translate } from '../../ui/i18n/useT';

/** Codes whose wording the client configures; the server sends it as feedback. */
const CLIENT_WORDED = new Set(['AUTHENTICATION_FAILED', 'USER_NOT_FOUND', 'MANDATE_EXPIRED', 'CLIENT_LOCKED']);

/** The sentence a refused sign-in shows. */
export function signInErrorMessage(error: ApiError, t: Translate): string {
  if (CLIENT_WORDED.has(error.code) && error.feedback) return error.feedback;
  switch (error.code) {
    case 'MANDATE_EXPIRED':
    case 'CLIENT_LOCKED':
    case 'USER_NOT_FOUND':
      // The client left its message empty: its title still says what happened.
      return `${t(`errors.${error.code}.title`)}. ${t('errors.contact')}`;
    case 'AUTHENTICATION_FAILED':
      return t('profile.signIn.AUTHENTICATION_FAILED');
    case 'ACCOUNT_LOCKED':
      return t('profile.signIn.ACCOUNT_LOCKED');
    case 'TOO_MANY_ATTEMPTS':
      return t('profile.signIn.TOO_MANY_ATTEMPTS');
    case 'CLIENT_IN_MAINTENANCE':
      return t('errors.CLIENT_IN_MAINTENANCE.message');
    default:
      return t('errors.notice.internal');
  }
}

/**
 * Where to go after signing in: a same-site path the user was sent away from,
 * else their landing path. The target is resolved as the browser would (it
 * reads `/\\host` or `/\t/host` as another site), and kept only if it stays here
 * once normalised: `/.//host` resolves to the path `//host`, which a router or
 * a later navigation would read as another site too.
 */
export function safeRedirect(target: string | null, fallback: string, origin = window.location.origin): string {
  return sameOriginPath(target, origin) ?? sameOriginPath(fallback, origin) ?? '/';
}
