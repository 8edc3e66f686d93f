import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import type { Actor } from './actor.js';

/** What the rule needs to know of the user acted as. */
export interface ImpersonatedRights {
  isSuperAdmin: boolean;
  /** The permission keys their roles grant. */
  permissions: ReadonlySet<PermissionKey>;
  /** The tag nodes they act for. */
  tagKeys: Iterable<string>;
}

/**
 * Impersonation never gives a right: everything the user acted as holds (each permission key, each
 * organisation or site) must be the administrator's own, and no super administrator is ever acted as.
 * Checked when an impersonation starts (impersonation.policy) and again on every request of it
 * (impersonation-guard), since either side's rights may change meanwhile.
 */
export function holdsEveryRightOf(impersonator: Actor, target: ImpersonatedRights): boolean {
  if (target.isSuperAdmin) return false;
  for (const key of target.permissions) if (!impersonator.permissions.has(key)) return false;
  if (impersonator.allTags) return true;
  for (const key of target.tagKeys) if (!impersonator.tagLeaves.has(key)) return false;
  return true;
}
