import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';

/**
 * What a route needs. Every route must say it (the server refuses to start
 * otherwise): 'public' for anyone, 'signedIn' for any signed-in user,
 * 'superAdmin' for super administrators (a flag of the account, never a
 * role's), or a permission key.
 */
export type Access = 'public' | 'signedIn' | 'superAdmin' | PermissionKey;

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
