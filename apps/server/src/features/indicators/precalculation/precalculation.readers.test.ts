import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config/config.js';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import { seedConfiguredClient } from '../../../seed-app.js';
import { DEMO_PASSWORD } from '../../../test/test-app.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { inputs, subjects } from '../../data-collection/data-collection.tables.js';
import { precalculate } from './precalculation.service.js';
import { publishedValues, theClientId, useTestCalculations } from './test-precalculation.seed.js';

let handle: DatabaseHandle;
let clientId: number;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedConfiguredClient(handle.db, loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_PASSWORD }));
  clientId = await theClientId(handle.db);
  await useTestCalculations(handle.db, clientId);
  await precalculate(handle.db, clientId);
});
afterAll(() => handle.close());

describe('readers while a run publishes', () => {
  it('each read made during a run sees all of the previous values or all of the new ones', async () => {
    const before = await publishedValues(handle.db, clientId);
    await handle.db
      .update(inputs)
      .set({ state: 'refused' })
      .where(
        and(
          eq(inputs.clientId, clientId),
          eq(inputs.state, 'approved'),
          sql`${inputs.period} in ('2019', '2020')`,
          sql`${inputs.subjectId} in (select ${subjects.id} from ${subjects} where ${subjects.key} in ('aluminium_production', 'employees', 'operating_expenditures'))`,
        ),
      );

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
