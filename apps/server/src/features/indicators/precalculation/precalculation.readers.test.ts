import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { precalculate } from './precalculation.service.js';
import { publishedValues, reopenApprovedInputs, seedPrecalculatedClient } from './test-precalculation.seed.js';

let handle: DatabaseHandle;
let clientId: number;
beforeAll(async () => {
  handle = await createTestDatabase();
  clientId = await seedPrecalculatedClient(handle.db);
});
afterAll(() => handle.close());

describe('readers while a run publishes', () => {
  it('each read made during a run sees all of the previous values or all of the new ones', async () => {
    const before = await publishedValues(handle.db, clientId);
    await reopenApprovedInputs(handle.db, clientId, {
      subjectKeys: ['aluminium_production', 'employees', 'operating_expenditures'],
      periods: ['2019', '2020'],
    });

    let running = true;
    const run = precalculate(handle.db, clientId).finally(() => (running = false));
    const reads: Awaited<ReturnType<typeof publishedValues>>[] = [];
    // Readers keep reading, one after another, for as long as the run lasts.
    const reader = async () => {
      do reads.push(await publishedValues(handle.db, clientId));
      while (running);
    };
    await Promise.all([run, reader(), reader(), reader()]);
    const after = await publishedValues(handle.db, clientId);

    expect(after).not.toEqual(before);
    expect(reads.length).toBeGreaterThanOrEqual(3);
    for (const read of reads) expect([before, after]).toContainEqual(read);
  });
});
