/** A column of an export's sheet: its header in the chosen language, and how wide it opens in a spreadsheet. */
export interface ExportColumn {
  header: string;
  width?: number;
  /** Dates and times, shown with the app's date-and-time format (xlsx) or as ISO 8601 text (csv). */
  dateTime?: boolean;
  /** What an import reads the column as (written to an xlsx file's hidden keys sheets). */
  target?: string;
}

export type ExportCell = string | number | Date | null;

/**
 * Where an export's rows go, one at a time, straight to a file: no sheet is ever held whole. `startSheet`
 * begins a data sheet with its header row (an xlsx file may have several, each finished when the next
 * begins; a csv file has one table, so one sheet).
 */
export interface ExportFileWriter {
  startSheet(name: string, columns: readonly ExportColumn[]): Promise<void>;
  addRow(cells: readonly ExportCell[]): Promise<void>;
  /** Completes the file. */
  finish(): Promise<void>;
  /** Stops writing after a failure, releasing the file (which the caller then removes). */
  abort(): void;
}
