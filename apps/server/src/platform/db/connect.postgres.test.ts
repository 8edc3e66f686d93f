import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import type { DatabaseHandle } from './database.js';

/** Raw SQL through the pool under test; the shared database type leaves driver results untyped. */
async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('PostgreSQL connection pool', () => {
  it('keeps serving after the server ends its idle connections, instead of stopping the process', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    // Vitest reports an uncaught error as a failed run; listening first lets this test say what went wrong.
    process.on('uncaughtException', onUncaught);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    try {
      // Two queries at once leave two idle connections in the pool.
      await Promise.all([rows(sql`select pg_sleep(0.05)`), rows(sql`select pg_sleep(0.05)`)]);
      const [current] = await rows<{ database: string }>(sql`select current_database() as database`);

      // What a restart or an administrator does to them, from outside the pool.
      await admin.connect();
      const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [current!.database]);
      expect(ended.rowCount).toBeGreaterThanOrEqual(2);
      await new Promise((resolve) => setTimeout(resolve, 300));

      expect(await rows(sql`select 41 + 1 as answer`)).toEqual([{ answer: 42 }]);
      expect(uncaught).toEqual([]);
    } finally {
      await admin.end();
      process.off('uncaughtException', onUncaught);
    }
  });
});
