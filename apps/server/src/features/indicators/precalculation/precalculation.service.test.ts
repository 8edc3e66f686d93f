import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalculationDefinition } from '@platform/shared/indicators/calculation.schemas';
import { clients } from '../../../platform/tenancy/tenancy.tables.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { indicatorDependencies, indicators, indicatorValues, precalculationRuns } from '../indicators.tables.js';
import { precalculate } from './precalculation.service.js';

const INDICATOR = 'production_aluminium_multi';
const productionSum: CalculationDefinition = { kind: 'sum', subject: 'aluminium_production', field: 'production' };

let t: TestApp;

/** The app's Database type leaves execute()'s rows untyped; both drivers answer with `{ rows }`. */
async function rowsOf<Row>(query: SQL): Promise<Row[]> {
  return ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
}
let clientId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [client] = await t.db.select({ id: clients.id }).from(clients).limit(1);
  clientId = client!.id;
  // Whatever the demo computed at start is set aside: this indicator alone, from no figure.
  await t.db.update(indicators).set({ calculation: null }).where(eq(indicators.clientId, clientId));
  await t.db.delete(indicatorValues);
  await t.db
    .update(indicators)
    .set({ calculation: productionSum })
    .where(and(eq(indicators.clientId, clientId), eq(indicators.key, INDICATOR)));
});

afterAll(async () => {
  await t.close();
});

/** The sum the database itself gives over the approved, live inputs with a value: what the figures must say. */
async function expectedSums(): Promise<Record<string, number>> {
  const rows = await rowsOf<{ period: string; total: string }>(sql`
    select i.period, sum((i.values->>'production')::numeric) as total
    from inputs i join subjects s on s.id = i.subject_id
    where s.key = 'aluminium_production' and s.client_id = ${clientId} and i.state = 'approved' and i.deleted_at is null
      and jsonb_typeof(i.values->'production') = 'number' and not (i.not_applicable ? 'production')
    group by i.period`);
  return Object.fromEntries(rows.map((row) => [row.period, Number(row.total)]));
}

async function storedValues() {
  return t.db
    .select({ period: indicatorValues.period, tags: indicatorValues.tags, value: indicatorValues.value, revisedAt: indicatorValues.revisedAt })
    .from(indicatorValues)
    .innerJoin(indicators, eq(indicators.id, indicatorValues.indicatorId))
    .where(eq(indicators.key, INDICATOR))
    .orderBy(asc(indicatorValues.period));
}

const byPeriod = (rows: { period: string; value: number | null }[]) => Object.fromEntries(rows.map((row) => [row.period, row.value]));

