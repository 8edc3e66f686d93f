import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestAgent } from '../../test/test-agent.js';
import type { TestApp } from '../../test/test-app.js';
import { addTestUser, insertInput, signedInAs, type DataCollectionFixture } from '../data-collection/test-fixtures.js';
import { publishedValues, theClientId } from '../indicators/test-fixtures.js';
import { exports } from './test-fixtures.js';
import { createExportsTestApp, csvRowsOf, rowsOf, seedExporters, signedInAsUser, startExport, waitForExport, workbookOf } from './test-exports.seed.js';

let t: TestApp & { filesDir: string };
let f: DataCollectionFixture;
let users: Awaited<ReturnType<typeof seedExporters>>['users'];
let alphaInput: number;
let betaInput: number;
let a: TestAgent;
let b: TestAgent;

beforeAll(async () => {
  t = await createExportsTestApp();
  ({ f, users } = await seedExporters(t));
  alphaInput = await insertInput(t.db, f, {
    subject: f.oneLevel,
    period: '2021',
    tag: 't_org_a',
    // A text someone typed that a spreadsheet would run as a formula.
    values: { production: 1234.5, kind: 'other', kind_details: 'Recycled', measured_on: '2021-03-04', comment: '=1+1' },
    state: 'approved',
    lockVersion: 3,
  });
  betaInput = await insertInput(t.db, f, { subject: f.oneLevel, period: '2021', tag: 't_org_b', values: { production: 99, comment: 'Beta only' }, state: 'approved' });
  a = await signedInAsUser(t, users.exporterA);
  b = await signedInAsUser(t, users.exporterB);
});
afterAll(() => t.close());

const HEADER_EN = ['Row key', 'Subject', 'Period', 'Test organisations', 'Production', 'Exports', 'Kind', 'Details', 'Measured on', 'Comment', 'State', 'Justification', 'Refusal reason', 'Updated at'];
const HEADER_FR = ['Clé de ligne', 'Sujet', 'Période', 'Organisations de test', 'Production', 'Exportations', 'Type', 'Précisions', 'Mesuré le', 'Commentaire', 'État', 'Justification', 'Motif du refus', 'Modifié le'];
const KEYS = ['row_key', 'subject', 'period', 't_org', 'production', 'exports', 'kind', 'kind_details', 'measured_on', 'comment', 'state', 'justification', 'refusal_reason', 'updated_at'];

