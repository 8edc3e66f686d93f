import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClientSettings } from '@platform/shared/clients/client.schemas';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { TestAgent } from '../../test/test-agent.js';
import { annotations } from './indicators.tables.js';
import { demoClientId, indicatorIdOf, INDICATORS_API, publishValues, signedIn, visitor } from './test-indicators.seed.js';

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
      // The demo client has published no edition yet: no year is provisional.
      published_through: null,
      provisional_periods: [],
      hidden_provisional: false,
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

describe('GET /services/indicators/{key}: provisional periods', () => {
  const KEY = 'multi_exportations';
  const PUBLISHED = new Date('2022-05-01T00:00:00.000Z');
  const PROVISIONAL = new Date('2024-01-10T00:00:00.000Z');
  let annotationIds: { every: number; published: number; provisional: number };

  /** The demo client's report settings as stored (what publishing an edition and the configuration screen write). */
  async function setReportSettings(report: ClientSettings['report']) {
    const clientId = await demoClientId(t.db);
    const [client] = await t.db.select({ settings: clients.settings }).from(clients).where(eq(clients.id, clientId));
    await t.db
      .update(clients)
      .set({ settings: { ...client!.settings, report } })
      .where(eq(clients.id, clientId));
  }
  const DEMO_REPORT = { published_at: '2025-06-15' };
  const showTo = async (agent: TestAgent, query = '') => {
    const response = await agent.get(`${INDICATORS_API}/${KEY}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().indicator;
  };
  const periodsOf = (rows: { period: string }[]) => [...new Set(rows.map((row) => row.period))];

  beforeAll(async () => {
    // 2020 and 2021 covered by the latest edition (through 2021-12-31); 2022 and 2023 after it, Laurentide only in 2023.
    await publishValues(t.db, KEY, [
      { period: '2020', value: 10, revisedAt: PUBLISHED },
      { period: '2021', value: 11, revisedAt: PUBLISHED },
      { period: '2021', value: 6, tags: { organisation: 'boreal' }, revisedAt: PUBLISHED },
      { period: '2022', value: 12, revisedAt: PUBLISHED },
      { period: '2023', value: 13, revisedAt: PROVISIONAL },
      { period: '2023', value: 4, tags: { organisation: 'laurentide' }, revisedAt: PROVISIONAL },
    ]);
    const indicatorId = await indicatorIdOf(t.db, KEY);
    const [every, published, provisional] = await t.db
      .insert(annotations)
      .values([
        { indicatorId, period: null, text: { en: '<p>Every year</p>', fr: null } },
        { indicatorId, period: '2021', text: { en: '<p>Published year</p>', fr: null } },
        { indicatorId, period: '2023', text: { en: '<p>Early estimate</p>', fr: null } },
      ])
      .returning({ id: annotations.id });
    annotationIds = { every: every!.id, published: published!.id, provisional: provisional!.id };
  });
  afterEach(() => setReportSettings(DEMO_REPORT));

  it('marks the periods of a year after the last day the latest edition covers, and shows them to anyone', async () => {
    await setReportSettings({ ...DEMO_REPORT, published_through: '2021-12-31' });
    const indicator = await showTo(await visitor(t));
    expect(indicator).toMatchObject({ published_through: '2021-12-31', provisional_periods: ['2022', '2023'], hidden_provisional: false });
    expect(indicator.data.columns).toEqual(['2020', '2021', '2022', '2023']);
    expect(indicator.revised_at).toBe(PROVISIONAL.toISOString());
    // Narrowed to some periods, it names the provisional ones among them.
    expect((await showTo(await visitor(t), '?columns[]=2021&columns[]=2022')).provisional_periods).toEqual(['2022']);
    // An edition ending mid-year covers that year.
    await setReportSettings({ ...DEMO_REPORT, published_through: '2022-06-30' });
    expect((await showTo(await visitor(t))).provisional_periods).toEqual(['2023']);
  });

  it('marks none before a first edition is published, even when the client hides provisional years', async () => {
    await setReportSettings({ ...DEMO_REPORT, hide_provisional: true });
    const indicator = await showTo(await visitor(t));
    expect(indicator).toMatchObject({ published_through: null, provisional_periods: [], hidden_provisional: false });
    expect(indicator.data.columns).toEqual(['2020', '2021', '2022', '2023']);
  });

  it('hides them from visitors when the client says so: figures, node names, annotations and revision date', async () => {
    await setReportSettings({ ...DEMO_REPORT, published_through: '2021-12-31', hide_provisional: true });
    const agent = await visitor(t);
    const indicator = await showTo(agent);
    expect(indicator).toMatchObject({ published_through: '2021-12-31', provisional_periods: [], hidden_provisional: true });
    expect(indicator.data.columns).toEqual(['2020', '2021']);
    expect(periodsOf(indicator.data.rows)).toEqual(['2020', '2021']);
    // Laurentide has figures in 2023 only: its name goes with them.
    expect(indicator.data.tags.map((tag: { key: string }) => tag.key)).toEqual(['boreal']);
    expect(indicator.annotations.map((annotation: { id: number }) => annotation.id)).toEqual([annotationIds.every, annotationIds.published]);
    // The hidden figures' later revision does not show through the indicator's revision date.
    expect(indicator.revised_at).toBe(PUBLISHED.toISOString());
    // Asking for a hidden year by name gives nothing either.
    expect((await showTo(agent, '?columns[]=2023')).data).toEqual({ columns: [], rows: [], tags: [] });
    // Nor do the annotation calls.
    const listed = (await agent.get(`${INDICATORS_API}/${KEY}/annotations`)).json().annotations;
    expect(listed.map((annotation: { id: number }) => annotation.id)).toEqual([annotationIds.every, annotationIds.published]);
    expect((await agent.get(`${INDICATORS_API}/${KEY}/annotations/${annotationIds.provisional}`)).statusCode).toBe(404);
    expect((await agent.get(`${INDICATORS_API}/${KEY}/annotations/${annotationIds.published}`)).statusCode).toBe(200);
  });

  it('still shows them, marked, to a signed-in reader of the private audience and to an administrator, but not to an administrator showing the site as a public visitor', async () => {
    await setReportSettings({ ...DEMO_REPORT, published_through: '2021-12-31', hide_provisional: true });
    for (const email of ['reader@example.org', 'admin@example.org']) {
      const agent = await signedIn(t, email);
      const indicator = await showTo(agent);
      expect(indicator, email).toMatchObject({ provisional_periods: ['2022', '2023'], hidden_provisional: false });
      expect(indicator.data.columns, email).toEqual(['2020', '2021', '2022', '2023']);
      expect(indicator.annotations, email).toHaveLength(3);
      expect((await agent.get(`${INDICATORS_API}/${KEY}/annotations/${annotationIds.provisional}`)).statusCode, email).toBe(200);
    }
    const showingAsVisitor = await signedIn(t, 'admin@example.org');
    expect((await showingAsVisitor.post('/api/users/public/impersonate', { audience: 'public' })).statusCode).toBe(200);
    const seen = await showTo(showingAsVisitor);
    expect(seen).toMatchObject({ provisional_periods: [], hidden_provisional: true });
    expect(seen.data.columns).toEqual(['2020', '2021']);
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
