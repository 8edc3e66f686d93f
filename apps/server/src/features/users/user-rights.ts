import { ALL_PERMISSION_KEYS } from '@platform/shared/permissions/permission-catalogue';
import type { UserPermissions } from '@platform/shared/profile/profile.schemas';
import type { UserDetail } from '@platform/shared/users/users.schemas';
import { listChange } from './permission-history.service.js';
import type { PermissionChange } from './users.tables.js';

type EffectiveRight = UserDetail['effective_rights'][number];

/** What a user's rights are made of, in the terms the history of permission changes shows. */
export interface RightsSnapshot {
  roles: string[];
  tags: string[];
  approval_role: string | null;
  audience: string | null;
  mandate: { starts_on: string | null; ends_on: string | null } | null;
  sign_in_path: string | null;
  authentication_method: string | null;
  archived: boolean;
}

/** Before a user exists: what a creation adds shows against this. */
export const NO_RIGHTS: RightsSnapshot = {
  roles: [],
  tags: [],
  approval_role: null,
  audience: null,
  mandate: null,
  sign_in_path: null,
  authentication_method: null,
  archived: false,
};

/** A mandate without either end is no mandate: `{}` and a missing one read the same. */
function mandateOf(permissions: UserPermissions): RightsSnapshot['mandate'] {
  const starts = permissions.mandate?.starts_on ?? null;
  const ends = permissions.mandate?.ends_on ?? null;
  return starts === null && ends === null ? null : { starts_on: starts, ends_on: ends };
}

export function snapshotOf(
  user: { approvalRole: string | null; audience: string; permissions: UserPermissions; authenticationMethod: string; archivedAt: Date | null },
  roleNames: readonly string[],
  tagKeys: readonly string[],
): RightsSnapshot {
  return {
    roles: [...roleNames].sort(),
    tags: [...tagKeys].sort(),
    approval_role: user.approvalRole,
    audience: user.audience,
    mandate: mandateOf(user.permissions),
    sign_in_path: user.permissions.sign_in_path ?? null,
    authentication_method: user.authenticationMethod,
    archived: user.archivedAt !== null,
  };
}

const FIELDS = ['approval_role', 'audience', 'mandate', 'sign_in_path', 'authentication_method', 'archived'] as const;

/** Roles (by name) and tag keys added and removed, and each other field that moved with its value before and after. */
export function rightsChange(before: RightsSnapshot, after: RightsSnapshot): PermissionChange {
  const fields: NonNullable<PermissionChange['fields']> = {};
  for (const field of FIELDS) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) fields[field] = { before: before[field], after: after[field] };
  }
  return {
    ...listChange([...before.roles, ...before.tags], [...after.roles, ...after.tags]),
    ...(Object.keys(fields).length > 0 ? { fields } : {}),
  };
}

/**
 * Each right the user holds, in the catalogue's order, with the roles granting it. A super
 * administrator holds every right through the account itself: no role is named.
 */
export function effectiveRights(user: { isSuperAdmin: boolean }, roles: readonly { id: number; name: string; permissions: readonly string[] }[]): EffectiveRight[] {
  if (user.isSuperAdmin) return ALL_PERMISSION_KEYS.map((permission) => ({ permission, granted_by: [] }));
  return ALL_PERMISSION_KEYS.flatMap((permission) => {
    const granting = roles.filter((role) => role.permissions.includes(permission)).map(({ id, name }) => ({ id, name }));
    return granting.length > 0 ? [{ permission, granted_by: granting }] : [];
  });
}
