import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import { clientSeedFor } from '../tenancy/client-packages.js';
import type { DatabaseHandle } from './database.js';
import { indicators, roles, users } from './schema.js';
import { seedClient } from './seed.js';

const seed = clientSeedFor('demo');
const options = { demoPassword: 'DemoPass2024', seedDemoAccounts: true };

describe('seeding a client', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await createTestDatabase();
  });
  afterEach(async () => {
    await handle.close();
  });

  it('creates the client with every indicator and role of its package, in the package order', async () => {
    await seedClient(handle.db, seed, options);
    const rows = await handle.db.select().from(indicators).orderBy(indicators.position);
    expect(rows.map((row) => row.key)).toEqual(seed.indicators.map((indicator) => indicator.key));
    expect((await handle.db.select().from(roles)).map((role) => role.name).sort()).toEqual(
      seed.roles.map((role) => role.name).sort(),
    );
  });

  it('keeps an indicator and a role its administrators removed out at the next start', async () => {
    await seedClient(handle.db, seed, options);
    const [role] = await handle.db.select().from(roles).limit(1);
    await handle.db.delete(indicators).where(eq(indicators.key, 'ind_highlights_social'));
    await handle.db.delete(roles).where(eq(roles.id, role!.id));

    await seedClient(handle.db, seed, options);

    const keys = (await handle.db.select({ key: indicators.key }).from(indicators)).map((row) => row.key);
    expect(keys).toHaveLength(seed.indicators.length - 1);
    expect(keys).not.toContain('ind_highlights_social');
    expect(await handle.db.select().from(roles).where(eq(roles.name, role!.name))).toHaveLength(0);
  });

  it('brings back a demo account that is missing, and only that one', async () => {
    await seedClient(handle.db, seed, options);
    const [removed] = await handle.db.delete(users).where(eq(users.email, 'reader@example.org')).returning();
    const kept = await handle.db.select({ id: users.id, email: users.email }).from(users);

    await seedClient(handle.db, seed, options);

    const after = await handle.db.select({ id: users.id, email: users.email }).from(users);
    expect(after).toHaveLength(seed.demoAccounts.length);
    expect(after).toEqual(expect.arrayContaining(kept));
    expect(after.find((user) => user.email === removed!.email)?.id).not.toBe(removed!.id);
  });
});
