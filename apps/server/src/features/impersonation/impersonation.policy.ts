import type { ImpersonationRefusal } from '@platform/shared/users/impersonation.contract';
import { accountRefusal } from '../../platform/auth/account-rules.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { Policy } from '../../platform/permissions/policy.js';

/**
 * Why `actor` may not act as `target` (the target as an Actor of their own: their rights and the tags they
 * act for), or null when they may. An administrator never gains a right by impersonating: the target's
 * permission keys and organisations must all be the administrator's own.
 */
export function impersonationRefusal(actor: Actor, target: Actor): ImpersonationRefusal | null {
  if (actor.impersonatorId !== null) return 'ALREADY_IMPERSONATING';
  if (target.user.id === actor.user.id) return 'SELF';
  if (target.isSuperAdmin) return 'SUPER_ADMINISTRATOR';
  if (target.user.archivedAt) return 'ARCHIVED';
  if (!holdsEveryRightOf(actor, target)) return 'WIDER_RIGHTS';
  // Password rules concern whoever signs in (the administrator); the rest would refuse every request as them.
  if (accountRefusal(target.user, actor.client, { changingPassword: true })) return 'ACCOUNT_UNAVAILABLE';
  return null;
}

function holdsEveryRightOf(actor: Actor, target: Actor): boolean {
  for (const key of target.permissions) if (!actor.permissions.has(key)) return false;
  if (actor.allTags) return true;
  for (const key of target.tagLeaves) if (!actor.tagLeaves.has(key)) return false;
  return true;
}

export type ImpersonationAction = 'impersonate' | 'impersonatePublic';

/** Who may act as whom; `impersonate` needs the target (as an Actor), e.g. for a user list's abilities. */
export const impersonationPolicy: Policy<ImpersonationAction, Actor> = {
  can(actor, action, target) {
    if (!actor.permissions.has('users.impersonate')) return false;
    if (action === 'impersonatePublic') return actor.impersonatorId === null;
    return target !== undefined && impersonationRefusal(actor, target) === null;
  },
};
