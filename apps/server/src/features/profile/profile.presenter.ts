import type { Profile } from '@platform/shared/profile/profile.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { openAreas, type AreaRules } from '../../platform/permissions/areas.js';

/** The caller as the web sees them: who they are, and the areas the features' policies open to them. */
export function presentProfile(actor: Actor, impersonatedBy: string | null, areaRules: AreaRules): Profile {
  const { user, permissions, isSuperAdmin } = actor;
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
    areas: openAreas(actor, areaRules),
  };
}
