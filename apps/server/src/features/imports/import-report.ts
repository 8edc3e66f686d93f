import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import type { Locale } from '@platform/shared/i18n/locales';
import { IMPORT_LIMITS } from '@platform/shared/imports/import-limits';
import { openSheet, type CellValue } from '../../platform/spreadsheets/sheet-reader.js';
import { safeCell } from '../../platform/spreadsheets/safe-cell.js';
import { problemMessage } from './import-messages.js';
import type { RowProblems } from './imports.tables.js';

const ERROR_HEADER = { en: 'Import errors', fr: 'Erreurs d’import' } as const;
const ERROR_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFDE2E1' } };

/** A cell written back as it was read (a formula as its text, so the report runs nothing). */
function cellBack(cell: CellValue): string | number | boolean | Date | null {
  if (cell !== null && typeof cell === 'object' && !(cell instanceof Date)) return 'formula' in cell ? `=${cell.formula}` : cell.error;
  return cell;
}

/**
 * The user's sheet as imported, with a last column saying what is wrong with each row, in the user's language;
 * rows keep their numbers, so "rows 4–9" in the import's answer are rows 4 to 9 here. Streamed: any size the
 * import accepted fits.
 */
export async function writeImportReport(
  target: Writable,
  source: { path: string; format: 'xlsx' | 'csv' },
  problems: RowProblems,
  fieldNames: (field: string) => string | null,
  locale: Locale,
): Promise<void> {
  const sheet = await openSheet(source.path, source.format, IMPORT_LIMITS);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: target, useSharedStrings: false, useStyles: true });
  const worksheet = workbook.addWorksheet('Import', { views: [{ state: 'frozen', ySplit: 1 }] });
  const width = sheet.header.length;
  // Column widths go before the first row: a streamed sheet writes its columns first.
  worksheet.getColumn(width + 1).width = 60;
  const header = worksheet.addRow([...sheet.header.map((text) => safeCell(text)), ERROR_HEADER[locale]]);
  header.font = { bold: true };
  header.commit();
  let next = 2;
  for await (const row of sheet.rows) {
    for (; next < row.row; next++) worksheet.addRow([]).commit();
    const messages = (problems[row.row] ?? []).map((problem) => problemMessage(problem.code, problem.field === null ? null : (fieldNames(problem.field) ?? problem.field), locale));
    const cells = Array.from({ length: width }, (_, index) => safeCell(cellBack(row.cells[index] ?? null)));
    const added = worksheet.addRow([...cells, messages.join('\n') || null]);
    if (messages.length > 0) added.getCell(width + 1).fill = ERROR_FILL;
    added.commit();
    next = row.row + 1;
  }
  worksheet.commit();
  await workbook.commit();
}
