import { describe, expect, it } from 'vitest';
import { actorWith } from '../../test/actor-fixture.js';
import { indicatorAbilities, indicatorsPolicy, seesHiddenProvisional } from './indicators.policy.js';

const ours = { clientId: 1 };
const theirs = { clientId: 2 };

describe('indicatorsPolicy', () => {
  it('lets anyone read, those who manage indicators change them and annotators annotate them', () => {
    const manager = actorWith(['indicators.manage']);
    const annotator = actorWith(['annotations.manage']);
    const contributor = actorWith(['inputs.write']);
    expect(indicatorAbilities(manager, ours)).toEqual({ update: true, annotate: false });
    expect(indicatorAbilities(annotator, ours)).toEqual({ update: false, annotate: true });
    expect(indicatorAbilities(contributor, ours)).toEqual({ update: false, annotate: false });
    expect(indicatorsPolicy.can(contributor, 'read', ours)).toBe(true);
  });

  it("allows nothing on another client's indicator, and a visitor only reads", () => {
    const both = actorWith(['indicators.manage', 'annotations.manage']);
    expect(indicatorsPolicy.can(both, 'read', theirs)).toBe(false);
    expect(indicatorAbilities(both, theirs)).toEqual({ update: false, annotate: false });
    expect(indicatorAbilities(null, ours)).toEqual({ update: false, annotate: false });
  });

  it('shows hidden provisional periods to the private audience and to those who manage indicators, not to public visitors', () => {
    expect(seesHiddenProvisional(actorWith([], { user: { audience: 'private' } }), ours)).toBe(true);
    expect(seesHiddenProvisional(actorWith(['indicators.manage'], { user: { audience: 'public' } }), ours)).toBe(true);
    expect(seesHiddenProvisional(actorWith(['annotations.manage'], { user: { audience: 'public' } }), ours)).toBe(false);
    expect(seesHiddenProvisional(actorWith([], { user: { audience: 'public', isVisitor: true } }), ours)).toBe(false);
    expect(seesHiddenProvisional(null, ours)).toBe(false);
    expect(seesHiddenProvisional(actorWith([], { user: { audience: 'private' } }), theirs)).toBe(false);
  });
});
