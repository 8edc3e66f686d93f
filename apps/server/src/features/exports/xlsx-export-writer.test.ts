import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { XLSX_DATE_TIME_FORMAT } from '../../platform/spreadsheets/xlsx-formats.js';
import type { ExportColumn } from './export-sheet.js';
import { KEYS_SHEET, xlsxExportWriter } from './xlsx-export-writer.js';
import { MAX_QUEUED_XML_BYTES, zipQueueOf } from './xlsx-zip-queue.js';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'xlsx-export-writer-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const columns: ExportColumn[] = [
  { header: 'Row key', target: 'row_key' },
  { header: '=Name', target: 'name' },
  { header: 'Amount', target: 'amount' },
  { header: 'Day', target: 'day' },
  { header: 'Updated at', target: 'updated_at', dateTime: true },
];
const updatedAt = new Date('2024-05-06T07:08:00Z');
const day = new Date('2024-05-06T00:00:00Z');

describe('xlsxExportWriter', () => {
  it('writes the bold header, the hidden keys, formula-like text neutralised, numbers and dates as they are, dates and times in the app’s format', async () => {
    const file = path.join(folder, 'export.xlsx');
    const writer = xlsxExportWriter(file, { keys: true });
    await writer.startSheet('Inputs: 2024', columns);
    await writer.addRow(['input:1:0', '=1+1', 12.5, day, updatedAt]);
    for (const [index, text] of ['+1', '-1', '@sum', '\tx', '\rx', 'plain'].entries()) await writer.addRow([`input:${index + 2}:0`, text, null, null, null]);
    await writer.finish();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    expect(workbook.worksheets.map((sheet) => [sheet.name, sheet.state])).toEqual([
      [KEYS_SHEET, 'veryHidden'],
      ['Inputs  2024', 'visible'],
    ]);
    expect(workbook.getWorksheet(KEYS_SHEET)!.getRow(1).values).toEqual([undefined, 'row_key', 'name', 'amount', 'day', 'updated_at']);
    const sheet = workbook.getWorksheet('Inputs  2024')!;
    const header = sheet.getRow(1);
    expect(header.values).toEqual([undefined, 'Row key', "'=Name", 'Amount', 'Day', 'Updated at']);
    expect([1, 2, 3, 4, 5].map((column) => header.getCell(column).font?.bold)).toEqual([true, true, true, true, true]);

    const first = sheet.getRow(2);
    expect(first.values).toEqual([undefined, 'input:1:0', "'=1+1", 12.5, day, updatedAt]);
    expect(first.getCell(3).numFmt).toBeUndefined();
    expect(first.getCell(4).numFmt).toBe('mm-dd-yy');
    expect(first.getCell(5).numFmt).toBe(XLSX_DATE_TIME_FORMAT);
    expect(sheet.getColumn(5).numFmt).toBe(XLSX_DATE_TIME_FORMAT);
    // XML reads a carriage return back as a line feed.
    expect([3, 4, 5, 6, 7, 8].map((row) => sheet.getRow(row).getCell(2).value)).toEqual(["'+1", "'-1", "'@sum", "'\tx", "'\nx", 'plain']);
  });

  it('gives each data sheet its own keys sheet', async () => {
    const file = path.join(folder, 'export.xlsx');
    const writer = xlsxExportWriter(file, { keys: true });
    await writer.startSheet('One', columns.slice(0, 2));
    await writer.addRow(['input:1:0', 'a']);
    await writer.startSheet('One', columns.slice(0, 3));
    await writer.addRow(['input:2:0', 'b', 3]);
    await writer.finish();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([KEYS_SHEET, 'One', `${KEYS_SHEET}_2`, 'One (2)']);
    expect(workbook.getWorksheet('One (2)')!.getRow(2).values).toEqual([undefined, 'input:2:0', 'b', 3]);
  });
});

describe('zipQueueOf', () => {
  // exceljs ignores back-pressure; this finds the stream its XML waits in. If an upgrade moves it, this fails (and
  // the writer falls back to yielding turns, its memory unbounded again).
  it('finds what waits for the zip, and keeps it bounded however fast rows come', async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path.join(folder, 'queue.xlsx'), useSharedStrings: false });
    const sheet = workbook.addWorksheet('Rows');
    sheet.addRow(['first']).commit();
    const queue = zipQueueOf(sheet);
    expect(queue).not.toBeNull();
    const never = new Promise<never>(() => {});
    const text = 'x'.repeat(1_000);
    let most = 0;
    // 2 kB of XML a row, 1 MB between two calls: more than a turn lets the zip take (without the wait, 40 MB pile up).
    for (let row = 1; row <= 20_000; row += 1) {
      sheet.addRow([row, text, text]).commit();
      most = Math.max(most, queue!.queuedBytes());
      if (row % 500 === 0) await queue!.relieve(never);
    }
    sheet.commit();
    await workbook.commit();
    expect(most).toBeGreaterThan(MAX_QUEUED_XML_BYTES);
    expect(most).toBeLessThan(MAX_QUEUED_XML_BYTES + 2 * 1024 * 1024);
  });
});
