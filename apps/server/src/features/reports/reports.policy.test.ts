import { describe, expect, it } from 'vitest';
import { abilitiesFor } from '../../platform/permissions/policy.js';
import { actorWith } from '../../test/actor-fixture.js';
import { reportsPolicy, type ReportAction, type ReportFacts } from './reports.policy.js';

const EVERY: readonly ReportAction[] = ['create', 'read', 'update', 'share', 'publish', 'delete', 'duplicate'];
const none = Object.fromEntries(EVERY.map((action) => [action, false]));
const every = Object.fromEntries(EVERY.map((action) => [action, true]));

// The actor is user 10 of client 1 (actor-fixture.ts).
const report = (facts: Partial<ReportFacts> = {}): ReportFacts => ({ clientId: 1, ownerId: 20, sharedWith: [], ...facts });

describe('reportsPolicy', () => {
  it('lets holders of reports.manage do everything to any report of their client', () => {
    expect(abilitiesFor(reportsPolicy, actorWith(['reports.manage']), EVERY, report())).toEqual(every);
  });

  it('lets an owner without the key do everything to their own but copy it', () => {
    expect(abilitiesFor(reportsPolicy, actorWith(['subjects.read']), EVERY, report({ ownerId: 10 }))).toEqual({ ...every, create: false, duplicate: false });
  });

  it('lets a user it is shared with read it, and copy it only holding the key', () => {
    expect(abilitiesFor(reportsPolicy, actorWith([]), EVERY, report({ sharedWith: [10] }))).toEqual({ ...none, read: true });
  });

  it('lets anybody else do nothing to it, and nobody anything to another client’s report', () => {
    expect(abilitiesFor(reportsPolicy, actorWith(['inputs.write', 'exports.manage']), EVERY, report({ sharedWith: [11] }))).toEqual(none);
    expect(abilitiesFor(reportsPolicy, actorWith(['reports.manage']), EVERY, report({ clientId: 2, ownerId: 10, sharedWith: [10] }))).toEqual(none);
    expect(abilitiesFor(reportsPolicy, actorWith([], { user: { isSuperAdmin: true } }), EVERY, report({ clientId: 2 }))).toEqual(none);
  });

  it('asked without a report: creating and copying need the key; the rest is for the report to decide', () => {
    expect(abilitiesFor(reportsPolicy, actorWith([]), EVERY)).toEqual({ ...every, create: false, duplicate: false });
    expect(abilitiesFor(reportsPolicy, actorWith(['reports.manage']), EVERY)).toEqual(every);
  });
});