describe('precalculate', () => {
  let firstValues: Awaited<ReturnType<typeof storedValues>>;

  it('computes a full run from the approved inputs and records the run', async () => {
    const summary = await precalculate(t.db, clientId);
    expect(summary.kind).toBe('full');
    expect(summary.errors).toEqual([]);

    firstValues = await storedValues();
    const expected = await expectedSums();
    expect(Object.keys(expected)).toEqual(expect.arrayContaining(['2017', '2018', '2019', '2020', '2021', '2022']));
    expect(byPeriod(firstValues)).toEqual(expected);
    expect(firstValues.every((row) => Object.keys(row.tags).length === 0)).toBe(true);

    const [run] = await t.db.select().from(precalculationRuns).where(eq(precalculationRuns.id, summary.runId));
    expect(run).toMatchObject({ clientId, kind: 'full', indicatorsTouched: summary.indicatorsTouched, errors: [] });
    expect(run!.indicatorsTouched).toBeGreaterThanOrEqual(1);
    expect(run!.valuesTouched).toBeGreaterThanOrEqual(firstValues.length);
    expect(run!.finishedAt).toBeInstanceOf(Date);
  });

  it('records the subjects the indicator reads: what an approval will find it by', async () => {
    const recorded = await t.db
      .select({ subjectKey: indicatorDependencies.subjectKey })
      .from(indicatorDependencies)
      .innerJoin(indicators, eq(indicators.id, indicatorDependencies.indicatorId))
      .where(and(eq(indicators.clientId, clientId), eq(indicators.key, INDICATOR)));
    expect(recorded).toEqual([{ subjectKey: 'aluminium_production' }]);
  });

  it('keeps the revision dates of values an unchanged run recomputes', async () => {
    const summary = await precalculate(t.db, clientId);
    expect(summary.valuesTouched).toBe(0);
    expect(await storedValues()).toEqual(firstValues);
  });

  it('leaves the indicator alone when the changed input is of a subject it does not read', async () => {
    const [otherInput] = await rowsOf<{ id: number }>(sql`
      select i.id from inputs i join subjects s on s.id = i.subject_id
      where s.key = 'exports' and s.client_id = ${clientId} and i.state = 'approved' limit 1`);
    const summary = await precalculate(t.db, clientId, { inputIds: [otherInput!.id] });
    expect(summary).toMatchObject({ kind: 'incremental', indicatorsTouched: 0, valuesTouched: 0 });
  });

  it('publishes a newly approved input on an incremental run, as a full run would', async () => {
    const approved = await rowsOf<{ id: number }>(sql`
      update inputs set state = 'approved'
      where period = '2022' and state = 'preapproved' and deleted_at is null and client_id = ${clientId}
        and subject_id = (select id from subjects where key = 'aluminium_production' and client_id = ${clientId})
      returning id`);
    const approvedIds = approved.map((row) => row.id);
    expect(approvedIds.length).toBeGreaterThan(0);

    const summary = await precalculate(t.db, clientId, { inputIds: approvedIds });
    expect(summary).toMatchObject({ kind: 'incremental', errors: [] });
    expect(summary.indicatorsTouched).toBeGreaterThanOrEqual(1);
    expect(summary.valuesTouched).toBeGreaterThanOrEqual(1);

    const afterIncremental = await storedValues();
    const expected = await expectedSums();
    expect(byPeriod(afterIncremental)).toEqual(expected);
    expect(expected['2022']).toBeGreaterThan(byPeriod(firstValues)['2022']!);
    const revised = afterIncremental.filter((row, index) => row.revisedAt.getTime() !== firstValues[index]!.revisedAt.getTime());
    expect(revised.map((row) => row.period)).toEqual(['2022']);
    // Only the approved inputs' period was recomputed and rewritten: every other value is still the first run's row.
    const writers = await t.db
      .select({ period: indicatorValues.period, runId: indicatorValues.runId })
      .from(indicatorValues)
      .innerJoin(indicators, eq(indicators.id, indicatorValues.indicatorId))
      .where(eq(indicators.key, INDICATOR));
    expect(writers.filter((row) => row.runId === summary.runId).map((row) => row.period)).toEqual(['2022']);
    expect(new Set(writers.filter((row) => row.period !== '2022').map((row) => row.runId)).size).toBe(1);

    const full = await precalculate(t.db, clientId);
    expect(full.valuesTouched).toBe(0);
    expect(await storedValues()).toEqual(afterIncremental);
  });

  it('records an indicator whose calculation is invalid as an error and keeps its previous values', async () => {
    const before = await storedValues();
    await t.db
      .update(indicators)
      .set({ calculation: { kind: 'median', subject: 'aluminium_production', field: 'production' } as unknown as CalculationDefinition })
      .where(and(eq(indicators.clientId, clientId), eq(indicators.key, INDICATOR)));

    const summary = await precalculate(t.db, clientId, { indicatorKeys: [INDICATOR] });
    expect(summary.indicatorsTouched).toBe(0);
    expect(summary.errors).toEqual([{ indicatorKey: INDICATOR, message: expect.stringContaining('Invalid calculation') }]);
    const [run] = await t.db.select().from(precalculationRuns).where(eq(precalculationRuns.id, summary.runId));
    expect(run!.errors).toEqual(summary.errors);
    expect(await storedValues()).toEqual(before);
  });
});
