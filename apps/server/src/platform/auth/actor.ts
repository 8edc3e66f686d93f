import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import { ALL_PERMISSION_KEYS, isPermissionKey } from '@platform/shared/permissions/permission-catalogue';
import type { SessionRow, UserRow } from '../session/session.service.js';
import type { ClientRow } from '../tenancy/current-client.js';

/**
 * Who a service acts for: every service call on behalf of a signed-in user
 * receives one, and every rule (a policy's `can`, a list's `scope`) is
 * decided from it, never from a database handle alone.
 */
export interface Actor {
  user: UserRow;
  client: ClientRow;
  /** The permission keys the user's roles grant (every key, for a super administrator). */
  permissions: ReadonlySet<PermissionKey>;
  /**
   * The keys of the tag nodes the user acts for (an organisation, or some of its sites) and of every
   * node under them: the row-level scope of every data rule. Empty for a user who acts for no organisation.
   */
  tagLeaves: ReadonlySet<string>;
  /** The user acts for every tag of the client (the root of every dimension): their scope filters nothing out. */
  allTags: boolean;
  /** Super administration is a flag of the account, checked only through this field; no role grants it. */
  isSuperAdmin: boolean;
  /** The user who is impersonating this one, if any (writes are audited under both). */
  impersonatorId: number | null;
}

export function actorOf(input: { user: UserRow; session: SessionRow | null; client: ClientRow; roleKeys: readonly string[]; tagScope?: { keys: readonly string[]; all: boolean } }): Actor {
  const { user } = input;
  return {
    user,
    client: input.client,
    permissions: new Set(user.isSuperAdmin ? ALL_PERMISSION_KEYS : input.roleKeys.filter(isPermissionKey)),
    tagLeaves: new Set(input.tagScope?.keys ?? []),
    allTags: input.tagScope?.all ?? false,
    isSuperAdmin: user.isSuperAdmin,
    impersonatorId: input.session?.impersonatorId ?? null,
  };
}
