import { ALL_PERMISSION_KEYS, isPermissionKey, type PermissionKey } from '@platform/shared/permissions/permission-catalogue';

/** The permission keys a user holds: all of them for a super administrator, else the union of their roles. */
export function abilitiesOf(user: { isSuperAdmin: boolean }, roleKeys: readonly string[]): PermissionKey[] {
  if (user.isSuperAdmin) return [...ALL_PERMISSION_KEYS];
  return roleKeys.filter(isPermissionKey);
}
