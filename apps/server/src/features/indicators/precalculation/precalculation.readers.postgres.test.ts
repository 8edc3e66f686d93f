import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { precalculate } from './precalculation.service.js';
import { publishedValues, reopenApprovedInputs, seedPrecalculatedClient } from './test-precalculation.seed.js';

let handle: DatabaseHandle;
let url: string;
let clientId: number;
beforeAll(async () => {
  handle = await createTestDatabase();
  if (handle.driver.kind !== 'postgres') throw new Error('This file proves PostgreSQL’s behaviour: run it with TEST_DATABASE_URL');
  url = handle.driver.url;
  clientId = await seedPrecalculatedClient(handle.db);
});
afterAll(() => handle.close());

async function connected(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

describe('readers during a precalculation run (PostgreSQL, with readers on other connections)', () => {
  it('see every previous value until the run commits, then every new one: never a half-published run', async () => {
    const before = await publishedValues(handle.db, clientId);
    // Reopening Boréal's 2021 production moves the production total and Boréal's emission ratio of 2021.
    await reopenApprovedInputs(handle.db, clientId, { subjectKeys: ['aluminium_production'], periods: ['2021'], organisationPrefix: 'boreal' });

    // Another session holds the dependencies table, so the run stops half-way through publishing:
    // its old values are deleted and its new ones not yet written, inside its transaction.
    const blocker = await connected();
    const observer = await connected();
    try {
      await blocker.query('begin');
      await blocker.query('lock table indicator_dependencies in share mode');
      const run = precalculate(handle.db, clientId);
      await vi.waitFor(
        async () => {
          const waiting = await observer.query<{ query: string }>(
            `select a.query from pg_locks l join pg_stat_activity a on a.pid = l.pid
             where not l.granted and l.relation = 'indicator_dependencies'::regclass`,
          );
          expect(waiting.rows.map((row) => row.query)).toEqual([expect.stringMatching(/^delete from "indicator_dependencies"/)]);
        },
        { timeout: 10_000, interval: 50 },
      );
      const inRunWindow = await observer.query<{ count: string }>('select count(*) from indicator_values');
      expect(Number(inRunWindow.rows[0]!.count)).toBe(before.length);
      expect(await publishedValues(handle.db, clientId)).toEqual(before);

      await blocker.query('commit');
      const summary = await run;
      expect(summary.valuesTouched).toBeGreaterThan(0);
    } finally {
      await blocker.end();
      await observer.end();
    }

    const after = await publishedValues(handle.db, clientId);
    expect(after).not.toEqual(before);
    const production = (rows: typeof after) => rows.find((row) => row.indicator === 'production_aluminium_multi' && row.period === '2021');
    expect(production(after)?.value).toBeLessThan(production(before)!.value!);
    // What the readers now see is the whole of the run: a full run again changes nothing.
    expect((await precalculate(handle.db, clientId)).valuesTouched).toBe(0);
  });
});
