import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Import } from '@platform/shared/imports/imports.schemas';
import { users } from '../../platform/auth/auth.tables.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { TestAgent } from '../../test/test-agent.js';
import { multipartBody } from '../../test/multipart.js';
import { makeDocx, makeZip } from '../../test/zip-fixture.js';
import {
  addTestUser,
  inputs,
  insertInput,
  seedDataCollectionFixture,
  signedInWith,
  subjectContributors,
  type DataCollectionFixture,
} from '../data-collection/test-fixtures.js';

let t: TestApp;
let f: DataCollectionFixture;
/** Enters data for every organisation (both of t_one's leaves), in English. */
let importer: TestAgent;
/** The same rights, for Alpha Metals only, in French. */
let alphaFr: TestAgent;

const IMPORTER_RIGHTS = ['subjects.read', 'inputs.write', 'imports.manage'] as const;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedDataCollectionFixture(t.db);
  const all = await addTestUser(t.db, f, { name: 'importer', permissions: [...IMPORTER_RIGHTS], tagKeys: ['t_org'] });
  const alpha = await addTestUser(t.db, f, { name: 'alphaFr', permissions: [...IMPORTER_RIGHTS], tagKeys: ['t_org_a'] });
  await t.db.update(users).set({ locale: 'fr' }).where(eq(users.id, alpha.id));
  await t.db.insert(subjectContributors).values([all, alpha].flatMap((user) => [f.oneLevel, f.twoLevel].map((subject) => ({ subjectId: subject.id, userId: user.id }))));
  importer = await signedInWith(t, all.email);
  alphaFr = await signedInWith(t, alpha.email);
});
afterAll(() => t.close());

async function xlsxOf(rows: unknown[][], sheetName = 'Data'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(agent: TestAgent, file: { name: string; data: Buffer }, fields: Record<string, string>) {
  const { body, contentType } = multipartBody([
    { name: 'authenticity_token', value: agent.csrfToken },
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename: file.name, data: file.data },
  ]);
  return agent.request('POST', '/api/import', body, { 'content-type': contentType });
}

