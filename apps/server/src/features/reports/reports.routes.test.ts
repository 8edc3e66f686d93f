import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report, ReportPageWithFigures } from '@platform/shared/reports/reports.schemas';
import type { TestAgent } from '../../test/test-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ADMIN, asBody, createReport, readReport, reportBody, REPORTS_API, signedIn } from './test-reports.seed.js';

let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, ADMIN);
});
afterAll(() => t.close());

const partsOf = (report: Report) => report.pages.map((page) => page.parts.map((part) => [part.type, part.indicator_key ?? part.html?.en ?? null]));

describe('POST /api/reports', () => {
  it('creates a report: new pages and parts get real ids, in the order of their index, the caller its owner', async () => {
    const body = reportBody({
      title: { en: '  Annual report  ', fr: 'Rapport annuel' },
      pages: [
        { id: 'NEW-b', index: 5, parts: [{ id: 'NEW-3', index: 0, type: 'page_break', indicator_key: 'hap', display: 'table', html: { en: '<p>dropped</p>', fr: null } }] },
        {
          id: 'NEW-a',
          index: 1,
          parts: [
            { id: 'NEW-2', index: 2, type: 'indicator', indicator_key: 'emissions_ges', display: 'chart' },
            { id: 'NEW-1', index: 0, type: 'text', html: { en: '<p>First</p><script>alert(1)</script>', fr: '<p onclick="x()">Premier</p>' } },
          ],
        },
      ],
    });
    const report = await createReport(admin, body);
    expect(report).toMatchObject({
      title: { en: 'Annual report', fr: 'Rapport annuel' },
      date_start: '2018-01-01',
      date_end: '2021-12-31',
      orientation: 'portrait',
      default_tags: {},
      users: [],
      owner: { email: ADMIN },
      published_at: null,
      public_summary: false,
      data_version: null,
      frozen_at: null,
      abilities: { update: true, delete: true, share: true, publish: true, duplicate: true },
    });
    expect(report.pages.map((page) => page.index)).toEqual([0, 1]);
    expect(report.pages.flatMap((page) => [page.id, ...page.parts.map((part) => part.id)]).every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    expect(report.pages[0]!.parts).toEqual([
      { id: expect.any(Number), index: 0, type: 'text', indicator_key: null, display: null, html: { en: '<p>First</p>', fr: '<p>Premier</p>' } },
      { id: expect.any(Number), index: 1, type: 'indicator', indicator_key: 'emissions_ges', display: 'chart', html: null },
    ]);
    // A page break keeps nothing of what it was sent.
    expect(report.pages[1]!.parts).toEqual([{ id: expect.any(Number), index: 0, type: 'page_break', indicator_key: null, display: null, html: null }]);
    expect(await readReport(admin, report.id)).toEqual(report);
  });
});

describe('GET /api/reports', () => {
  it('lists reports last changed first, without their pages, searched in either title, a page at a time', async () => {
    const first = await createReport(admin, reportBody({ title: { en: 'Zinc listing one', fr: 'Liste zinc un' } }));
    const second = await createReport(admin, reportBody({ title: { en: 'Copper listing', fr: 'Liste cuivre 50%_' } }));
    const all = (await admin.get(REPORTS_API)).json();
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.reports.slice(0, 2).map((report: Report) => report.id)).toEqual([second.id, first.id]);
    expect(all.reports[0]).toMatchObject({ id: second.id, pages_count: 2, owner: { email: ADMIN }, users: [] });
    expect(all.reports[0].pages).toBeUndefined();

    const byEnglish = (await admin.get(`${REPORTS_API}?q=zinc`)).json();
    expect(byEnglish).toMatchObject({ total: 1, reports: [{ id: first.id }] });
    const byFrench = (await admin.get(`${REPORTS_API}?q=${encodeURIComponent('cuivre')}`)).json();
    expect(byFrench).toMatchObject({ total: 1, reports: [{ id: second.id }] });
    // Wildcards are taken literally.
    expect((await admin.get(`${REPORTS_API}?q=${encodeURIComponent('50%_')}`)).json()).toMatchObject({ total: 1, reports: [{ id: second.id }] });
    expect((await admin.get(`${REPORTS_API}?q=${encodeURIComponent('%')}`)).json().reports.map((report: Report) => report.id)).toEqual([second.id]);

    const beyond = (await admin.get(`${REPORTS_API}?page=2`)).json();
    expect(beyond).toEqual({ reports: [], total: all.total });
  });

  it('lists the demo report of the administrator, with its three pages', async () => {
    const demo = (await admin.get(`${REPORTS_API}?q=${encodeURIComponent('2021 Sustainability Report')}`)).json();
    expect(demo).toMatchObject({ total: 1, reports: [{ title: { en: '2021 Sustainability Report', fr: 'Rapport de développement durable 2021' }, pages_count: 3, owner: { email: ADMIN } }] });
    const report = await readReport(admin, demo.reports[0].id);
    expect(report.pages.map((page) => page.parts.map((part) => part.type))).toEqual([['text'], ['indicator', 'indicator'], ['text', 'key_figures', 'key_figures']]);
  });
});

