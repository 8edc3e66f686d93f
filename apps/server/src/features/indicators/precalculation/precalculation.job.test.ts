import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientSeedFor } from '../../../platform/tenancy/client-packages.js';
import { TEST_JOB_SETTINGS } from '../../../test/job-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { indicatorValues, precalculationRuns } from '../indicators.tables.js';
import { PRECALCULATE_JOB, type PrecalculateJobData } from '../../../platform/jobs/job-names.js';
import { precalculate } from './precalculation.service.js';
import { seedIndicatorValuesDemo } from './precalculation.seed.js';
import { publishedDependencies, publishedValues, TEST_CALCULATIONS, theClientId, useTestCalculations } from './test-precalculation.seed.js';

let t: TestApp;
let clientId: number;
beforeAll(async () => {
  t = await createTestApp({ jobs: { settings: TEST_JOB_SETTINGS } });
  clientId = await theClientId(t.db);
});
afterAll(() => t.close());

/** Sends the job as a service would and waits for it to finish; its result is the run's summary. */
async function runJob(data: PrecalculateJobData) {
  const id = await t.jobs.send(PRECALCULATE_JOB, data);
  return vi.waitFor(
    async () => {
      const job = await t.jobs.get(id);
      expect(job?.state).toBe('completed');
      return job!.result as { runId: number; kind: string; indicatorsTouched: number; valuesTouched: number; errors: number };
    },
    { timeout: 15_000, interval: 100 },
  );
}

describe('the precalculation job', () => {
  it('runs a full precalculation when nothing narrows it: the values a direct full run gives', async () => {
    await useTestCalculations(t.db, clientId);
    const result = await runJob({ clientId });
    expect(result).toMatchObject({ kind: 'full', indicatorsTouched: Object.keys(TEST_CALCULATIONS).length, errors: 0 });
    expect(result.valuesTouched).toBeGreaterThan(0);
    const fromJob = await publishedValues(t.db, clientId);
    expect(new Set(fromJob.map((row) => row.indicator))).toEqual(new Set(Object.keys(TEST_CALCULATIONS)));

    await useTestCalculations(t.db, clientId);
    await precalculate(t.db, clientId);
    const direct = await publishedValues(t.db, clientId);
    const withoutDates = (rows: typeof direct) => rows.map(({ revisedAt: _revisedAt, ...row }) => row);
    expect(withoutDates(fromJob)).toEqual(withoutDates(direct));
  });

  it('is safe to repeat: a second run of the same job data changes nothing', async () => {
    const before = await publishedValues(t.db, clientId);
    const dependencies = await publishedDependencies(t.db, clientId);
    const again = await runJob({ clientId });
    expect(again).toMatchObject({ kind: 'full', valuesTouched: 0, errors: 0 });
    expect(await publishedValues(t.db, clientId)).toEqual(before);
    expect(await publishedDependencies(t.db, clientId)).toEqual(dependencies);
    const [run] = await t.db.select().from(precalculationRuns).where(eq(precalculationRuns.id, again.runId));
    expect(run).toMatchObject({ clientId, kind: 'full', valuesTouched: 0 });
    expect(run!.finishedAt).toBeInstanceOf(Date);
  });

  it('narrows the run to the indicators named', async () => {
    const result = await runJob({ clientId, indicatorKeys: ['formation_heures'] });
    expect(result).toMatchObject({ kind: 'incremental', indicatorsTouched: 1, valuesTouched: 0 });
  });
});

describe('the demo figures at start', () => {
  it('are computed once, when indicators have a calculation and no figure yet', async () => {
    const seed = clientSeedFor(t.config.clientName);
    await useTestCalculations(t.db, clientId);
    const runsBefore = await t.db.select().from(precalculationRuns).where(eq(precalculationRuns.clientId, clientId));
    await seedIndicatorValuesDemo(t.db, clientId, seed);
    const seeded = await publishedValues(t.db, clientId);
    expect(new Set(seeded.map((row) => row.indicator))).toEqual(new Set(Object.keys(TEST_CALCULATIONS)));
    expect(seeded.filter((row) => row.indicator === 'production_aluminium_multi').map((row) => row.period)).toEqual([
      '2017',
      '2018',
      '2019',
      '2020',
      '2021',
      '2022',
    ]);
    const runsAfter = await t.db.select().from(precalculationRuns).where(eq(precalculationRuns.clientId, clientId));
    expect(runsAfter).toHaveLength(runsBefore.length + 1);
    expect(runsAfter.at(-1)).toMatchObject({ kind: 'full', errors: [] });
    // The first figures stand for the published report: none of them shows as revised since its publication.
    const publishedAt = seed.settings.report?.published_at;
    expect(publishedAt).toBeTruthy();
    const revisions = await t.db.select({ revisedAt: indicatorValues.revisedAt }).from(indicatorValues);
    expect(revisions.length).toBeGreaterThan(0);
    expect(revisions.every((row) => row.revisedAt.getTime() === new Date(publishedAt!).getTime())).toBe(true);

    // The next start finds figures: nothing runs, nothing changes.
    await seedIndicatorValuesDemo(t.db, clientId, seed);
    expect(await t.db.select().from(precalculationRuns).where(eq(precalculationRuns.clientId, clientId))).toHaveLength(runsAfter.length);
    expect(await publishedValues(t.db, clientId)).toEqual(seeded);
  });
});
