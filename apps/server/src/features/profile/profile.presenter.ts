import type { Profile } from '@platform/shared/profile/profile.schemas';
import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import type { UserRow } from '../../platform/session/session.service.js';

export function presentProfile(user: UserRow, abilities: PermissionKey[], impersonatedBy: string | null): Profile {
  return {
    id: user.id,
    email: user.email,
    locale: user.locale === 'fr' ? 'fr' : 'en',
    audience: user.audience === 'private' ? 'private' : 'public',
    approval_role: user.approvalRole === 'preapprobator' || user.approvalRole === 'approbator' ? user.approvalRole : null,
    permissions: user.permissions,
    abilities,
    impersonated_by: impersonatedBy,
  };
}

/** Where a user lands after signing in: their own path, else the back-office if they may use it. */
export function signInPathOf(user: UserRow, abilities: PermissionKey[]): string {
  return user.permissions.sign_in_path ?? (user.isSuperAdmin ? '/super_admin' : abilities.length > 0 ? '/admin' : '/');
}
