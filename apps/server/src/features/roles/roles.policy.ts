import { eq } from 'drizzle-orm';
import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import type { Actor } from '../../platform/auth/actor.js';
import { roles } from '../../platform/auth/auth.tables.js';
import type { Policy } from '../../platform/permissions/policy.js';

/** `list`: see the roles (names and rights); `read`: a role with its members and history; `create`, `edit`, `delete`: change them. */
export type RoleAction = 'list' | 'read' | 'create' | 'edit' | 'delete';

/** What the rules need to know of a role: whose it is. */
export interface RoleFacts {
  clientId: number;
}

/**
 * Roles are the client's administrators' (`roles.manage`), reading included: who holds which rights is
 * theirs to know. The list (names and rights) is also for those who assign roles to users (`users.manage`). Another client's role is none of the caller's business (a list never shows it).
 */
export const rolesPolicy: Policy<RoleAction, RoleFacts> = {
  can(actor, action, role) {
    if (role !== undefined && role.clientId !== actor.client.id) return false;
    // Those who manage users list the roles they assign.
    if (action === 'list' && actor.permissions.has('users.manage')) return true;
    return actor.permissions.has('roles.manage');
  },
  scope: (actor) => eq(roles.clientId, actor.client.id),
};

/**
 * The keys among `keys` the actor does not hold. An administrator grants only what they hold (a super
 * administrator holds every key), so a role cannot be used to climb above the one who sets it.
 */
export function keysNotHeld(actor: Actor, keys: readonly PermissionKey[]): PermissionKey[] {
  return keys.filter((key) => !actor.permissions.has(key));
}
