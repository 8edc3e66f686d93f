import type { Actor } from '../../platform/auth/actor.js';
import type { Policy } from '../../platform/permissions/policy.js';

/**
 * `read`: see the indicator, its figures, annotations and attached files (the public site: anyone).
 * `update`: create or change its definition and its files. `annotate`: write its annotations.
 */
export type IndicatorAction = 'read' | 'update' | 'annotate';

/** What the rules need to know of an indicator: whose it is. */
export interface IndicatorFacts {
  clientId: number;
}

/** Who may do what to an indicator of their client. Indicators are public; changing them is the administrators'. */
export const indicatorsPolicy: Policy<IndicatorAction, IndicatorFacts> = {
  can(actor, action, indicator) {
    const own = indicator === undefined || indicator.clientId === actor.client.id;
    if (!own) return false;
    switch (action) {
      case 'read':
        return true;
      case 'update':
        return actor.permissions.has('indicators.manage');
      case 'annotate':
        return actor.permissions.has('annotations.manage');
    }
  },
};

/** What a caller may do with an indicator, for the response's `abilities`; a visitor may only read. */
export function indicatorAbilities(actor: Actor | null, indicator: IndicatorFacts): { update: boolean; annotate: boolean } {
  if (!actor) return { update: false, annotate: false };
  return { update: indicatorsPolicy.can(actor, 'update', indicator), annotate: indicatorsPolicy.can(actor, 'annotate', indicator) };
}
