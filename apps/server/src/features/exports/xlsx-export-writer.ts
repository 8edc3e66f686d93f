import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { safeCell } from '../../platform/spreadsheets/safe-cell.js';
import { XLSX_DATE_TIME_FORMAT } from '../../platform/spreadsheets/xlsx-formats.js';
import type { ExportCell, ExportFileWriter } from './export-sheet.js';

/** The hidden sheet naming the first data sheet's columns; the n-th data sheet's is `_keys_<n>`. */
export const KEYS_SHEET = '_keys';

/** Rows written between two turns of the event loop, so the zip stream drains what is written as it goes. */
const ROWS_PER_TURN = 500;

/**
 * An xlsx file streamed to `path` (exceljs's WorkbookWriter: each row is committed as it is written, no shared
 * strings table), so memory stays flat whatever the number of rows. With `keys`, each data sheet comes right
 * after a very hidden sheet (`_keys` for the first, `_keys_<n>` for the n-th) whose first row holds, for each
 * of the data sheet's columns in the same order, the column's target (`row_key`, `subject`, a field id…), so
 * a file read back is mapped whatever its headers were renamed to. The first data sheet is the one it opens on.
 */
export function xlsxExportWriter(path: string, options: { keys?: boolean } = {}): ExportFileWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false, useStyles: true });
  const names = new Set<string>();
  let sheet: ExcelJS.Worksheet | null = null;
  let dataSheets = 0;
  let written = 0;
  let failed = false;
  workbook.views = [{ x: 0, y: 0, width: 12000, height: 24000, firstSheet: options.keys ? 1 : 0, activeTab: options.keys ? 1 : 0, visibility: 'visible' }];

  return {
    async startSheet(name, columns) {
      sheet?.commit();
      dataSheets += 1;
      if (options.keys) {
        const keysName = dataSheets === 1 ? KEYS_SHEET : `${KEYS_SHEET}_${dataSheets}`;
        names.add(keysName.toLowerCase());
        const keys = workbook.addWorksheet(keysName, { state: 'veryHidden' });
        keys.addRow(columns.map((column) => column.target ?? null)).commit();
        keys.commit();
      }
      sheet = workbook.addWorksheet(uniqueName(name, names), { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = columns.map((column) => ({
        width: column.width ?? 18,
        ...(column.dateTime ? { style: { numFmt: XLSX_DATE_TIME_FORMAT } } : {}),
      }));
      const header = sheet.addRow(columns.map((column) => safeCell(column.header)));
      header.font = { bold: true };
      header.commit();
    },
    async addRow(cells) {
      if (!sheet) throw new Error('A row before its sheet');
      sheet.addRow(cells.map(xlsxCell)).commit();
      if (++written % ROWS_PER_TURN === 0) await nextTurn();
    },
    async finish() {
      if (failed) throw new Error('The file was aborted');
      sheet?.commit();
      await workbook.commit();
    },
    abort() {
      failed = true;
      (workbook as unknown as { stream?: { destroy?: () => void } }).stream?.destroy?.();
    },
  };
}

function xlsxCell(cell: ExportCell): ExportCell {
  return typeof cell === 'string' ? safeCell(cell) : cell;
}

/** A sheet name Excel accepts (no []:*?/\, at most 31 characters, never twice in a file, whatever the case). */
function uniqueName(wanted: string, taken: Set<string>): string {
  const base = wanted.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31).trim() || 'Sheet';
  let name = base;
  for (let index = 2; taken.has(name.toLowerCase()); index += 1) {
    const suffix = ` (${index})`;
    name = `${base.slice(0, 31 - suffix.length).trim()}${suffix}`;
  }
  taken.add(name.toLowerCase());
  return name;
}
