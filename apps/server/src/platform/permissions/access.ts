import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';

/**
 * What a route needs. Every route must say it (the server refuses to start
 * otherwise): 'public' for anyone, 'signedIn' for any signed-in user,
 * 'superAdmin' for super administrators (a flag of the account, never a
 * role's), a permission key, or a list of keys any one of which lets the
 * caller through (a read two screens need, e.g. roles for the user form).
 */
export type Access = 'public' | 'signedIn' | 'superAdmin' | PermissionKey | readonly [PermissionKey, ...PermissionKey[]];

/** Whether the actor's permission keys meet a route's key, or one of its keys. */
export function grantsAccess(permissions: ReadonlySet<PermissionKey>, access: PermissionKey | readonly PermissionKey[]): boolean {
  return typeof access === 'string' ? permissions.has(access) : access.some((key) => permissions.has(key));
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Routes that stay reachable while the user's password is expired (to change it or sign out). */
    allowExpiredPassword?: boolean;
    /** Routes that stay reachable during maintenance. */
    allowInMaintenance?: boolean;
    /** Routes serving files (build assets, client assets): answered without looking up the caller. */
    staticFile?: boolean;
  }
}
