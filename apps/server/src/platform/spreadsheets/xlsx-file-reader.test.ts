import fs, { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSheet } from './sheet-reader.js';
import { XlsxFileReader } from './xlsx-file-reader.js';

const LIMITS = { maxRows: 1000, maxColumns: 50, maxCellCharacters: 1000 };
let scratch: string;
let file: string;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'xlsx-file-reader-'));
  // Laid out as exceljs writes it: the worksheets first, the shared strings after them, the workbook last.
  const workbook = new ExcelJS.Workbook();
  const keys = workbook.addWorksheet('_keys', { state: 'veryHidden' });
  keys.addRow(['t_org', 'period', 'production']);
  workbook.addWorksheet('Notes', { state: 'hidden' }).addRow(['not data']);
  const data = workbook.addWorksheet('Data');
  data.addRow(['Organisation', 'Period', 'Production']);
  for (let index = 0; index < 50; index++) {
    data.addRow([`Organisation ${index}`, '2020', index]);
    keys.getCell(index + 2, 1).value = `key-${index}`;
  }
  file = path.join(scratch, 'file.xlsx');
  writeFileSync(file, Buffer.from(await workbook.xlsx.writeBuffer()));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const openDescriptors = () => readdirSync('/proc/self/fd').length;
const temporaryFiles = () => readdirSync(tmpdir()).filter((name) => name.startsWith(`tmp-${process.pid}-`)).length;

describe('XlsxFileReader', () => {
  it('reads the workbook before its sheets however slowly files are written, and leaves no temporary file behind', async () => {
    const write = fs.write;
    fs.write = ((...args: unknown[]) => setTimeout(() => (write as (...all: unknown[]) => void)(...args), 5)) as unknown as typeof fs.write;
    const temporaryBefore = temporaryFiles();
    try {
      for (let read = 0; read < 20; read++) {
        const sheet = await openSheet(file, 'xlsx', LIMITS);
        expect(sheet.header).toEqual(['Organisation', 'Period', 'Production']);
        expect(sheet.keys?.columns).toEqual(['t_org', 'period', 'production']);
        let rows = 0;
        for await (const row of sheet.rows) {
          expect(sheet.keys?.rowKeys.get(row.row)).toBe(`key-${row.row - 2}`);
          rows++;
        }
        expect(rows).toBe(50);
      }
    } finally {
      fs.write = write;
    }
    expect(temporaryFiles()).toBe(temporaryBefore);
  });

  it('gives the sheets with their names and states, and closes the file when the reading stops early', async () => {
    const reader = new XlsxFileReader(file, { sharedStrings: 'cache', styles: 'cache', worksheets: 'emit', hyperlinks: 'ignore', entries: 'ignore' });
    const sheets: [string | undefined, string | undefined][] = [];
    for await (const worksheet of reader) {
      const sheet = worksheet as unknown as { name?: string; state?: string };
      sheets.push([sheet.name, sheet.state]);
    }
    expect(sheets).toEqual([
      ['_keys', 'veryHidden'],
      ['Notes', 'hidden'],
      ['Data', 'visible'],
    ]);

    const before = openDescriptors();
    for (let read = 0; read < 20; read++) {
      const sheet = await openSheet(file, 'xlsx', LIMITS);
      const rows = sheet.rows[Symbol.asyncIterator]();
      await rows.next();
      await rows.return?.();
    }
    // Closing is asynchronous: let it finish.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(openDescriptors()).toBeLessThanOrEqual(before + 2);
  });
});
