import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { format } from '@fast-csv/format';
import { safeCell } from '../../platform/spreadsheets/safe-cell.js';
import type { ExportCell, ExportFileWriter } from './export-sheet.js';

/** The media type a csv export is downloaded with. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * A csv file streamed to `path` (RFC 4180: quoted where needed, CRLF line ends; a byte order mark, so a
 * spreadsheet reads it as UTF-8), waiting for the file to drain when it falls behind. One table, so one sheet.
 */
export function csvExportWriter(path: string): ExportFileWriter {
  const csv = format<string[], string[]>({ writeBOM: true, rowDelimiter: '\r\n', includeEndRowDelimiter: true });
  const file = createWriteStream(path);
  const written = pipeline(csv, file);
  // Failures are reported by `finish`; until then a failed file must not end the process.
  written.catch(() => {});
  let started = false;

  const write = async (cells: readonly string[]) => {
    if (!csv.write([...cells])) await once(csv, 'drain');
  };
  return {
    async startSheet(_name, columns) {
      if (started) throw new Error('A csv file holds one table');
      started = true;
      await write(columns.map((column) => csvText(column.header)));
    },
    async addRow(cells) {
      await write(cells.map(csvText));
    },
    async finish() {
      csv.end();
      await written;
    },
    abort() {
      csv.destroy();
      file.destroy();
    },
  };
}

function csvText(cell: ExportCell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString();
  if (typeof cell === 'number') return String(cell);
  return String(safeCell(cell));
}
