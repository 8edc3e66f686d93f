import { ALL_PERMISSION_KEYS, isPermissionKey, type PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import type { EffectiveRightsChange } from '@platform/shared/roles/roles.schemas';

/** What one role grants to whom: its permission keys and its members' ids. */
export interface RoleGrant {
  keys: readonly string[];
  memberIds: readonly number[];
}

/** What the computation needs of a member (or a member to be): who, and what their other roles grant. */
export interface MemberFacts {
  id: number;
  email: string;
  /** A super administrator holds every key whatever their roles: a role change moves nothing for them. */
  isSuperAdmin: boolean;
  /** The keys the member's other roles grant (this role's own grant left out). */
  otherKeys: ReadonlySet<string>;
}

const CATALOGUE_ORDER = new Map<string, number>(ALL_PERMISSION_KEYS.map((key, index) => [key, index]));
const inCatalogueOrder = (keys: Iterable<PermissionKey>) => [...keys].sort((a, b) => CATALOGUE_ORDER.get(a)! - CATALOGUE_ORDER.get(b)!);

/**
 * The change in effective rights that moving a role from `before` to `after` makes, per member whose rights
 * move (by email): what they gain and what they lose. A right another of their roles grants is not lost, and
 * not gained either. A role that does not exist yet (or no longer) is a grant of nothing to no one.
 */
export function effectiveRightsChange(before: RoleGrant, after: RoleGrant, members: ReadonlyMap<number, MemberFacts>): EffectiveRightsChange {
  const wasMember = new Set(before.memberIds);
  const isMember = new Set(after.memberIds);
  const beforeKeys = before.keys.filter(isPermissionKey);
  const afterKeys = after.keys.filter(isPermissionKey);
  const changed: EffectiveRightsChange['members'] = [];
  for (const id of new Set([...before.memberIds, ...after.memberIds])) {
    const member = members.get(id);
    if (!member || member.isSuperAdmin) continue;
    const had = new Set<PermissionKey>(wasMember.has(id) ? beforeKeys : []);
    const has = new Set<PermissionKey>(isMember.has(id) ? afterKeys : []);
    const gained = [...has].filter((key) => !had.has(key) && !member.otherKeys.has(key));
    const lost = [...had].filter((key) => !has.has(key) && !member.otherKeys.has(key));
    if (gained.length === 0 && lost.length === 0) continue;
    changed.push({ id, email: member.email, gained: inCatalogueOrder(gained), lost: inCatalogueOrder(lost) });
  }
  changed.sort((a, b) => a.email.localeCompare(b.email) || a.id - b.id);
  return { members: changed };
}

/** Every key some member gains: what the one saving must hold themselves to grant. */
export function grantedKeys(change: EffectiveRightsChange): PermissionKey[] {
  return inCatalogueOrder(new Set(change.members.flatMap((member) => member.gained)));
}

/** A set of keys without repeats or unknown ones, in the catalogue's order (how a role's keys are stored). */
export function normalisedKeys(keys: readonly string[]): PermissionKey[] {
  return inCatalogueOrder(new Set(keys.filter(isPermissionKey)));
}
