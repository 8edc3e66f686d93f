import { createReadStream } from 'node:fs';
import { parse as parseCsv } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { sniffCsvDelimiter } from './csv-delimiter.js';
import { XlsxFileReader } from './xlsx-file-reader.js';

/** One cell as read: typed where the file says so (xlsx), text otherwise (csv). */
export type CellValue = string | number | boolean | Date | null | { formula: string } | { error: string };

/** One row of the data sheet: `row` counts from 1 (the header row), cells from column A. */
export interface SheetRow {
  row: number;
  cells: CellValue[];
}

export interface SheetLimits {
  maxRows: number;
  maxColumns: number;
  maxCellCharacters: number;
}

export type SpreadsheetProblem = 'NOT_A_SPREADSHEET' | 'NO_HEADER' | 'TOO_MANY_ROWS' | 'TOO_MANY_COLUMNS' | 'CELL_TOO_LONG' | 'ROW_TOO_LONG';

/** The most characters one csv record may hold: the parser stops there, before a giant line is held in memory. */
export const MAX_CSV_RECORD_CHARACTERS = 4 * 1024 * 1024;

/** The file cannot be read as a whole: nothing of it is used. */
export class SpreadsheetError extends Error {
  constructor(
    readonly problem: SpreadsheetProblem,
    readonly parameters: Record<string, number | string> = {},
  ) {
    super(`${problem} ${JSON.stringify(parameters)}`);
  }
}

/** The hidden sheet our templates and exports carry: each data column's target, and each data row's key. */
export const KEYS_SHEET_PREFIX = '_keys';

export interface SheetKeys {
  /** Target per column of the data sheet, in order (A first). */
  columns: string[];
  /** Row key per data row (by the row's number). */
  rowKeys: Map<number, string>;
}

/** What a file holds: its header row, our hidden keys if present, and its data rows (read as they are needed). */
export interface OpenedSheet {
  header: string[];
  keys: SheetKeys | null;
  rows: AsyncIterable<SheetRow>;
}

/**
 * Reads an xlsx or csv file as a stream: the first visible worksheet is the data (its first row the header),
 * a hidden `_keys` worksheet written before it gives the columns' targets and rows' keys, other hidden sheets
 * are ignored. Limits are checked while reading, so a bomb of rows or columns stops at the limit rather than
 * filling memory. Each call reads the file from the start.
 */
export async function openSheet(path: string, format: 'xlsx' | 'csv', limits: SheetLimits): Promise<OpenedSheet> {
  const iterator = (format === 'xlsx' ? xlsxRows(path, limits) : csvRows(path, limits))[Symbol.asyncIterator]();
  const first = await iterator.next().catch((error: unknown) => {
    throw unreadable(error);
  });
  if (first.done) throw new SpreadsheetError('NO_HEADER');
  const { header, keys } = first.value as HeaderItem;
  if (header.every((cell) => cell === '')) throw new SpreadsheetError('NO_HEADER');
  const rows: AsyncIterable<SheetRow> = {
    [Symbol.asyncIterator]: () => ({
      next: async () => {
        try {
          return (await iterator.next()) as IteratorResult<SheetRow>;
        } catch (error) {
          throw unreadable(error);
        }
      },
      return: async () => ((await iterator.return?.(undefined)) ?? { done: true, value: undefined }) as IteratorResult<SheetRow>,
    }),
  };
  return { header, keys, rows };
}

/** Any failure of the parsers is the file's: kept with the parser's words, which say what in the file was wrong. */
function unreadable(error: unknown): SpreadsheetError {
  if (error instanceof SpreadsheetError) return error;
  return new SpreadsheetError('NOT_A_SPREADSHEET', { cause: (error instanceof Error ? error.message : String(error)).slice(0, 300) });
}

interface HeaderItem {
  header: string[];
  keys: SheetKeys | null;
}

const headerText = (cell: CellValue) => (cell === null ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : typeof cell === 'object' ? '' : String(cell).trim());