describe('POST /api/export, then its file', () => {
  it('exports an approved input to xlsx: headers in the language, the row key first, the hidden keys sheet, formulas neutralised', async () => {
    const created = await startExport(a, { kind: 'inputs', subjects: ['t_one'], format: 'xlsx', locale: 'en' });
    expect(created).toMatchObject({ kind: 'inputs', format: 'xlsx', state: 'queued', download_url: null, rows: null, abilities: { download: false, delete: true } });
    expect(created.file_name).toMatch(/^t_one-inputs-\d{4}-\d{2}-\d{2}\.xlsx$/);

    const done = await waitForExport(a, created.id);
    expect(done).toMatchObject({ rows: 1, progress: { done: 1, total: 1 }, download_url: `/api/export/${created.id}/file`, failure: null, abilities: { download: true, delete: true } });
    expect(done.finished_at).not.toBeNull();

    const response = await a.get(done.download_url!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${done.file_name}"; filename*=UTF-8''${done.file_name}`);
    expect(response.headers['content-encoding']).toBeUndefined();

    const workbook = await workbookOf(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => [sheet.name, sheet.state])).toEqual([
      ['_keys', 'veryHidden'],
      ['Subject t_one', 'visible'],
    ]);
    expect(workbook.views[0]?.activeTab).toBe(1);
    expect(rowsOf(workbook.getWorksheet('_keys')!)).toEqual([KEYS]);
    const rows = rowsOf(workbook.getWorksheet('Subject t_one')!);
    expect(rows[0]).toEqual(HEADER_EN);
    // Contributor A's organisation only: Beta's input is not there.
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 13)).toEqual([`input:${alphaInput}:3`, 't_one', '2021', 'Alpha Metals', 1234.5, null, 'Other', 'Recycled', '2021-03-04', "'=1+1", 'Approved', null, null]);
    expect(rows[1]![13]).toBeInstanceOf(Date);
  });

  it('exports to csv in French, with the same row and the formula neutralised', async () => {
    const created = await startExport(a, { kind: 'inputs', subjects: ['t_one'], format: 'csv', locale: 'fr' });
    expect(created.file_name).toMatch(/^t_one-saisies-.*\.csv$/);
    const done = await waitForExport(a, created.id);
    const response = await a.get(done.download_url!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = csvRowsOf(response.body);
    expect(rows[0]).toEqual(HEADER_FR);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 13)).toEqual([`input:${alphaInput}:3`, 't_one', '2021', 'Métaux Alpha', '1234.5', '', 'Autre', 'Recycled', '2021-03-04', "'=1+1", 'Approuvée', '', '']);
    expect(rows[1]![13]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('gives one xlsx sheet per subject, each after its own hidden keys sheet; a csv gives every subject’s columns in one table', async () => {
    const all = await signedInAsUser(t, users.exporterAll);
    await insertInput(t.db, f, { subject: f.twoLevel, period: '2022', tag: 't_site_a1', values: { emissions: 7 }, state: 'draft' });
    const xlsx = await waitForExport(all, (await startExport(all, { kind: 'inputs', subjects: ['t_one', 't_two'], format: 'xlsx', locale: 'en' })).id);
    const workbook = await workbookOf((await all.get(xlsx.download_url!)).rawPayload);
    expect(workbook.worksheets.map((sheet) => [sheet.name, sheet.state])).toEqual([
      ['_keys', 'veryHidden'],
      ['Subject t_one', 'visible'],
      ['_keys_2', 'veryHidden'],
      ['Subject t_two', 'visible'],
    ]);
    expect(rowsOf(workbook.getWorksheet('_keys')!)).toEqual([KEYS]);
    expect(rowsOf(workbook.getWorksheet('_keys_2')!)).toEqual([['row_key', 'subject', 'period', 't_org', 'emissions', 'state', 'justification', 'refusal_reason', 'updated_at']]);
    expect(rowsOf(workbook.getWorksheet('Subject t_one')!)).toHaveLength(3);
    expect(rowsOf(workbook.getWorksheet('Subject t_two')!)[1]!.slice(1, 5)).toEqual(['t_two', '2022', 'Alpha North', 7]);

    const csv = await waitForExport(all, (await startExport(all, { kind: 'inputs', subjects: ['t_one', 't_two'], format: 'csv', locale: 'en' })).id);
    const rows = csvRowsOf((await all.get(csv.download_url!)).body);
    expect(rows[0]).toEqual([...HEADER_EN.slice(0, 10), 'Emissions', ...HEADER_EN.slice(10)]);
    expect(rows.slice(1).map((row) => [row[1], row[3], row[4], row[10]])).toEqual([
      ['t_one', 'Alpha Metals', '1234.5', ''],
      ['t_one', 'Beta Smelting', '99', ''],
      ['t_two', 'Alpha North', '', '7'],
    ]);
  });

  it('narrows by organisation, period and state', async () => {
    const all = await signedInAsUser(t, users.exporterAll);
    const byTag = await waitForExport(all, (await startExport(all, { kind: 'inputs', subjects: ['t_one'], tags: ['t_org_b'], format: 'csv', locale: 'en' })).id);
    expect(csvRowsOf((await all.get(byTag.download_url!)).body).slice(1).map((row) => row[0])).toEqual([`input:${betaInput}:0`]);
    const none = await waitForExport(all, (await startExport(all, { kind: 'inputs', subjects: ['t_one'], periods: ['2022'], states: ['draft'], format: 'csv', locale: 'en' })).id);
    expect(none.rows).toBe(0);
    expect(csvRowsOf((await all.get(none.download_url!)).body)).toHaveLength(1);
  });

  it('exports indicator figures: one row per indicator, period and breakdown node', async () => {
    const clientId = await theClientId(t.db);
    const figures = (await publishedValues(t.db, clientId)).filter((figure) => Object.keys(figure.tags).length > 0);
    expect(figures.length).toBeGreaterThan(0);
    const { indicator, period } = figures[0]!;
    // The breakdown's rows and the total's.
    const expected = (await publishedValues(t.db, clientId)).filter((figure) => figure.indicator === indicator && figure.period === period);
    const created = await startExport(a, { kind: 'indicators', indicators: [indicator], periods: [period], format: 'xlsx', locale: 'fr' });
    const done = await waitForExport(a, created.id);
    expect(done.rows).toBe(expected.length);
    const workbook = await workbookOf((await a.get(done.download_url!)).rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Indicateurs']);
    const rows = rowsOf(workbook.worksheets[0]!);
    expect(rows[0]!.slice(0, 3)).toEqual(['Indicateur', 'Nom', 'Période']);
    expect(rows[0]!.slice(-3)).toEqual(['Valeur', 'Unité', 'Révisé le']);
    expect(rows.slice(1).every((row) => row[0] === indicator && row[2] === period)).toBe(true);
    expect(rows.slice(1).map((row) => row.at(-3)).sort()).toEqual(expected.map((figure) => figure.value).sort());
  });
});

describe('the choices', () => {
  it('refuses what the caller may not export, naming each choice (422 INVALID_RECORDS)', async () => {
    const response = await a.post('/api/export', { kind: 'inputs', subjects: ['t_one', 'nothing'], tags: ['t_org_a', 't_org_b', 'no_tag'], format: 'xlsx', locale: 'en' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'INVALID_RECORDS',
      details: { subjects: [{ error: 'INVALID', key: 'nothing' }], tags: [{ error: 'INVALID', key: 't_org_b' }, { error: 'INVALID', key: 'no_tag' }] },
    });
    const periods = await a.post('/api/export', { kind: 'inputs', subjects: ['t_one'], periods: ['1999'], format: 'xlsx', locale: 'en' });
    expect(periods.json()).toMatchObject({ code: 'INVALID_RECORDS', details: { periods: [{ error: 'INVALID', key: '1999' }] } });
    const indicators = await a.post('/api/export', { kind: 'indicators', indicators: ['no_such_indicator'], format: 'csv', locale: 'en' });
    expect(indicators.json()).toMatchObject({ code: 'INVALID_RECORDS', details: { indicators: [{ error: 'INVALID', key: 'no_such_indicator' }] } });
  });

  it('refuses subjects to whoever may export but not read subjects', async () => {
    const exporterOnly = await addTestUser(t.db, f, { name: 'exportOnly', permissions: ['exports.manage'], tagKeys: ['t_org_a'] });
    const agent = await signedInAsUser(t, exporterOnly);
    const response = await agent.post('/api/export', { kind: 'inputs', subjects: ['t_one'], format: 'xlsx', locale: 'en' });
    expect(response.json()).toMatchObject({ code: 'INVALID_RECORDS', details: { kind: [{ error: 'INVALID', key: 'inputs' }], subjects: [{ error: 'INVALID', key: 't_one' }] } });
  });
});

describe('the history and its records', () => {
  it("lists the caller's own exports, newest first, and no one else's", async () => {
    const mine = await startExport(b, { kind: 'inputs', subjects: ['t_one'], format: 'csv', locale: 'en' });
    const done = await waitForExport(b, mine.id);
    const list = (await b.get('/api/export')).json();
    expect(list.total).toBe(1);
    expect(list.exports.map((item: { id: number }) => item.id)).toEqual([done.id]);
    // Contributor B's export holds Beta's input, never Alpha's.
    const rows = csvRowsOf((await b.get(done.download_url!)).body);
    expect(rows.slice(1).map((row) => row[0])).toEqual([`input:${betaInput}:0`]);

    const aList = (await a.get('/api/export')).json();
    expect(aList.exports.length).toBeGreaterThan(1);
    expect(aList.exports.map((item: { id: number }) => item.id)).not.toContain(done.id);
    const times = aList.exports.map((item: { created_at: string }) => item.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("answers 404 for another user's export (read, file, delete), 403 without exports.manage and 401 to visitors", async () => {
    const theirs = (await (await a.get('/api/export')).json()).exports[0].id as number;
    expect((await b.get(`/api/export/${theirs}`)).statusCode).toBe(404);
    expect((await b.get(`/api/export/${theirs}/file`)).statusCode).toBe(404);
    expect((await b.delete(`/api/export/${theirs}`)).statusCode).toBe(404);
    expect((await a.get(`/api/export/${theirs}`)).statusCode).toBe(200);

    const reader = await signedInAs(t, f, 'reader');
    expect((await reader.get('/api/export')).statusCode).toBe(403);
    expect((await reader.post('/api/export', { kind: 'inputs', format: 'xlsx', locale: 'en' })).statusCode).toBe(403);
    expect((await reader.get(`/api/export/${theirs}/file`)).statusCode).toBe(403);
    const visitor = await new TestAgent(t.app).start();
    expect((await visitor.get('/api/export')).statusCode).toBe(401);
  });

  it('deletes an export and its stored file (204), after which it is not found', async () => {
    const done = await waitForExport(a, (await startExport(a, { kind: 'inputs', subjects: ['t_one'], format: 'xlsx', locale: 'en' })).id);
    const [row] = await t.db.select({ storageKey: exports.storageKey }).from(exports).where(eq(exports.id, done.id));
    const stored = path.join(t.filesDir, row!.storageKey!);
    expect(existsSync(stored)).toBe(true);
    expect((await a.delete(`/api/export/${done.id}`)).statusCode).toBe(204);
    expect(existsSync(stored)).toBe(false);
    expect((await a.get(`/api/export/${done.id}`)).statusCode).toBe(404);
    expect((await a.get(`/api/export/${done.id}/file`)).statusCode).toBe(404);
  });
});
