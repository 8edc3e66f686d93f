import { describe, expect, it } from 'vitest';
import { actorWith } from '../../test/actor-fixture.js';
import { profilePolicy } from './profile.policy.js';

describe('profilePolicy', () => {
  it('lets users update their own profile, an impersonator included', () => {
    expect(profilePolicy.can(actorWith([], { user: { id: 5 } }), 'update', { id: 5 })).toBe(true);
    expect(profilePolicy.can(actorWith([], { user: { id: 5 }, impersonatorId: 1 }), 'update', { id: 5 })).toBe(true);
  });

  it("refuses anyone else's profile, whatever their permissions", () => {
    expect(profilePolicy.can(actorWith(['users.manage'], { user: { id: 5 } }), 'update', { id: 6 })).toBe(false);
    expect(profilePolicy.can(actorWith([], { user: { id: 5, isSuperAdmin: true } }), 'update', { id: 6 })).toBe(false);
    expect(profilePolicy.can(actorWith([], { user: { id: 5 } }), 'update')).toBe(false);
  });
});
