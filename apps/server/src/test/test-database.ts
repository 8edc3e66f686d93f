import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase } from '../platform/db/connect.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { migrationsDir } from '../platform/db/migrations-dir.js';

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database
 * when TEST_DATABASE_URL is set (dropped on close), else in-memory PGlite.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return connectDatabase({ databaseUrl: undefined, dataDir: 'memory://', migrationsDir });

  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await connectDatabase({ databaseUrl: url.toString(), dataDir: '', migrationsDir });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
