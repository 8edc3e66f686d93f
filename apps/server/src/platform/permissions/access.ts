import type { Actor } from '../auth/actor.js';
import type { Policy } from './policy.js';

/**
 * A route's need, decided by a feature's policy: the same rule answers the route (may this caller do this kind
 * of thing at all), the service's check of each record, the row filter of its lists, the `abilities` of its
 * answers and, through the profile's areas, what the screens offer. Made with `can(policy, action)`.
 */
export interface PolicyAccess {
  readonly policy: Policy<string, never>;
  readonly action: string;
}

/**
 * What a route needs. Every route must say it (the server refuses to start otherwise): 'public' for anyone,
 * 'signedIn' for any signed-in user, 'superAdmin' for super administrators (a flag of the account, never a
 * role's), or a policy's action (`can(usersPolicy, 'list')`), asked without a record: may the caller do this
 * kind of thing at all. No route names a permission key: only policies read them.
 */
export type Access = 'public' | 'signedIn' | 'superAdmin' | PolicyAccess;

/** The access of a route that needs `action` of `policy`. */
export function can<Action extends string>(policy: Policy<Action, never>, action: NoInfer<Action>): PolicyAccess {
  return { policy: policy as Policy<string, never>, action };
}

/** Whether the signed-in actor meets a route's policy access. */
export function meetsAccess(actor: Actor, access: PolicyAccess): boolean {
  return access.policy.can(actor, access.action);
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
