import type { Profile } from '@platform/shared/profile/profile.schemas';
import type { Actor } from '../../platform/auth/actor.js';

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
