import type { Actor } from './actor.js';
import { sitePath } from '../http/site-path.js';

/**
 * Where a user lands after signing in: their own path, else the back-office if they may use it. A stored path
 * is checked again here (it may predate the rule that keeps it on this site), so no answer sends a browser away.
 * An account rule: sign-in, SAML, impersonation and the users screens all answer it.
 */
export function signInPathOf({ user, permissions, isSuperAdmin }: Actor): string {
  const own = user.permissions.sign_in_path === undefined ? null : sitePath(user.permissions.sign_in_path);
  return own ?? (isSuperAdmin ? '/super_admin' : permissions.size > 0 ? '/admin' : '/');
}