describe('PUT /api/reports/{id}', () => {
  it('saves fields, reorders pages and parts, moves a part to another page, adds new ones and deletes those left out', async () => {
    const report = await createReport(admin);
    const [one, two] = report.pages as [Report['pages'][0], Report['pages'][0]];
    const [text, indicator] = one.parts as [Report['pages'][0]['parts'][0], Report['pages'][0]['parts'][0]];
    const saved = await admin.put(
      `${REPORTS_API}/${report.id}`,
      asBody(report, {
        title: { en: 'Renamed', fr: 'Renommé' },
        orientation: 'landscape',
        pages: [
          // The second page first, with the first page's indicator moved into it, before its own part.
          { id: two.id, index: 0, parts: [...two.parts.map((part) => ({ ...part, index: 1 })), { ...indicator, index: 0, display: 'table' }] },
          { id: 'NEW-x', index: 1, parts: [{ id: 'NEW-y', index: 0, type: 'text', html: { en: '<p>New page</p>', fr: null } }] },
          // The first page last, its text gone.
          { id: one.id, index: 2, parts: [] },
        ],
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const after: Report = saved.json().report;
    expect(after).toMatchObject({ title: { en: 'Renamed', fr: 'Renommé' }, orientation: 'landscape' });
    expect(after.pages.map((page) => [page.id, page.index])).toEqual([
      [two.id, 0],
      [expect.any(Number), 1],
      [one.id, 2],
    ]);
    expect(after.pages[0]!.parts.map((part) => [part.id, part.index, part.type, part.display ?? null])).toEqual([
      [indicator.id, 0, 'indicator', 'table'],
      [two.parts[0]!.id, 1, 'key_figures', null],
    ]);
    expect(partsOf(after)[1]).toEqual([['text', '<p>New page</p>']]);
    expect(after.pages[2]!.parts).toEqual([]);
    expect(after.updated_at > report.updated_at).toBe(true);
    expect(after.pages.flatMap((page) => page.parts.map((part) => part.id))).not.toContain(text.id);
    expect(await readReport(admin, report.id)).toEqual(after);

    // Deleting every page.
    const emptied = await admin.put(`${REPORTS_API}/${report.id}`, asBody(after, { pages: [] }));
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json().report.pages).toEqual([]);
  });

  it('refuses a save made from a stale read with 409 STATE_CHANGED, and changes nothing', async () => {
    const report = await createReport(admin);
    const first = await admin.put(`${REPORTS_API}/${report.id}`, asBody(report, { title: { en: 'First save', fr: 'Premier' } }));
    expect(first.statusCode).toBe(200);
    const stale = await admin.put(`${REPORTS_API}/${report.id}`, asBody(report, { title: { en: 'Second save', fr: 'Second' } }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STATE_CHANGED' });
    expect((await readReport(admin, report.id)).title.en).toBe('First save');
    // Without the read's time, nothing is saved either.
    const { updated_at: _updatedAt, ...withoutTime } = asBody(first.json().report);
    const blank = await admin.put(`${REPORTS_API}/${report.id}`, withoutTime);
    expect(blank.json()).toMatchObject({ code: 'INVALID_RECORD', details: { updated_at: [{ error: 'BLANK' }] } });
  });
});

describe('DELETE /api/reports/{id}', () => {
  it('deletes a report (204), after which it is not found', async () => {
    const report = await createReport(admin);
    expect((await admin.delete(`${REPORTS_API}/${report.id}`)).statusCode).toBe(204);
    expect((await admin.get(`${REPORTS_API}/${report.id}`)).statusCode).toBe(404);
    expect((await admin.get(`${REPORTS_API}/${report.id}/pages/${report.pages[0]!.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`${REPORTS_API}/${report.id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/reports/{id}/duplicate', () => {
  it('copies a report as a new one of the caller: pages and parts with ids of their own, the title marked in each language', async () => {
    const report = await createReport(admin, reportBody({ show_indicator_annotations: true, default_tags: { organisation: 'boreal' } }));
    const response = await admin.post(`${REPORTS_API}/${report.id}/duplicate`);
    expect(response.statusCode, response.body).toBe(201);
    const copy: Report = response.json().report;
    expect(copy.id).not.toBe(report.id);
    expect(copy).toMatchObject({
      title: { en: 'Test report (copy)', fr: 'Rapport de test (copie)' },
      default_tags: { organisation: 'boreal' },
      show_indicator_annotations: true,
      owner: { email: ADMIN },
      users: [],
      published_at: null,
      public_summary: false,
    });
    expect(partsOf(copy)).toEqual(partsOf(report));
    const ids = (r: Report) => r.pages.flatMap((page) => [page.id, ...page.parts.map((part) => part.id)]);
    expect(ids(copy).some((id) => ids(report).includes(id))).toBe(false);
    // The original is untouched.
    expect(await readReport(admin, report.id)).toEqual(report);
  });

  it('keeps a copy within the title’s length', async () => {
    const long = 'x'.repeat(200);
    const report = await createReport(admin, reportBody({ title: { en: long, fr: long } }));
    const copy: Report = (await admin.post(`${REPORTS_API}/${report.id}/duplicate`)).json().report;
    expect(copy.title.en).toHaveLength(200);
    expect(copy.title.en.endsWith(' (copy)')).toBe(true);
    expect(copy.title.fr.endsWith(' (copie)')).toBe(true);
  });
});

describe('GET /api/reports/{report_id}/pages/{id}', () => {
  async function pageOf(report: Report, index = 0): Promise<ReportPageWithFigures> {
    const response = await admin.get(`${REPORTS_API}/${report.id}/pages/${report.pages[index]!.id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().page;
  }

  it('gives a page with its parts, the indicator parts with their totals within the report’s years', async () => {
    const report = await createReport(admin);
    const page = await pageOf(report);
    expect(page.id).toBe(report.pages[0]!.id);
    expect(page.parts.map((part) => [part.type, part.figures === null])).toEqual([
      ['text', true],
      ['indicator', false],
    ]);
    const figures = page.parts[1]!.figures!;
    expect(figures).toMatchObject({
      indicator_key: 'production_aluminium_multi',
      name: { en: 'Annual aluminium production' },
      unit: { en: 'Mt', fr: 'Mt' },
      chart_kind: 'stacked_bar',
      methodology: null,
      notes: null,
      annotations: [],
    });
    expect(figures.data.columns).toEqual(['2018', '2019', '2020', '2021']);
    expect(figures.data.rows.map((row) => [row.period, row.tags ?? null])).toEqual(['2018', '2019', '2020', '2021'].map((period) => [period, null]));
    expect(figures.data.rows.every((row) => typeof row.value === 'number')).toBe(true);
    expect(figures.data.tags).toEqual([]);
    // A key-figures part has its indicator's figures too.
    const keyFigures = (await pageOf(report, 1)).parts[0]!.figures!;
    expect(keyFigures).toMatchObject({ indicator_key: 'autre_nombre_employes' });
    expect(keyFigures.data.columns).toEqual(['2018', '2019', '2020', '2021']);
  });

  it('gives the default tags’ node instead of the totals, and methodology and annotations when the report shows them', async () => {
    const annotated = await admin.post('/api/services/indicators/production_aluminium_multi/annotations', {
      annotation: { period: '2020', text: { en: '<p>A smelter stopped for a month.</p>', fr: '<p>Une aluminerie s’est arrêtée un mois.</p>' } },
    });
    expect(annotated.statusCode).toBe(201);
    await admin.post('/api/services/indicators/production_aluminium_multi/annotations', { annotation: { period: '2010', text: { en: '<p>Long ago</p>', fr: null } } });
    const report = await createReport(
      admin,
      reportBody({ date_start: '2019-06-01', date_end: '2020-05-31', default_tags: { organisation: 'boreal' }, show_indicator_annotations: true, show_indicator_html_data: true }),
    );
    const figures = (await pageOf(report)).parts[1]!.figures!;
    expect(figures.data.columns).toEqual(['2019', '2020']);
    expect(figures.data.rows.map((row) => row.tags)).toEqual([{ organisation: 'boreal' }, { organisation: 'boreal' }]);
    expect(figures.data.tags).toEqual([{ key: 'boreal', dimension: 'organisation', name: { en: 'Boréal Aluminium', fr: 'Boréal Aluminium' } }]);
    expect(figures.methodology?.en).toContain('Primary aluminium cast');
    expect(figures.annotations).toEqual([{ period: '2020', text: { en: '<p>A smelter stopped for a month.</p>', fr: '<p>Une aluminerie s’est arrêtée un mois.</p>' } }]);

    const totals = (await pageOf(await createReport(admin, reportBody({ date_start: '2019-06-01', date_end: '2020-05-31' })))).parts[1]!.figures!;
    const boreal = figures.data.rows.map((row) => row.value!);
    const all = totals.data.rows.map((row) => row.value!);
    expect(boreal.every((value, index) => value < all[index]!)).toBe(true);
  });

  it('answers 404 for a page of another report', async () => {
    const one = await createReport(admin);
    const other = await createReport(admin);
    expect((await admin.get(`${REPORTS_API}/${one.id}/pages/${other.pages[0]!.id}`)).statusCode).toBe(404);
  });
});
