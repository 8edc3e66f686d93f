import { and, eq, type SQL } from 'drizzle-orm';
import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import type { Actor } from '../../platform/auth/actor.js';
import { users } from '../../platform/auth/auth.tables.js';
import type { Policy } from '../../platform/permissions/policy.js';
import { refusalToImpersonate } from '../impersonation/index.js';

/**
 * `list`: find the client's users (those who see users, and role managers choosing members).
 * `read`: see the client's users (one user, export, the permission picker). `create`: add one.
 * `edit`, `archive`, `restore`, `remind` (mail the invitation again) and `impersonate`: act on one.
 */
export type UserAction = 'list' | 'read' | 'create' | 'edit' | 'archive' | 'restore' | 'remind' | 'impersonate';

/** What the rules need to know of a user. */
export interface UserFacts {
  id: number;
  clientId: number;
  isSuperAdmin: boolean;
  archived: boolean;
  /** The permission keys their roles grant (every key, for a super administrator). */
  permissions: ReadonlySet<PermissionKey>;
  /** The tag nodes assigned to them (they act for these and everything under them). */
  tagKeys: readonly string[];
  /** Signs in by password but has not chosen one yet: an invitation is what they wait for. */
  awaitingPassword: boolean;
  /** The account may be used now (not locked, mandate running): acting as them would not be refused. */
  usable: boolean;
}

/** The permission keys among `keys` that the actor does not hold (none, for a super administrator). */
export function rightsNotHeld(actor: Actor, keys: Iterable<PermissionKey>): PermissionKey[] {
  if (actor.isSuperAdmin) return [];
  return [...new Set(keys)].filter((key) => !actor.permissions.has(key)).sort();
}

/** The tag nodes among `keys` outside what the actor acts for (none for who acts for every tag). */
export function tagsNotHeld(actor: Actor, keys: Iterable<string>): string[] {
  if (actor.isSuperAdmin || actor.allTags) return [];
  return [...new Set(keys)].filter((key) => !actor.tagLeaves.has(key)).sort();
}

/**
 * Whether the actor may act on another account at all: a super administrator's only if they are one
 * too, and never an account holding a right or an organisation the actor lacks (changing its email
 * and asking for a new password would hand the actor those rights).
 */
function withinActorsRights(actor: Actor, user: UserFacts): boolean {
  if (user.isSuperAdmin && !actor.isSuperAdmin) return false;
  return rightsNotHeld(actor, user.permissions).length === 0 && tagsNotHeld(actor, user.tagKeys).length === 0;
}

/**
 * Who may see and change the client's users (spec §6: administrators). Another client's users are out of reach.
 * Asked without a user, each action says whether the caller may do that kind of thing at all (a route's access).
 */
export const usersPolicy: Policy<UserAction, UserFacts> = {
  can(actor, action, user) {
    if (user && user.clientId !== actor.client.id) return false;
    const manages = actor.permissions.has('users.manage') && (!user || withinActorsRights(actor, user));
    switch (action) {
      case 'list':
        return actor.permissions.has('users.read') || actor.permissions.has('roles.manage');
      case 'read':
        return actor.permissions.has('users.read');
      case 'create':
      case 'edit':
        return manages;
      case 'archive':
        return manages && !user?.archived && user?.id !== actor.user.id;
      case 'restore':
        return manages && (user === undefined || user.archived);
      case 'remind':
        return manages && (user === undefined || (!user.archived && user.awaitingPassword));
      case 'impersonate':
        // The rule POST /users/{id}/impersonate applies, for the list's abilities.
        return actor.permissions.has('users.impersonate') && (user === undefined || refusalToImpersonate(actor, user) === null);
    }
  },
  scope(actor): SQL {
    // The visitor accounts impersonation uses are not people: no list, export or record call reaches them.
    return and(eq(users.clientId, actor.client.id), eq(users.isVisitor, false))!;
  },
};