/** Reads the import again until its job has settled. */
async function settled(agent: TestAgent, id: number): Promise<Import> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const response = await agent.get(`/api/import/${id}`);
    expect(response.statusCode).toBe(200);
    const found = response.json().import as Import;
    if (!['queued', 'running'].includes(found.state)) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Import ${id} did not settle`);
}

async function run(agent: TestAgent, file: { name: string; data: Buffer }, fields: Record<string, string>): Promise<Import> {
  const response = await upload(agent, file, fields);
  expect(response.statusCode, response.body).toBe(201);
  return settled(agent, response.json().import.id);
}

const liveInputs = (period: string) => t.db.select().from(inputs).where(and(eq(inputs.subjectId, f.oneLevel.id), eq(inputs.period, period)));

describe('dry run', () => {
  it('maps the columns by name, says what would happen, groups errors by code and column with row ranges, and writes nothing', async () => {
    const data = await xlsxOf([
      ['Test organisations', 'Period', 'Production', 'Exports', 'Kind', 'Details', 'Measured on'],
      ['Alpha Metals', '2020', 10, null, 'Primary', null, null],
      ['Beta Smelting', '2020', null, 5, null, null, null],
      ['Métaux Alpha', '2021', 'lots', null, null, null, null],
      ['Nowhere Inc', '2021', 3, null, null, null, null],
      ['Alpha Metals', '2020', 11, null, null, null, null],
      ['Beta Smelting', '2021', null, 7, null, null, null],
      ['Beta Smelting', '2022', 4, null, 'Other', null, '2021-05-01'],
    ]);
    const before = (await t.db.select().from(inputs)).length;
    const result = await run(importer, { name: 'figures.xlsx', data }, { subject: 't_one', dry_run: 'true' });

    expect(result.state).toBe('done');
    expect(result.dry_run).toBe(true);
    expect(result.columns.map((column) => [column.header, column.target, column.matched_by])).toEqual([
      ['Test organisations', 't_org', 'name'],
      ['Period', 'period', 'name'],
      ['Production', 'production', 'name'],
      ['Exports', 'exports', 'name'],
      ['Kind', 'kind', 'name'],
      ['Details', 'kind_details', 'name'],
      ['Measured on', 'measured_on', 'name'],
    ]);
    expect(result.counts).toEqual({ rows: 7, created: 1, updated: 0, unchanged: 0, conflicts: 0, errors: 6 });
    expect(result.errors.map(({ code, field, rows, count }) => ({ code, field, rows, count }))).toEqual([
      { code: 'BLANK', field: 'production', rows: '3, 7', count: 2 },
      { code: 'INVALID', field: 'production', rows: '4', count: 1 },
      { code: 'INVALID', field: 't_org', rows: '5', count: 1 },
      { code: 'DUPLICATED', field: null, rows: '6', count: 1 },
      { code: 'BLANK', field: 'kind_details', rows: '8', count: 1 },
      { code: 'INVALID_DATE_FOR_PERIOD', field: 'measured_on', rows: '8', count: 1 },
    ]);
    expect(result.errors[0]!.message).toBe('Missing value in Production');
    expect(result.changes).toEqual([
      { row: 2, field: 'production', old: null, new: 10, kind: 'created' },
      { row: 2, field: 'kind', old: null, new: 'primary', kind: 'created' },
    ]);
    expect((await t.db.select().from(inputs)).length).toBe(before);
  });

  it('reads French headers, semicolon csv and French numbers, and answers in French', async () => {
    const csv = '\uFEFFOrganisations de test;Période;Production (t);Exportations\nMétaux Alpha;2020;"1 234,5";\nMétaux Alpha;2021;x;\n';
    const result = await run(alphaFr, { name: 'chiffres.csv', data: Buffer.from(csv) }, { subject: 't_one', dry_run: 'true' });
    expect(result.state).toBe('done');
    expect(result.columns.map((column) => column.target)).toEqual(['t_org', 'period', 'production', 'exports']);
    expect(result.changes).toContainEqual({ row: 2, field: 'production', old: null, new: 1234.5, kind: 'created' });
    expect(result.errors).toEqual([{ code: 'INVALID', field: 'production', rows: '3', count: 1, message: 'Valeur non reconnue dans Production' }]);
  });

  it("refuses rows for an organisation the user does not enter data for, and keeps other users' imports out of sight", async () => {
    const data = await xlsxOf([
      ['Test organisations', 'Period', 'Production'],
      ['Beta Smelting', '2020', 10],
    ]);
    const result = await run(alphaFr, { name: 'beta.xlsx', data }, { subject: 't_one', dry_run: 'true' });
    expect(result.errors.map((group) => [group.code, group.rows])).toEqual([['ACCESS_DENIED', '2']]);
    expect((await importer.get(`/api/import/${result.id}`)).statusCode).toBe(404);
    expect((await importer.delete(`/api/import/${result.id}`)).statusCode).toBe(404);
    const mine = (await importer.get('/api/import')).json() as { imports: Import[] };
    expect(mine.imports.some((item) => item.id === result.id)).toBe(false);
  });

  it('takes a corrected mapping, refuses one naming no target of the subject, and remembers the confirmed one for the next file', async () => {
    const data = await xlsxOf([
      ['Org', 'Year', 'Output'],
      ['Alpha Metals', '2020', 12],
    ]);
    const unknown = await upload(importer, { name: 'odd.xlsx', data }, { subject: 't_one', dry_run: 'true', mapping: JSON.stringify({ Output: 'nothing' }) });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details.mapping).toEqual([{ error: 'INVALID', header: 'Output', target: 'nothing' }]);

    const mapping = { Org: 't_org', Year: 'period', Output: 'production' };
    const corrected = await run(importer, { name: 'odd.xlsx', data }, { subject: 't_one', dry_run: 'true', mapping: JSON.stringify(mapping) });
    expect(corrected.columns.map((column) => column.matched_by)).toEqual(['sent', 'sent', 'sent']);
    expect(corrected.counts.created).toBe(1);

    const next = await run(importer, { name: 'odd-again.xlsx', data }, { subject: 't_one', dry_run: 'true' });
    expect(next.columns.map((column) => [column.target, column.matched_by])).toEqual([
      ['t_org', 'remembered'],
      ['period', 'remembered'],
      ['production', 'remembered'],
    ]);
  });
});

describe('import', () => {
  it('writes nothing when rows have errors, unless asked for the valid rows only; imported inputs wait for approval', async () => {
    const data = await xlsxOf([
      ['Test organisations', 'Period', 'Production', 'Exports'],
      ['Alpha Metals', '2021', 50, null],
      ['Beta Smelting', '2021', null, 8],
    ]);
    const refused = await run(importer, { name: 'mixed.xlsx', data }, { subject: 't_one', dry_run: 'false' });
    expect(refused.state).toBe('failed');
    expect(refused.failure).toBe('1 row has errors: nothing was imported. Fix it, or import the valid rows only.');
    expect((await liveInputs('2021')).length).toBe(0);

    const valid = await run(importer, { name: 'mixed.xlsx', data }, { subject: 't_one', dry_run: 'false', only_valid: 'true' });
    expect(valid.state).toBe('done');
    expect(valid.counts).toMatchObject({ rows: 2, created: 1, errors: 1 });
    const written = await liveInputs('2021');
    expect(written.map((row) => [row.tagKeys, row.values, row.state])).toEqual([[['t_org_a'], { production: 50 }, 'submitted']]);
    expect(valid.history.map((entry) => entry.event)).toEqual(['queued', 'started', 'done']);

    const report = await importer.get(`/api/import/${valid.id}/report`);
    expect(report.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(5).value).toBe('Import errors');
    expect(sheet.getRow(2).getCell(5).value).toBeNull();
    expect(sheet.getRow(3).getCell(5).value).toBe('Missing value in Production');
  });

  it('a justification column lifts VARIATION_EXCEEDED', async () => {
    await insertInput(t.db, f, { subject: f.oneLevel, period: '2019', tag: 't_org_b', values: { production: 100 }, state: 'approved' });
    await insertInput(t.db, f, { subject: f.oneLevel, period: '2020', tag: 't_org_b', values: { production: 100 }, state: 'approved' });
    const withoutReason = await xlsxOf([
      ['Test organisations', 'Period', 'Production', 'Justification'],
      ['Beta Smelting', '2021', 300, null],
    ]);
    const dry = await run(importer, { name: 'jump.xlsx', data: withoutReason }, { subject: 't_one', dry_run: 'true' });
    expect(dry.errors.map((group) => [group.code, group.field])).toEqual([['VARIATION_EXCEEDED', 'production']]);
    const withReason = await xlsxOf([
      ['Test organisations', 'Period', 'Production', 'Justification'],
      ['Beta Smelting', '2021', 300, 'New potline'],
    ]);
    const done = await run(importer, { name: 'jump.xlsx', data: withReason }, { subject: 't_one', dry_run: 'false' });
    expect(done.counts).toMatchObject({ created: 1, errors: 0 });
  });
});

describe('round trip', () => {
  it('applies the cells the user changed, skips untouched ones, reports cells changed on the server meanwhile, and keeps approved inputs read-only', async () => {
    await insertInput(t.db, f, { subject: f.twoLevel, period: '2022', tag: 't_site_a1', values: { emissions: 10 }, state: 'draft' });
    await insertInput(t.db, f, { subject: f.twoLevel, period: '2022', tag: 't_site_a2', values: { emissions: 20 }, state: 'submitted' });
    await insertInput(t.db, f, { subject: f.twoLevel, period: '2022', tag: 't_site_b1', values: { emissions: 30 }, state: 'approved' });
    const template = await importer.get('/api/import/template?subject=t_two&period=2022');
    expect(template.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const keys = workbook.getWorksheet('_keys')!;
    expect(keys.state).toBe('veryHidden');
    const sheet = workbook.worksheets.find((candidate) => candidate.state === 'visible')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Row key', 'Test organisations', 'Period', 'Emissions', 'Emissions (last year)', 'Justification']);
    expect((keys.getRow(1).values as unknown[]).slice(1)).toEqual(['row_key', 't_org', 'period', 'emissions', 'ignore', 'justification']);
    const rowOf = (site: string) => [2, 3, 4].find((row) => sheet.getRow(row).getCell(2).value === site)!;

    // The user renames the header and edits: site a1 changed, a2 untouched, b1 (approved) changed.
    sheet.getRow(1).getCell(4).value = 'CO2';
    sheet.getRow(rowOf('Alpha North')).getCell(4).value = 11;
    sheet.getRow(rowOf('Beta East')).getCell(4).value = 31;
    // Meanwhile a2 changes on the server, and the user edits it too: a conflict, reported and not written.
    const [a2] = await t.db.select().from(inputs).where(eq(inputs.tagSignature, 't_org=t_site_a2'));
    expect((await importer.put(`/api/services/data_cluster/subjects/t_two/inputs/${a2!.id}`, { values: { emissions: 21 }, lock_version: a2!.lockVersion })).statusCode).toBe(200);
    sheet.getRow(rowOf('Alpha South')).getCell(4).value = 25;

    const edited = Buffer.from(await workbook.xlsx.writeBuffer());
    const result = await run(importer, { name: 'template.xlsx', data: edited }, { subject: 't_two', dry_run: 'false', only_valid: 'true' });
    expect(result.state).toBe('done');
    expect(result.columns[3]).toEqual({ header: 'CO2', target: 'emissions', matched_by: 'hidden' });
    expect(result.counts).toMatchObject({ rows: 3, updated: 1, conflicts: 1, errors: 1 });
    expect(result.errors.map((group) => group.code)).toEqual(['READ_ONLY']);
    expect(result.changes.find((change) => change.kind === 'conflict')).toMatchObject({ field: 'emissions', old: 20, new: 25, server: 21 });
    const rows = await t.db.select().from(inputs).where(eq(inputs.period, '2022'));
    const bySite = new Map(rows.map((row) => [row.tagKeys[0], row]));
    expect(bySite.get('t_site_a1')).toMatchObject({ values: { emissions: 11 }, state: 'submitted' });
    expect(bySite.get('t_site_a2')!.values).toEqual({ emissions: 21 });
    expect(bySite.get('t_site_b1')).toMatchObject({ values: { emissions: 30 }, state: 'approved' });
  });
});

describe('hostile files', () => {
  it('refuses a broken file at upload, and fails with a clear reason for a zip that is no workbook or a sheet with too many columns', async () => {
    const zip = await xlsxOf([['a']]);
    const broken = await upload(importer, { name: 'broken.xlsx', data: Buffer.concat([zip.subarray(0, 200), Buffer.alloc(200)]) }, { subject: 't_one', dry_run: 'true' });
    expect(broken.statusCode).toBe(422);
    const letter = await upload(importer, { name: 'letter.xlsx', data: makeDocx() }, { subject: 't_one', dry_run: 'true' });
    expect(letter.json().code).toBe('CONTENT_MISMATCH');
    // Recognised as a workbook by its parts, but its sheet is no XML.
    const garbled = makeZip([
      { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>' },
      { name: 'xl/workbook.xml', data: '<workbook><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets>' },
      { name: 'xl/worksheets/sheet1.xml', data: '<<<< not xml' },
    ]);
    const notAWorkbook = await upload(importer, { name: 'garbled.xlsx', data: garbled }, { subject: 't_one', dry_run: 'true' });
    if (notAWorkbook.statusCode === 201) {
      const settledImport = await settled(importer, notAWorkbook.json().import.id);
      expect(settledImport.state).toBe('failed');
      expect(['The file could not be read as a spreadsheet.', 'The first sheet has no header row.']).toContain(settledImport.failure);
    } else {
      expect(notAWorkbook.statusCode).toBe(422);
    }
    const wide = await xlsxOf([Array.from({ length: 600 }, (_, index) => `Column ${index}`)]);
    const tooWide = await run(importer, { name: 'wide.xlsx', data: wide }, { subject: 't_one', dry_run: 'true' });
    expect(tooWide.state).toBe('failed');
    expect(tooWide.failure).toBe('The file has more than 500 columns.');
    expect(tooWide.counts.rows).toBe(0);
  });

  it('refuses formulas and text that is not a date, and reads formula-like text written by our own files as text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Data');
    sheet.addRow(['Test organisations', 'Period', 'Production', 'Measured on', 'Comment']);
    sheet.addRow(['Alpha Metals', '2022', { formula: '1+1', result: 2 }, '2022-02-30x', "'=SUM(A1)"]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const result = await run(importer, { name: 'formulas.xlsx', data }, { subject: 't_one', dry_run: 'true' });
    expect(result.errors.map((group) => [group.code, group.field])).toEqual([
      ['INVALID', 'production'],
      ['INVALID', 'measured_on'],
    ]);
  });
});

describe('cancel and delete', () => {
  it('cancels a queued import and deletes it from the history', async () => {
    const data = await xlsxOf([['Test organisations', 'Period', 'Production']]);
    const created = (await upload(importer, { name: 'later.xlsx', data }, { subject: 't_one', dry_run: 'true' })).json().import as Import;
    const cancelled = await importer.post(`/api/import/${created.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(['cancelled', 'done']).toContain((await settled(importer, created.id)).state);
    expect((await importer.delete(`/api/import/${created.id}`)).statusCode).toBe(204);
    expect((await importer.get(`/api/import/${created.id}`)).statusCode).toBe(404);
  });
});
