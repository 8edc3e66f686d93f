import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientSeedFor } from '../tenancy/client-packages.js';
import { connectDatabase } from './connect.js';
import { migrationsDir } from './migrations-dir.js';
import { users } from '../auth/auth.tables.js';
import { seedClient } from './seed.js';

const seedOptions = { demoPassword: 'DemoPass2024', seedDemoAccounts: true };

describe('embedded database folder', () => {
  it('keeps data across restarts, and seeding again changes nothing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-'));
    const first = await connectDatabase({ databaseUrl: undefined, dataDir, migrationsDir });
    await seedClient(first.db, clientSeedFor('demo'), seedOptions, []);
    const before = await first.db.select().from(users);
    await first.close();

    const second = await connectDatabase({ databaseUrl: undefined, dataDir, migrationsDir });
    try {
      await seedClient(second.db, clientSeedFor('demo'), seedOptions, []);
      const after = await second.db.select().from(users);
      expect(after.map((user) => [user.id, user.email, user.passwordHash])).toEqual(
        before.map((user) => [user.id, user.email, user.passwordHash]),
      );
      expect(after).toHaveLength(clientSeedFor('demo').demoAccounts.length);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('refuses a second process opening a folder that is in use', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-'));
    const open = await connectDatabase({ databaseUrl: undefined, dataDir, migrationsDir });
    try {
      const script = `const { connectDatabase } = await import(${JSON.stringify(path.join(import.meta.dirname, 'connect.ts'))});
        await connectDatabase({ databaseUrl: undefined, dataDir: ${JSON.stringify(dataDir)}, migrationsDir: ${JSON.stringify(migrationsDir)} });`;
      const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain(`The data folder ${dataDir} is in use by process ${process.pid}`);
    } finally {
      await open.close();
    }
  }, 60_000);
});

describe('production seed', () => {
  it('creates the client but no demo accounts', async () => {
    const handle = await connectDatabase({ databaseUrl: undefined, dataDir: 'memory://', migrationsDir });
    try {
      await seedClient(handle.db, clientSeedFor('demo'), { ...seedOptions, seedDemoAccounts: false }, []);
      expect(await handle.db.select().from(users)).toHaveLength(0);
    } finally {
      await handle.close();
    }
  });
});
