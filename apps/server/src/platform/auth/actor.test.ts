import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '@platform/shared/permissions/permission-catalogue';
import { actorWith } from '../../test/actor-fixture.js';

describe('actorOf', () => {
  it("grants the keys of the user's roles, and nothing a role names that is not a permission key", () => {
    const actor = actorWith(['client.configure', 'super_admin.access', 'anything']);
    expect([...actor.permissions]).toEqual(['client.configure']);
    expect(actor.isSuperAdmin).toBe(false);
  });

  it("makes super administration the account's flag, with every key", () => {
    const actor = actorWith([], { user: { isSuperAdmin: true } });
    expect(actor.isSuperAdmin).toBe(true);
    expect([...actor.permissions]).toEqual([...ALL_PERMISSION_KEYS]);
  });

  it('carries the impersonator, when there is one', () => {
    expect(actorWith([], { impersonatorId: 3 }).impersonatorId).toBe(3);
    expect(actorWith([]).impersonatorId).toBeNull();
  });
});
