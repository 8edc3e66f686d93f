import type { SQL } from 'drizzle-orm';
import type { Actor } from '../auth/actor.js';
import { AppError } from '../errors/app-error.js';

/**
 * A feature's rules: who may do what, to which record. `can` answers one
 * question; `scope`, where the feature lists records, is the query filter
 * every list goes through, so a list never shows what `can` would refuse.
 */
export interface Policy<Action extends string, Subject = undefined> {
  can(actor: Actor, action: Action, record?: Subject): boolean;
  scope?(actor: Actor): SQL | undefined;
}

/** Throws ACCESS_DENIED unless the policy allows the action. */
export function authorize<Action extends string, Subject>(
  policy: Policy<Action, Subject>,
  actor: Actor,
  action: Action,
  record?: Subject,
): void {
  if (!policy.can(actor, action, record)) throw new AppError('ACCESS_DENIED', 'Access denied');
}

/**
 * What the caller may do to one record, for the response's `abilities`: the
 * web shows or hides actions from these and never re-derives a rule.
 */
export function abilitiesFor<Action extends string, Subject>(
  policy: Policy<Action, Subject>,
  actor: Actor,
  actions: readonly Action[],
  record?: Subject,
): Record<Action, boolean> {
  return Object.fromEntries(actions.map((action) => [action, policy.can(actor, action, record)])) as Record<Action, boolean>;
}
