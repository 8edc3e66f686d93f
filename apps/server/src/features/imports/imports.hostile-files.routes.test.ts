import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Import } from '@platform/shared/imports/imports.schemas';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { TestAgent } from '../../test/test-agent.js';
import { multipartBody } from '../../test/multipart.js';
import { makeZip } from '../../test/zip-fixture.js';
import { addTestUser, inputs, seedDataCollectionFixture, signedInWith, subjectContributors, type DataCollectionFixture } from '../data-collection/test-fixtures.js';

/**
 * Files an import must survive: made by other programs (LibreOffice, saved headless from Debian's package),
 * laid out oddly (merged cells, hidden sheets, dates typed as text), or built to hurt (a bomb, a million rows,
 * sixteen thousand columns, ten megabytes in a cell). Each gets a clear answer and writes nothing it should not.
 */
let t: TestApp;
let f: DataCollectionFixture;
let importer: TestAgent;
let scratch: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedDataCollectionFixture(t.db);
  const user = await addTestUser(t.db, f, { name: 'hostile', permissions: ['subjects.read', 'inputs.write', 'imports.manage'], tagKeys: ['t_org'] });
  await t.db.insert(subjectContributors).values({ subjectId: f.oneLevel.id, userId: user.id });
  importer = await signedInWith(t, user.email);
  scratch = mkdtempSync(path.join(tmpdir(), 'import-files-'));
});
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await t.close();
});

async function upload(name: string, data: Buffer) {
  const { body, contentType } = multipartBody([
    { name: 'authenticity_token', value: importer.csrfToken },
    { name: 'subject', value: 't_one' },
    { name: 'dry_run', value: 'true' },
    { name: 'file', filename: name, data },
  ]);
  return importer.request('POST', '/api/import', body, { 'content-type': contentType });
}

async function dryRun(name: string, data: Buffer): Promise<Import> {
  const response = await upload(name, data);
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().import.id as number;
  for (let attempt = 0; attempt < 600; attempt++) {
    const found = (await importer.get(`/api/import/${id}`)).json().import as Import;
    if (!['queued', 'running'].includes(found.state)) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The import did not settle');
}

const errorsOf = (result: Import) => result.errors.map((group) => [group.code, group.field, group.rows]);

describe('files made by other programs', () => {
  it('reads an xlsx saved by LibreOffice', async () => {
    const csv = path.join(scratch, 'libre.csv');
    writeFileSync(csv, 'Test organisations,Period,Production,Measured on\nAlpha Metals,2020,12.5,2020-06-30\nBeta Smelting,2020,7,\n');
    execFileSync('soffice', ['--headless', '--norestore', `-env:UserInstallation=file://${scratch}/profile`, '--convert-to', 'xlsx', '--outdir', scratch, csv], {
      stdio: 'ignore',
      timeout: 120_000,
    });
    const result = await dryRun('libre.xlsx', readFileSync(path.join(scratch, 'libre.xlsx')));
    expect(result.state).toBe('done');
    expect(result.counts).toMatchObject({ rows: 2, created: 2, errors: 0 });
    expect(result.changes).toContainEqual({ row: 2, field: 'production', old: null, new: 12.5, kind: 'created' });
    expect(result.changes).toContainEqual({ row: 2, field: 'measured_on', old: null, new: '2020-06-30', kind: 'created' });
  });

  it('reads the first visible sheet, ignores hidden ones, takes dates typed as text, and reports the blanks merged cells leave', async () => {
    const workbook = new ExcelJS.Workbook();
    const hidden = workbook.addWorksheet('Notes', { state: 'hidden' });
    hidden.addRow(['Test organisations', 'Period', 'Production']);
    hidden.addRow(['Beta Smelting', '2021', 1]);
    const sheet = workbook.addWorksheet('Figures');
    sheet.addRow(['Test organisations', 'Period', 'Production', 'Measured on']);
    sheet.addRow(['Alpha Metals', '2021', 3, '2021-02-03']);
    sheet.addRow([null, '2022', 4, null]);
    sheet.mergeCells('A2:A3');
    const result = await dryRun('merged.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(result.state).toBe('done');
    expect(result.counts).toMatchObject({ rows: 2, created: 1, errors: 1 });
    expect(result.changes).toContainEqual({ row: 2, field: 'measured_on', old: null, new: '2021-02-03', kind: 'created' });
    expect(errorsOf(result)).toEqual([['BLANK', 't_org', '3']]);
  });
});

describe('files built to hurt', () => {
  it('refuses a decompression bomb at upload', async () => {
    const bomb = makeZip([
      { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>' },
      { name: 'xl/workbook.xml', data: '<workbook/>' },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(40 * 1024 * 1024, 0x20) },
    ]);
    const before = (await importer.get('/api/import')).json().total as number;
    const response = await upload('bomb.xlsx', bomb);
    expect(response.statusCode).toBe(422);
    // Refused by the content check or the archive check, whichever looks first; either way nothing is kept.
    expect(['INVALID_ARCHIVE', 'CONTENT_MISMATCH']).toContain(response.json().code);
    expect((await importer.get('/api/import')).json().total).toBe(before);
  });

  it('stops at the row limit for a sheet of 1,048,576 rows, and writes nothing', async () => {
    const file = path.join(scratch, 'million.xlsx');
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false });
    const sheet = writer.addWorksheet('Data');
    sheet.addRow(['Production']).commit();
    for (let row = 2; row <= 1_048_576; row++) sheet.addRow([row]).commit();
    sheet.commit();
    await writer.commit();
    const response = await upload('million.xlsx', readFileSync(file));
    if (response.statusCode === 422) {
      // A sheet this size may already unpack beyond what an upload may hold.
      expect(response.json().code).toBe('INVALID_ARCHIVE');
      return;
    }
    expect(response.statusCode).toBe(201);
    const id = response.json().import.id as number;
    let result: Import | null = null;
    for (let attempt = 0; attempt < 1200 && (result === null || ['queued', 'running'].includes(result.state)); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      result = (await importer.get(`/api/import/${id}`)).json().import as Import;
    }
    expect(result!.state).toBe('failed');
    expect(result!.failure).toBe('The file has more than 200,000 rows.');
  }, 120_000);

  it('fails a csv of 16,384 columns or with 10 MB in one cell, with the reason', async () => {
    const wide = Array.from({ length: 16_384 }, (_, index) => `c${index}`).join(',');
    const tooWide = await dryRun('wide.csv', Buffer.from(`${wide}\n`));
    expect(tooWide.failure).toBe('The file has more than 500 columns.');
    const huge = await dryRun('huge.csv', Buffer.from(`Test organisations,Period,Comment\nAlpha Metals,2020,${'x'.repeat(10 * 1024 * 1024)}\n`));
    expect(huge.failure).toBe('Row 2 holds more than 4,194,304 characters.');
    const long = await dryRun('long.csv', Buffer.from(`Test organisations,Period,Comment\nAlpha Metals,2020,${'x'.repeat(40_000)}\n`));
    expect(long.failure).toBe('A cell of row 2 holds more than 32,767 characters.');
    const written = await t.db.select().from(inputs).where(and(eq(inputs.subjectId, f.oneLevel.id)));
    expect(written).toHaveLength(0);
  });
});
