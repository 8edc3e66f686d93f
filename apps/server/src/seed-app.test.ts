import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { indicators } from './features/indicators/test-fixtures.js';
import { roles, users } from './platform/auth/auth.tables.js';
import type { DatabaseHandle } from './platform/db/database.js';
import { clientSeedFor } from './platform/tenancy/client-packages.js';
import { seedConfiguredClient } from './seed-app.js';
import { createTestDatabase } from './test/test-database.js';

const seed = clientSeedFor('demo');
const config = { clientName: 'demo', demoPassword: 'DemoPass2024', seedDemoAccounts: true };

describe('seeding a client', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await createTestDatabase();
  });
  afterEach(async () => {
    await handle.close();
  });

  it('creates the client with every indicator and role of its package, in the package order', async () => {
    await seedConfiguredClient(handle.db, config);
    const rows = await handle.db.select().from(indicators).orderBy(indicators.position);
    expect(rows.map((row) => row.key)).toEqual(seed.indicators.map((indicator) => indicator.key));
    expect((await handle.db.select().from(roles)).map((role) => role.name).sort()).toEqual(
      seed.roles.map((role) => role.name).sort(),
    );
  });

  it('keeps an indicator and a role its administrators removed out at the next start', async () => {
    await seedConfiguredClient(handle.db, config);
    const [role] = await handle.db.select().from(roles).limit(1);
    await handle.db.delete(indicators).where(eq(indicators.key, 'ind_highlights_social'));
    await handle.db.delete(roles).where(eq(roles.id, role!.id));

    await seedConfiguredClient(handle.db, config);

    const keys = (await handle.db.select({ key: indicators.key }).from(indicators)).map((row) => row.key);
    expect(keys).toHaveLength(seed.indicators.length - 1);
    expect(keys).not.toContain('ind_highlights_social');
    expect(await handle.db.select().from(roles).where(eq(roles.name, role!.name))).toHaveLength(0);
  });

  it('brings back a demo account that is missing, and only that one', async () => {
    await seedConfiguredClient(handle.db, config);
    const [removed] = await handle.db.delete(users).where(eq(users.email, 'reader@example.org')).returning();
    const kept = await handle.db.select({ id: users.id, email: users.email }).from(users);

    await seedConfiguredClient(handle.db, config);

    const after = await handle.db.select({ id: users.id, email: users.email }).from(users);
    expect(after).toHaveLength(seed.demoAccounts.length);
    expect(after).toEqual(expect.arrayContaining(kept));
    expect(after.find((user) => user.email === removed!.email)?.id).not.toBe(removed!.id);
  });
});
