import { describe, expect, it } from 'vitest';
import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import { actorOf } from '../../platform/auth/actor.js';
import { actorWith, clientRow, userRow } from '../../test/actor-fixture.js';
import { rightsNotHeld, tagsNotHeld, usersPolicy, type UserFacts } from './users.policy.js';

const MANAGER: PermissionKey[] = ['users.read', 'users.manage', 'users.impersonate', 'subjects.read'];

/** A manager acting for one organisation (and its site). */
const manager = (keys: PermissionKey[] = MANAGER) =>
  actorOf({ user: userRow({ id: 1 }), session: null, client: clientRow(), roleKeys: keys, tagScope: { keys: ['org_a', 'org_a_site'], all: false } });

const target = (overrides: Partial<UserFacts> = {}): UserFacts => ({
  id: 2,
  clientId: 1,
  isSuperAdmin: false,
  archived: false,
  permissions: new Set<PermissionKey>(['subjects.read']),
  tagKeys: ['org_a_site'],
  awaitingPassword: false,
  usable: true,
  ...overrides,
});

describe('usersPolicy', () => {
  it('lets a manager act on a user within their rights and organisations', () => {
    const actor = manager();
    expect(['read', 'create', 'edit', 'archive', 'impersonate'].map((action) => usersPolicy.can(actor, action as never, target()))).toEqual([true, true, true, true, true]);
    expect(usersPolicy.can(actor, 'restore', target())).toBe(false);
    expect(usersPolicy.can(actor, 'restore', target({ archived: true }))).toBe(true);
    expect(usersPolicy.can(actor, 'remind', target({ awaitingPassword: true }))).toBe(true);
    expect(usersPolicy.can(actor, 'remind', target({ awaitingPassword: true, archived: true }))).toBe(false);
  });

  it('keeps out of reach a super administrator, a wider account, another organisation’s user and another client’s', () => {
    const actor = manager();
    for (const facts of [
      target({ isSuperAdmin: true }),
      target({ permissions: new Set<PermissionKey>(['inputs.approve']) }),
      target({ tagKeys: ['org_b'] }),
      target({ clientId: 9 }),
    ]) {
      expect(usersPolicy.can(actor, 'edit', facts)).toBe(false);
      expect(usersPolicy.can(actor, 'impersonate', facts)).toBe(false);
      expect(usersPolicy.can(actor, 'archive', facts)).toBe(false);
    }
  });

  it('never lets one archive or impersonate oneself, nor impersonate while impersonating or an unusable account', () => {
    const actor = manager();
    expect(usersPolicy.can(actor, 'edit', target({ id: 1 }))).toBe(true);
    expect(usersPolicy.can(actor, 'archive', target({ id: 1 }))).toBe(false);
    expect(usersPolicy.can(actor, 'impersonate', target({ id: 1 }))).toBe(false);
    expect(usersPolicy.can(actorWith(MANAGER, { impersonatorId: 7 }), 'impersonate', target({ tagKeys: [] }))).toBe(false);
    expect(usersPolicy.can(actor, 'impersonate', target({ usable: false }))).toBe(false);
  });

  it('gives a super administrator every action, a super administrator’s account included', () => {
    const actor = actorWith([], { user: { id: 1, isSuperAdmin: true } });
    expect(usersPolicy.can(actor, 'edit', target({ isSuperAdmin: true, tagKeys: ['org_b'] }))).toBe(true);
    expect(rightsNotHeld(actor, ['client.configure'])).toEqual([]);
    expect(tagsNotHeld(actor, ['org_b'])).toEqual([]);
  });

  it('needs users.read to read and users.manage to write', () => {
    const reader = manager(['users.read']);
    expect(usersPolicy.can(reader, 'read')).toBe(true);
    expect(usersPolicy.can(reader, 'create')).toBe(false);
    expect(usersPolicy.can(reader, 'edit', target({ permissions: new Set() }))).toBe(false);
    expect(usersPolicy.can(manager(['users.manage']), 'read')).toBe(false);
  });

  it('names the rights and organisations an actor cannot give', () => {
    const actor = manager();
    expect(rightsNotHeld(actor, ['subjects.read', 'roles.manage', 'inputs.approve', 'roles.manage'])).toEqual(['inputs.approve', 'roles.manage']);
    expect(tagsNotHeld(actor, ['org_a', 'org_b'])).toEqual(['org_b']);
  });
});
