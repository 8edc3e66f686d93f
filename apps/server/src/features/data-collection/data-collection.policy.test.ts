import { describe, expect, it } from 'vitest';
import type { InputState } from '@platform/shared/data-collection/input-states';
import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import { actorOf } from '../../platform/auth/actor.js';
import { actorWith, clientRow, userRow } from '../../test/actor-fixture.js';
import { inputsPolicy, inScope, mayApproveOwnEntries, subjectsPolicy, type Authorship, type InputAction, type InputFacts } from './data-collection.policy.js';

const actor = (keys: PermissionKey[], tagLeaves: string[] = ['org_a', 'site_a1']) =>
  actorOf({ user: userRow(), session: null, client: clientRow(), roleKeys: keys, tagScope: { keys: tagLeaves, all: false } });

const contributor = actor(['subjects.read', 'inputs.write']);
const preapprover = actor(['subjects.read', 'inputs.preapprove']);
const approver = actor(['subjects.read', 'inputs.approve']);

const someoneElses = { enteredByActor: false, selfApprovalAllowed: false };

const input = (state: InputState, approvalLevels: 1 | 2, options: { contributes?: boolean; tagKeys?: string[]; authorship?: Authorship } = {}): InputFacts => ({
  state,
  tagKeys: options.tagKeys ?? ['org_a'],
  subject: { approvalLevels, contributes: options.contributes ?? true },
  authorship: 'authorship' in options ? options.authorship : someoneElses,
});

const allowed = (who: typeof contributor, record: ReturnType<typeof input>) =>
  (['read', 'edit', 'submit', 'preapprove', 'approve', 'refuse', 'delete'] as InputAction[]).filter((action) => inputsPolicy.can(who, action, record));

describe('inputsPolicy', () => {
  it('lets a contributor change an input until it is pre-approved, submit a draft or refused one, and never approve it', () => {
    for (const state of ['draft', 'refused'] as const) {
      expect(allowed(contributor, input(state, 2)), state).toEqual(['read', 'edit', 'submit', 'delete']);
    }
    // Already waiting for a decision: edited, it stays submitted.
    expect(allowed(contributor, input('submitted', 2))).toEqual(['read', 'edit', 'delete']);
    expect(allowed(contributor, input('preapproved', 2))).toEqual(['read']);
    expect(allowed(contributor, input('approved', 1))).toEqual(['read']);
  });

  it('needs the contributor to be one of the subject’s contributors to change anything', () => {
    expect(allowed(contributor, input('draft', 1, { contributes: false }))).toEqual(['read']);
  });

  it('lets a pre-approver pass on or refuse submitted inputs of two-level subjects only, never give final approval', () => {
    expect(allowed(preapprover, input('submitted', 2))).toEqual(['read', 'preapprove', 'refuse']);
    expect(allowed(preapprover, input('submitted', 1))).toEqual(['read']);
    expect(allowed(preapprover, input('preapproved', 2))).toEqual(['read']);
  });

  it('lets an approver approve what is ready for it, refuse (and so reopen) the rest, and never edit values', () => {
    expect(allowed(approver, input('submitted', 1))).toEqual(['read', 'approve', 'refuse']);
    expect(allowed(approver, input('submitted', 2))).toEqual(['read', 'refuse']);
    expect(allowed(approver, input('preapproved', 2))).toEqual(['read', 'approve', 'refuse']);
    expect(allowed(approver, input('approved', 2))).toEqual(['read', 'refuse']);
    expect(allowed(approver, input('draft', 1))).toEqual(['read']);
    expect(allowed(approver, input('refused', 1))).toEqual(['read']);
  });

  it('keeps whoever entered or changed an input from passing it on or approving it, not from refusing it', () => {
    const own = { authorship: { enteredByActor: true, selfApprovalAllowed: false } };
    expect(allowed(preapprover, input('submitted', 2, own))).toEqual(['read', 'refuse']);
    expect(allowed(approver, input('submitted', 1, own))).toEqual(['read', 'refuse']);
    expect(allowed(approver, input('preapproved', 2, own))).toEqual(['read', 'refuse']);
    // Unknown authorship counts as the actor's own: nothing is judged without it.
    expect(allowed(approver, input('submitted', 1, { authorship: undefined }))).toEqual(['read', 'refuse']);
    // Where the client allows it (the actor alone in a one-person organisation).
    expect(allowed(approver, input('submitted', 1, { authorship: { enteredByActor: true, selfApprovalAllowed: true } }))).toEqual(['read', 'approve', 'refuse']);
  });

  it('allows self-approval only when the client setting is on, and never in an impersonated session', () => {
    const settings = clientRow().settings;
    const withSetting = (on: boolean | undefined, impersonatorId: number | null = null) => ({
      ...approver,
      client: { ...approver.client, settings: { ...settings, ...(on === undefined ? {} : { approval: { allow_self_approval_for_single_person_organisations: on } }) } },
      impersonatorId,
    });
    expect(mayApproveOwnEntries(withSetting(undefined))).toBe(false);
    expect(mayApproveOwnEntries(withSetting(false))).toBe(false);
    expect(mayApproveOwnEntries(withSetting(true))).toBe(true);
    expect(mayApproveOwnEntries(withSetting(true, 42))).toBe(false);
  });

  it('allows nothing on an input outside the actor’s tags, whatever the permissions', () => {
    const everything = actor(['subjects.read', 'subjects.configure', 'inputs.write', 'inputs.preapprove', 'inputs.approve']);
    expect(allowed(everything, input('submitted', 1, { tagKeys: ['org_b'] }))).toEqual([]);
    expect(allowed(everything, input('submitted', 1, { tagKeys: ['org_a', 'site_b1'] }))).toEqual([]);
    expect(inScope(everything, ['org_a', 'site_a1'])).toBe(true);
  });
});

describe('subjectsPolicy', () => {
  it('says who reads, enters, judges and configures subjects', () => {
    const facts = { approvalLevels: 2, contributes: true };
    expect(subjectsPolicy.can(actorWith(['subjects.read']), 'read')).toBe(true);
    expect(subjectsPolicy.can(actorWith([]), 'read')).toBe(false);
    expect(subjectsPolicy.can(contributor, 'enter', facts)).toBe(true);
    expect(subjectsPolicy.can(contributor, 'enter', { ...facts, contributes: false })).toBe(false);
    expect(subjectsPolicy.can(contributor, 'decide')).toBe(false);
    expect(subjectsPolicy.can(preapprover, 'decide')).toBe(true);
    expect(subjectsPolicy.can(preapprover, 'preapprove', { ...facts, approvalLevels: 1 })).toBe(false);
    expect(subjectsPolicy.can(approver, 'approve', facts)).toBe(true);
    expect(subjectsPolicy.can(approver, 'configure')).toBe(false);
    expect(subjectsPolicy.can(actorWith(['subjects.configure']), 'configure')).toBe(true);
    expect(subjectsPolicy.can(actorWith(['progress.read']), 'progress')).toBe(true);
    expect(subjectsPolicy.can(approver, 'progress')).toBe(false);
  });
});
