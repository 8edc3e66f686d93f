import { describe, expect, it } from 'vitest';
import { actorWith } from '../../test/actor-fixture.js';
import { keysNotHeld, rolesPolicy } from './roles.policy.js';

describe('roles policy', () => {
  it('opens every action on the client’s roles to holders of roles.manage only', () => {
    const manager = actorWith(['roles.manage']);
    const usersAdmin = actorWith(['users.manage', 'users.read']);
    for (const action of ['read', 'create', 'edit', 'delete'] as const) {
      expect(rolesPolicy.can(manager, action, { clientId: 1 })).toBe(true);
      expect(rolesPolicy.can(usersAdmin, action, { clientId: 1 })).toBe(false);
    }
    expect(rolesPolicy.can(manager, 'create')).toBe(true);
  });

  it("refuses another client's role, even to a super administrator", () => {
    expect(rolesPolicy.can(actorWith(['roles.manage']), 'read', { clientId: 2 })).toBe(false);
    expect(rolesPolicy.can(actorWith([], { user: { isSuperAdmin: true } }), 'edit', { clientId: 2 })).toBe(false);
    expect(rolesPolicy.can(actorWith([], { user: { isSuperAdmin: true } }), 'edit', { clientId: 1 })).toBe(true);
  });

  it('names the keys an administrator would grant without holding them; a super administrator holds them all', () => {
    expect(keysNotHeld(actorWith(['roles.manage', 'users.read']), ['users.read', 'reports.manage', 'client.configure'])).toEqual(['reports.manage', 'client.configure']);
    expect(keysNotHeld(actorWith([], { user: { isSuperAdmin: true } }), ['reports.manage', 'client.configure'])).toEqual([]);
  });
});