function checkRow(cells: readonly CellValue[], row: number, limits: SheetLimits): void {
  if (row - 1 > limits.maxRows) throw new SpreadsheetError('TOO_MANY_ROWS', { max: limits.maxRows });
  if (cells.length > limits.maxColumns) throw new SpreadsheetError('TOO_MANY_COLUMNS', { max: limits.maxColumns });
  for (const cell of cells) {
    if (typeof cell === 'string' && cell.length > limits.maxCellCharacters) throw new SpreadsheetError('CELL_TOO_LONG', { row, max: limits.maxCellCharacters });
  }
}

async function* xlsxRows(path: string, limits: SheetLimits): AsyncGenerator<HeaderItem | SheetRow> {
  const reader = new XlsxFileReader(path, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let keys: SheetKeys | null = null;
  for await (const worksheet of reader) {
    const sheet = worksheet as unknown as { name?: string; state?: string } & AsyncIterable<ExcelJS.Row>;
    const hidden = sheet.state === 'hidden' || sheet.state === 'veryHidden';
    if (hidden) {
      // Another hidden sheet is not read: the reader opens the next sheet without it.
      if (keys === null && (sheet.name ?? '').startsWith(KEYS_SHEET_PREFIX)) keys = await readKeys(sheet, limits);
      continue;
    }
    let headerSeen = false;
    for await (const row of sheet) {
      const cells = rowCells(row);
      checkRow(cells, row.number, limits);
      if (!headerSeen) {
        headerSeen = true;
        // Rows above the header are not data: the header is the first row with anything in it.
        yield { header: cells.map(headerText), keys };
        continue;
      }
      if (cells.every((cell) => cell === null || cell === '')) continue;
      yield { row: row.number, cells };
    }
    // Only the first visible sheet is data; the rest of the file is not read.
    return;
  }
}

async function readKeys(sheet: AsyncIterable<ExcelJS.Row>, limits: SheetLimits): Promise<SheetKeys> {
  const keys: SheetKeys = { columns: [], rowKeys: new Map() };
  for await (const row of sheet) {
    const cells = rowCells(row);
    checkRow(cells, row.number, limits);
    if (row.number === 1) keys.columns = cells.map(headerText);
    else if (typeof cells[0] === 'string' && cells[0] !== '') keys.rowKeys.set(row.number, cells[0]);
  }
  return keys;
}

/** A row's cells from column A, typed: rich text as its text, a formula as itself (never its cached result). */
function rowCells(row: ExcelJS.Row): CellValue[] {
  const values = Array.isArray(row.values) ? row.values.slice(1) : [];
  const cells: CellValue[] = [];
  for (let index = 0; index < values.length; index++) cells.push(cellOf(values[index]));
  while (cells.length > 0 && (cells.at(-1) === null || cells.at(-1) === '')) cells.pop();
  return cells;
}

function cellOf(value: unknown): CellValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if ('formula' in object || 'sharedFormula' in object) return { formula: String(object.formula ?? object.sharedFormula ?? '') };
    if ('error' in object) return { error: String(object.error) };
    if (Array.isArray(object.richText)) return (object.richText as { text?: string }[]).map((part) => part.text ?? '').join('');
    if ('text' in object) return String(object.text ?? '');
  }
  return String(value);
}

async function* csvRows(path: string, limits: SheetLimits): AsyncGenerator<HeaderItem | SheetRow> {
  const delimiter = await sniffCsvDelimiter(path);
  const parser = createReadStream(path).pipe(
    parseCsv({ delimiter, bom: true, relax_column_count: true, skip_empty_lines: true, max_record_size: MAX_CSV_RECORD_CHARACTERS, info: true }),
  );
  let first = true;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      // A record spanning several lines (a quoted line break) is numbered by its first line.
      const row = info.lines - countLineBreaks(record);
      const cells: CellValue[] = record.map((text) => (text.trim() === '' ? null : text));
      while (cells.length > 0 && cells.at(-1) === null) cells.pop();
      checkRow(cells, row, limits);
      if (first) {
        first = false;
        yield { header: cells.map(headerText), keys: null };
        continue;
      }
      if (cells.length === 0) continue;
      yield { row, cells };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'CSV_MAX_RECORD_SIZE') {
      throw new SpreadsheetError('ROW_TOO_LONG', { row: (error as { lines?: number }).lines ?? 0, max: MAX_CSV_RECORD_CHARACTERS });
    }
    throw error;
  }
}

const countLineBreaks = (record: readonly string[]) => record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
