import type { Profile } from '@platform/shared/profile/profile.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { sitePath } from '../../platform/http/site-path.js';

export function presentProfile({ user, permissions, isSuperAdmin }: Actor, impersonatedBy: string | null): Profile {
  return {
    id: user.id,
    email: user.email,
    locale: user.locale === 'fr' ? 'fr' : 'en',
    audience: user.audience === 'private' ? 'private' : 'public',
    approval_role: user.approvalRole === 'preapprobator' || user.approvalRole === 'approbator' ? user.approvalRole : null,
    permissions: user.permissions,
    abilities: [...permissions],
    super_admin: isSuperAdmin,
    impersonated_by: impersonatedBy,
    visitor: user.isVisitor,
  };
}

/**
 * Where a user lands after signing in: their own path, else the back-office if they may use it. A stored path
 * is checked again here (it may predate the rule that keeps it on this site), so no answer sends a browser away.
 */
export function signInPathOf({ user, permissions, isSuperAdmin }: Actor): string {
  const own = user.permissions.sign_in_path === undefined ? null : sitePath(user.permissions.sign_in_path);
  return own ?? (isSuperAdmin ? '/super_admin' : permissions.size > 0 ? '/admin' : '/');
}
