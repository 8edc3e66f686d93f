import { describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/auth/actor.js';
import { actorWith } from '../../test/actor-fixture.js';
import { impersonationPolicy, impersonationRefusal } from './impersonation.policy.js';

const withTags = (actor: Actor, keys: string[], all = false): Actor => ({ ...actor, tagLeaves: new Set(keys), allTags: all });

const admin = withTags(actorWith(['users.impersonate', 'subjects.read', 'inputs.write'], { user: { id: 1 } }), ['org', 'org_a', 'org_b'], true);
const contributor = withTags(actorWith(['subjects.read', 'inputs.write'], { user: { id: 2 } }), ['org_a']);

describe('impersonationRefusal', () => {
  it('lets an administrator act as a user whose rights and organisations are all theirs', () => {
    expect(impersonationRefusal(admin, contributor)).toBeNull();
    expect(impersonationPolicy.can(admin, 'impersonate', contributor)).toBe(true);
  });

  it('says why it refuses, in order: nesting, self, super administrator, archived, wider rights, unusable account', () => {
    expect(impersonationRefusal({ ...admin, impersonatorId: 9 }, contributor)).toBe('ALREADY_IMPERSONATING');
    expect(impersonationRefusal(admin, admin)).toBe('SELF');
    expect(impersonationRefusal(admin, actorWith([], { user: { id: 3, isSuperAdmin: true } }))).toBe('SUPER_ADMINISTRATOR');
    expect(impersonationRefusal(admin, withTags(actorWith(['subjects.read'], { user: { id: 3, archivedAt: new Date() } }), []))).toBe('ARCHIVED');
    expect(impersonationRefusal(admin, withTags(actorWith(['progress.read'], { user: { id: 3 } }), []))).toBe('WIDER_RIGHTS');
    const locked = actorWith(['subjects.read'], { user: { id: 3, lockedUntil: new Date(Date.now() + 60_000) } });
    expect(impersonationRefusal(admin, locked)).toBe('ACCOUNT_UNAVAILABLE');
    const expiredMandate = actorWith([], { user: { id: 3, permissions: { mandate: { ends_on: '2000-01-01' } } } });
    expect(impersonationRefusal(admin, expiredMandate)).toBe('ACCOUNT_UNAVAILABLE');
  });

  it('does not count a temporary or expired password: that rule is for whoever signs in', () => {
    expect(impersonationRefusal(admin, actorWith([], { user: { id: 3, temporaryPassword: true, mustChangePassword: true } }))).toBeNull();
  });

  it('compares organisations unless the administrator acts for all of them', () => {
    const adminOfA = withTags(admin, ['org_a']);
    expect(impersonationRefusal(adminOfA, contributor)).toBeNull();
    expect(impersonationRefusal(adminOfA, withTags(contributor, ['org_b']))).toBe('WIDER_RIGHTS');
    expect(impersonationRefusal(admin, withTags(contributor, ['elsewhere']))).toBeNull();
  });
});

describe('impersonationPolicy', () => {
  it('needs users.impersonate, and with a target the refusal rule', () => {
    expect(impersonationPolicy.can(withTags(actorWith(['inputs.write'], { user: { id: 5 } }), [], true), 'impersonate', contributor)).toBe(false);
    // Without a target: whether the caller may impersonate anyone at all, as the routes ask.
    expect(impersonationPolicy.can(admin, 'impersonate')).toBe(true);
    expect(impersonationPolicy.can(contributor, 'impersonate')).toBe(false);
  });
});
