import { USERS_SYNC_COLUMNS, USERS_SYNC_LIMITS, USERS_SYNC_ROLE_SEPARATOR, type UsersSyncColumn } from '@platform/shared/super-admin/users-sync.schemas';
import { AppError } from '../../../platform/errors/app-error.js';
import { openSheet, SpreadsheetError, type CellValue } from '../../../platform/spreadsheets/sheet-reader.js';
import { unsafeCellText } from '../../../platform/spreadsheets/safe-cell.js';

/** One data row of a directory file, its cells as text (trimmed; empty as ''). */
export interface DirectoryFileRow {
  row: number;
  cells: Record<UsersSyncColumn, string>;
}

/** A header as people write it: `First name`, `first-name` and `FIRST_NAME` all name first_name. */
const normalisedHeader = (text: string) => text.trim().toLowerCase().replace(/[\s-]+/g, '_');

function cellText(cell: CellValue | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return unsafeCellText(cell.trim());
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'object') return 'formula' in cell ? `=${cell.formula}` : '';
  return String(cell);
}

/**
 * Reads a directory file (xlsx or csv; the first visible sheet, its first row the header) into its rows.
 * 422 INVALID_SPREADSHEET, nothing read, for a file that is not a readable spreadsheet, is beyond the limits,
 * or lacks one of the columns (`details.columns` names those missing).
 */
export async function readDirectoryFile(path: string, format: 'xlsx' | 'csv'): Promise<DirectoryFileRow[]> {
  try {
    const sheet = await openSheet(path, format, USERS_SYNC_LIMITS);
    const headers = sheet.header.map(normalisedHeader);
    const missing = USERS_SYNC_COLUMNS.filter((column) => !headers.includes(column));
    if (missing.length > 0) {
      throw new AppError(
        'INVALID_SPREADSHEET',
        `The file lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (its first row names the columns: ${USERS_SYNC_COLUMNS.join(', ')}).`,
        { columns: missing.map((column) => ({ error: 'MISSING', column })) },
      );
    }
    const indexOf = Object.fromEntries(USERS_SYNC_COLUMNS.map((column) => [column, headers.indexOf(column)])) as Record<UsersSyncColumn, number>;
    const rows: DirectoryFileRow[] = [];
    for await (const sheetRow of sheet.rows) {
      const cells = Object.fromEntries(USERS_SYNC_COLUMNS.map((column) => [column, cellText(sheetRow.cells[indexOf[column]])])) as Record<UsersSyncColumn, string>;
      rows.push({ row: sheetRow.row, cells });
    }
    return rows;
  } catch (error) {
    if (error instanceof SpreadsheetError) throw spreadsheetRefusal(error);
    throw error;
  }
}

const PROBLEM_TEXT: Record<SpreadsheetError['problem'], string> = {
  NOT_A_SPREADSHEET: 'The file cannot be read as a spreadsheet.',
  NO_HEADER: 'The file has no header row.',
  TOO_MANY_ROWS: `The file has more than ${USERS_SYNC_LIMITS.maxRows} rows.`,
  TOO_MANY_COLUMNS: `The file has more than ${USERS_SYNC_LIMITS.maxColumns} columns.`,
  CELL_TOO_LONG: `A cell holds more than ${USERS_SYNC_LIMITS.maxCellCharacters} characters.`,
  ROW_TOO_LONG: 'A row of the file is too long.',
};

function spreadsheetRefusal(error: SpreadsheetError): AppError {
  const { cause: _cause, ...parameters } = error.parameters;
  return new AppError('INVALID_SPREADSHEET', PROBLEM_TEXT[error.problem], { file: [{ error: error.problem, ...parameters }] });
}

/** The role names of a `roles` cell: separated by `;`, trimmed, blanks dropped. */
export const roleNamesOf = (text: string) =>
  text
    .split(USERS_SYNC_ROLE_SEPARATOR)
    .map((name) => name.trim())
    .filter((name) => name !== '');
