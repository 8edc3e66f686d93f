import type { Actor } from '../../platform/auth/actor.js';
import type { Policy } from '../../platform/permissions/policy.js';

/**
 * `read`: see the indicator, its figures, annotations and attached files (the public site: anyone).
 * `read_provisional`: see its provisional periods (after the latest published edition) when the client hides
 * them from public visitors. `update`: create or change its definition and its files. `annotate`: write its
 * annotations.
 */
export type IndicatorAction = 'read' | 'read_provisional' | 'update' | 'annotate';

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
      // Public visitors are those of the public audience (the "show the site as a visitor" accounts among them);
      // those who manage indicators check the figures before they are published, whatever their audience.
      case 'read_provisional':
        return actor.user.audience === 'private' || actor.permissions.has('indicators.manage');
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

/** Whether the caller sees provisional periods that the client hides from public visitors; a visitor does not. */
export function seesHiddenProvisional(actor: Actor | null, indicator: IndicatorFacts): boolean {
  return actor !== null && indicatorsPolicy.can(actor, 'read_provisional', indicator);
}
