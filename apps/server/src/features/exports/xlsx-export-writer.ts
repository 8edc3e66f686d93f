import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { safeCell } from '../../platform/spreadsheets/safe-cell.js';
import { XLSX_DATE_TIME_FORMAT } from '../../platform/spreadsheets/xlsx-formats.js';
import type { ExportCell, ExportColumn, ExportFileWriter } from './export-sheet.js';
import { zipQueueOf, type ZipQueue } from './xlsx-zip-queue.js';

/** The hidden sheet naming the first data sheet's columns; the n-th data sheet's is `_keys_<n>`. */
export const KEYS_SHEET = '_keys';

/**
 * Rows written between two turns of the event loop. The zip compresses on the thread pool, beside the rows being
 * written, but takes each 64 kB of XML in a turn of its own: a turn every 50 rows (about that much XML) keeps it
 * at pace. Measured on 300,000 rows: every 25–100 rows, the same time or less and 60 MB of memory; every
 * 200–500 rows, the zip falls behind and the process holds 130–190 MB.
 */
const ROWS_PER_TURN = 50;

type CellStyle = Partial<ExcelJS.Style>;

/**
 * The style objects a file's cells share. exceljs finds a cell's style id by the style object's identity (a
 * WeakMap) and otherwise serialises the style to XML to look it up, and each cell it makes gets a new object
 * (the row's and column's styles merged into `{}`): that lookup was 38 % of a large export's time. Every cell
 * is given one of these instead, so it is one WeakMap hit. The ids are the ones the fresh objects got: no style
 * (0) for text and numbers, exceljs's date format for a date outside a date-and-time column, the app's
 * date-and-time format for every cell of such a column. Per file, as exceljs caches an object's id per file.
 */
function sharedStyles() {
  const plain: CellStyle = {};
  const date: CellStyle = {};
  const dateTime: CellStyle = { numFmt: XLSX_DATE_TIME_FORMAT };
  return {
    /** A data row's own style (none): exceljs looks rows' styles up too. */
    row: {} as CellStyle,
    /** The column's own style (set on it too, for what is typed in it later), if any. */
    ofColumn: (column: ExportColumn | undefined): CellStyle | undefined => (column?.dateTime ? dateTime : undefined),
    ofCell: (columnStyle: CellStyle | undefined, value: ExportCell): CellStyle => columnStyle ?? (value instanceof Date ? date : plain),
  };
}

/**
 * An xlsx file streamed to `path` (exceljs's WorkbookWriter: each row is committed as it is written, no shared
 * strings table), so memory stays flat whatever the number of rows. With `keys`, each data sheet comes right
 * after a very hidden sheet (`_keys` for the first, `_keys_<n>` for the n-th) whose first row holds, for each
 * of the data sheet's columns in the same order, the column's target (`row_key`, `subject`, a field id…), so
 * a file read back is mapped whatever its headers were renamed to. The first data sheet is the one it opens on.
 */
export function xlsxExportWriter(path: string, options: { keys?: boolean } = {}): ExportFileWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false, useStyles: true });
  const styles = sharedStyles();
  // The file or the zip failing (a full disk…) ends a wait for the zip, which would otherwise never end.
  const failed = new Promise<never>((_resolve, reject) => {
    const internals = workbook as unknown as { stream?: NodeJS.EventEmitter; zip?: NodeJS.EventEmitter };
    internals.stream?.on('error', reject);
    internals.zip?.on('error', reject);
  });
  failed.catch(() => {});
  const names = new Set<string>();
  let sheet: ExcelJS.Worksheet | null = null;
  let columnStyles: (CellStyle | undefined)[] = [];
  let queue: ZipQueue | null = null;
  let dataSheets = 0;
  let written = 0;
  let aborted = false;
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
      columnStyles = columns.map((column) => styles.ofColumn(column));
      sheet.columns = columns.map((column, index) => ({ width: column.width ?? 18, style: columnStyles[index] }));
      const header = sheet.addRow(columns.map((column) => safeCell(column.header)));
      header.font = { bold: true };
      header.commit();
      queue = zipQueueOf(sheet);
    },
    async addRow(cells) {
      if (!sheet) throw new Error('A row before its sheet');
      const row = sheet.addRow(cells.map(xlsxCell));
      for (let index = 0; index < cells.length; index += 1) row.getCell(index + 1).style = styles.ofCell(columnStyles[index], cells[index]!);
      (row as unknown as { style: CellStyle }).style = styles.row;
      row.commit();
      written += 1;
      if (written % ROWS_PER_TURN === 0) await (queue ? queue.relieve(failed) : nextTurn());
    },
    async finish() {
      if (aborted) throw new Error('The file was aborted');
      sheet?.commit();
      const committed = workbook.commit();
      committed.catch(() => {});
      await Promise.race([committed, failed]);
    },
    abort() {
      aborted = true;
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
