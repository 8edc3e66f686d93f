import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { precalculate } from './precalculation/precalculation.service.js';
import { demoClientId, INDICATORS_API, visitor } from './test-indicators.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await precalculate(t.db, await demoClientId(t.db));
});
afterAll(() => t.close());

type Row = { period: string; value: number | null; tags?: Record<string, string> };
/** The year's total row (no tags), and the sum of its organisations' rows. */
const totalRow = (rows: Row[], period: string) => rows.find((row) => row.period === period && row.tags === undefined)?.value;
const nodesSum = (rows: Row[], period: string) => rows.filter((row) => row.period === period && row.tags !== undefined).reduce((sum, row) => sum + (row.value ?? 0), 0);

describe('the demo indicators, as seeded', () => {
  it('carry their unit, chart kind, calculation and sanitised methodology, and their figures come from the approved demo inputs', async () => {
    const agent = await visitor(t);
    const production = (await agent.get(`${INDICATORS_API}/production_aluminium_multi`)).json().indicator;
    expect(production).toMatchObject({
      unit: { en: 'Mt', fr: 'Mt' },
      chart_kind: 'stacked_bar',
      calculation: { kind: 'sum', subject: 'aluminium_production', field: 'production', breakdown: 'organisation', breakdownDepth: 1, total: true },
      methodology: { en: expect.stringMatching(/^<p>Primary aluminium .*<\/p>$/), fr: expect.stringMatching(/^<p>Aluminium primaire .*<\/p>$/) },
    });
    // Spec §9: 3.1 million tonnes in 2021, 3.2 in 2017, in the total row; by organisation, the producers only, adding up to it.
    expect(totalRow(production.data.rows, '2021')).toBeCloseTo(3.1, 1);
    expect(totalRow(production.data.rows, '2017')).toBeCloseTo(3.2, 1);
    for (const period of ['2017', '2021']) expect(nodesSum(production.data.rows, period)).toBeCloseTo(totalRow(production.data.rows, period)!, 9);
    expect(production.data.tags.map((tag: { key: string }) => tag.key)).toEqual(['boreal', 'laurentide', 'saint_laurent']);

    const pah = (await agent.get(`${INDICATORS_API}/hap`)).json().indicator;
    expect(pah).toMatchObject({ unit: { en: 't' }, chart_kind: 'line', data: { tags: [] } });
    expect(pah.data.columns).toEqual(expect.arrayContaining(['2017', '2021']));
    expect(pah.data.rows.every((row: Row) => row.tags === undefined)).toBe(true);
  });
});
