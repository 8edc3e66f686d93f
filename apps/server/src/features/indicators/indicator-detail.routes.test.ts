import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { annotations } from './indicators.tables.js';
import { indicatorIdOf, INDICATORS_API, publishValues, signedIn, visitor } from './test-indicators.seed.js';

let t: TestApp;
const EARLY = new Date('2024-03-01T10:00:00.000Z');
const LATE = new Date('2025-09-01T08:30:00.000Z');

beforeAll(async () => {
  t = await createTestApp();
  // Production by organisation, two years, with totals; Boréal's 2021 figure revised after publication.
  await publishValues(t.db, 'production_aluminium_multi', [
    { period: '2021', value: 3100, revisedAt: EARLY },
    { period: '2020', value: 2950, revisedAt: EARLY },
    { period: '2021', value: 1400, tags: { organisation: 'boreal' }, revisedAt: LATE },
    { period: '2021', value: 900, tags: { organisation: 'laurentide' }, revisedAt: EARLY, notApplicable: 1 },
    { period: '2020', value: 1300, tags: { organisation: 'boreal' }, revisedAt: EARLY },
    { period: '2020', value: null, tags: { organisation: 'laurentide' }, revisedAt: EARLY },
  ]);
  const indicatorId = await indicatorIdOf(t.db, 'production_aluminium_multi');
  await t.db.insert(annotations).values([
    { indicatorId, period: '2021', text: { en: '<p>Second</p>', fr: '<p>Deuxième</p>' } },
    { indicatorId, period: '2020', text: { en: '<p>First</p>', fr: null } },
    { indicatorId, period: null, text: { en: '<p>Every year</p>', fr: '<p>Chaque année</p>' } },
  ]);
});
afterAll(() => t.close());

describe('GET /services/indicators/{key}', () => {
  it('shows any visitor the indicator, its figures by period, the names of its breakdown and its annotations in order', async () => {
    const response = await (await visitor(t)).get(`${INDICATORS_API}/production_aluminium_multi`);
    expect(response.statusCode).toBe(200);
    const { indicator } = response.json();
    expect(indicator).toMatchObject({
      key: 'production_aluminium_multi',
      path: '/indicators/economie/production/production_aluminium_multi',
      section: 'economie',
      subsection: 'production',
      type: 'chart',
      custom: null,
      name: { en: 'Annual aluminium production' },
      attachments: [],
      revised_at: LATE.toISOString(),
      published_at: '2025-06-15',
      abilities: { update: false, annotate: false },
    });
    expect(indicator.data.columns).toEqual(['2020', '2021']);
    expect(indicator.data.rows).toEqual([
      { period: '2020', value: 2950, revised_at: EARLY.toISOString(), not_applicable: 0 },
      { period: '2020', value: 1300, tags: { organisation: 'boreal' }, revised_at: EARLY.toISOString(), not_applicable: 0 },
      { period: '2020', value: null, tags: { organisation: 'laurentide' }, revised_at: EARLY.toISOString(), not_applicable: 0 },
      { period: '2021', value: 3100, revised_at: EARLY.toISOString(), not_applicable: 0 },
      { period: '2021', value: 1400, tags: { organisation: 'boreal' }, revised_at: LATE.toISOString(), not_applicable: 0 },
      { period: '2021', value: 900, tags: { organisation: 'laurentide' }, revised_at: EARLY.toISOString(), not_applicable: 1 },
    ]);
    expect(indicator.data.tags).toEqual([
      { key: 'boreal', dimension: 'organisation', name: { en: 'Boréal Aluminium', fr: 'Boréal Aluminium' } },
      { key: 'laurentide', dimension: 'organisation', name: { en: 'Laurentide Metals', fr: 'Laurentide Metals' } },
    ]);
    expect(indicator.annotations.map((annotation: { text: { en: string } }) => annotation.text.en)).toEqual([
      '<p>Every year</p>',
      '<p>First</p>',
      '<p>Second</p>',
    ]);
  });

  it('narrows the rows to the periods in columns[] and the breakdown nodes in data[] (total for the total row)', async () => {
    const agent = await visitor(t);
    const onlyTotals = (await agent.get(`${INDICATORS_API}/production_aluminium_multi?columns[]=2021&data[]=total`)).json().indicator.data;
    expect(onlyTotals).toEqual({
      columns: ['2021'],
      rows: [{ period: '2021', value: 3100, revised_at: EARLY.toISOString(), not_applicable: 0 }],
      tags: [],
    });
    const boreal = (await agent.get(`${INDICATORS_API}/production_aluminium_multi?data[]=boreal`)).json().indicator.data;
    expect(boreal.rows.map((row: { period: string; value: number }) => [row.period, row.value])).toEqual([
      ['2020', 1300],
      ['2021', 1400],
    ]);
    expect(boreal.tags.map((tag: { key: string }) => tag.key)).toEqual(['boreal']);
    // A period without figures gives no column and no row.
    expect((await agent.get(`${INDICATORS_API}/production_aluminium_multi?columns[]=1999`)).json().indicator.data).toEqual({ columns: [], rows: [], tags: [] });
  });

  it('gives an administrator the abilities to change and annotate it, and an approver neither', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    expect((await admin.get(`${INDICATORS_API}/hap`)).json().indicator.abilities).toEqual({ update: true, annotate: true });
    const approver = await signedIn(t, 'approver@example.org');
    expect((await approver.get(`${INDICATORS_API}/hap`)).json().indicator.abilities).toEqual({ update: false, annotate: false });
  });

  it('shows an indicator without figures (a custom page) with empty data and no revision date', async () => {
    const { indicator } = (await (await visitor(t)).get(`${INDICATORS_API}/ind_highlights_economy`)).json();
    expect(indicator).toMatchObject({ type: 'custom', custom: 'highlights_economy', calculation: null });
    expect(indicator.data).toEqual({ columns: [], rows: [], tags: [] });
    expect(indicator.revised_at).toBeNull();
  });

  it('answers 404 NOT_FOUND for an unknown key', async () => {
    const response = await (await visitor(t)).get(`${INDICATORS_API}/no_such_indicator`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('GET /services/indicators/summaries', () => {
  it('gives those who manage indicators every indicator with its calculation and the last change of its figures, in one call', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const response = await admin.get(`${INDICATORS_API}/summaries`);
    expect(response.statusCode).toBe(200);
    const summaries: { key: string; calculation: unknown; revised_at: string | null }[] = response.json().indicators;
    const list: { key: string }[] = (await admin.get(INDICATORS_API)).json();
    expect(summaries.map((summary) => summary.key)).toEqual(list.map((item) => item.key));
    const production = summaries.find((summary) => summary.key === 'production_aluminium_multi')!;
    expect(production.calculation).toMatchObject({ subject: 'aluminium_production', field: 'production' });
    // The newest of its figures' revision dates, whichever breakdown node it belongs to.
    expect(production.revised_at).toBe(LATE.toISOString());
    const custom = summaries.find((summary) => summary.key === 'ind_highlights_economy')!;
    expect(custom).toMatchObject({ calculation: null, revised_at: null });
  });

  it('is refused to those who do not manage indicators', async () => {
    expect((await (await signedIn(t, 'approver@example.org')).get(`${INDICATORS_API}/summaries`)).json().code).toBe('ACCESS_DENIED');
    expect((await (await visitor(t)).get(`${INDICATORS_API}/summaries`)).statusCode).toBe(401);
  });
});
