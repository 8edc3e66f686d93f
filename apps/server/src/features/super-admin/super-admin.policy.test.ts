import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '@platform/shared/permissions/permission-catalogue';
import { actorWith } from '../../test/actor-fixture.js';
import { superAdminPolicy } from './super-admin.policy.js';

describe('superAdminPolicy', () => {
  it('opens the outbox to super administrators', () => {
    expect(superAdminPolicy.can(actorWith([], { user: { isSuperAdmin: true } }), 'readOutbox')).toBe(true);
  });

  it('keeps it from everyone else, whatever their roles hold', () => {
    expect(superAdminPolicy.can(actorWith([...ALL_PERMISSION_KEYS, 'super_admin.access']), 'readOutbox')).toBe(false);
  });

  it('opens the job list to super administrators only', () => {
    expect(superAdminPolicy.can(actorWith([], { user: { isSuperAdmin: true } }), 'readJobs')).toBe(true);
    expect(superAdminPolicy.can(actorWith([...ALL_PERMISSION_KEYS, 'super_admin.access']), 'readJobs')).toBe(false);
  });

  it('lets super administrators retry a failed job, and no other', () => {
    const superAdmin = actorWith([], { user: { isSuperAdmin: true } });
    expect(superAdminPolicy.can(superAdmin, 'retryJob', { state: 'failed' })).toBe(true);
    for (const state of ['created', 'retry', 'active', 'completed', 'cancelled'] as const) {
      expect(superAdminPolicy.can(superAdmin, 'retryJob', { state })).toBe(false);
    }
    expect(superAdminPolicy.can(actorWith([...ALL_PERMISSION_KEYS]), 'retryJob', { state: 'failed' })).toBe(false);
  });

  it("lists only the actor's client's messages", () => {
    const query = new PgDialect().sqlToQuery(superAdminPolicy.scope!(actorWith([], { client: { id: 42 }, user: { isSuperAdmin: true } }))!);
    expect(query.sql).toBe('"outbox"."client_id" = $1');
    expect(query.params).toEqual([42]);
  });

  it('opens precalculation runs and the full recalculation to super administrators only', () => {
    for (const action of ['readPrecalculationRuns', 'precalculate'] as const) {
      expect(superAdminPolicy.can(actorWith([], { user: { isSuperAdmin: true } }), action)).toBe(true);
      expect(superAdminPolicy.can(actorWith([...ALL_PERMISSION_KEYS, 'super_admin.access']), action)).toBe(false);
    }
  });
});
