import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import type { ImpersonationRefusal } from '@platform/shared/users/impersonation.contract';
import { accountRefusal } from '../../platform/auth/account-rules.js';
import type { Actor } from '../../platform/auth/actor.js';
import { holdsEveryRightOf } from '../../platform/auth/impersonation-rule.js';
import type { Policy } from '../../platform/permissions/policy.js';

/** What the rules need to know of the user to act as (a user list knows it without building their Actor). */
export interface ImpersonationTarget {
  id: number;
  isSuperAdmin: boolean;
  archived: boolean;
  /** The permission keys their roles grant. */
  permissions: ReadonlySet<PermissionKey>;
  /** The tag nodes they act for (those assigned, or those and everything under them). */
  tagKeys: Iterable<string>;
  /** The account may be used now (not locked, mandate running). */
  usable: boolean;
}

/**
 * Why `actor` may not act as `target`, or null when they may. An administrator never gains a right by
 * impersonating: the target's permission keys and organisations must all be the administrator's own.
 * The one rule for POST /users/{id}/impersonate and for the users list's `impersonate` ability.
 */
export function refusalToImpersonate(actor: Actor, target: ImpersonationTarget): ImpersonationRefusal | null {
  if (actor.impersonatorId !== null) return 'ALREADY_IMPERSONATING';
  if (target.id === actor.user.id) return 'SELF';
  if (target.isSuperAdmin) return 'SUPER_ADMINISTRATOR';
  if (target.archived) return 'ARCHIVED';
  if (!holdsEveryRightOf(actor, target)) return 'WIDER_RIGHTS';
  if (!target.usable) return 'ACCOUNT_UNAVAILABLE';
  return null;
}

/** The same rule for a target known as an Actor (their rights and the tags they act for). */
export function impersonationRefusal(actor: Actor, target: Actor): ImpersonationRefusal | null {
  return refusalToImpersonate(actor, {
    id: target.user.id,
    isSuperAdmin: target.isSuperAdmin,
    archived: target.user.archivedAt !== null,
    permissions: target.permissions,
    tagKeys: target.tagLeaves,
    // Password rules concern whoever signs in (the administrator); the rest would refuse every request as them.
    usable: accountRefusal(target.user, actor.client, { changingPassword: true }) === null,
  });
}

export type ImpersonationAction = 'impersonate';

/**
 * Who may act as whom: with a target (as an Actor), the refusal rule above, for a user list's abilities; without
 * one, whether the caller may impersonate at all (a user, or a visitor), as the routes and the visitor-view area
 * ask. Nesting is refused by the routes themselves, with its reason.
 */
export const impersonationPolicy: Policy<ImpersonationAction, Actor> = {
  can(actor, action, target) {
    if (!actor.permissions.has('users.impersonate')) return false;
    return target === undefined || impersonationRefusal(actor, target) === null;
  },
};
