import { describe, expect, it } from 'vitest';
import { actorWith } from '../../test/actor-fixture.js';
import { clientsPolicy } from './clients.policy.js';

describe('clientsPolicy', () => {
  it("lets a configurator update their own client's settings", () => {
    expect(clientsPolicy.can(actorWith(['client.configure']), 'update', { id: 1 })).toBe(true);
  });

  it('refuses a user without the permission', () => {
    expect(clientsPolicy.can(actorWith(['users.manage', 'reports.manage']), 'update', { id: 1 })).toBe(false);
  });

  it("refuses another client's settings, even to a configurator", () => {
    expect(clientsPolicy.can(actorWith(['client.configure']), 'update', { id: 2 })).toBe(false);
  });
});
