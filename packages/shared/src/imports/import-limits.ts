/**
 * What one import may hold. A file beyond these is refused as a whole with a clear error, before a row
 * is written: a spreadsheet of figures for one subject is far smaller, and a bigger one is a mistake
 * (a whole sheet selected, a bomb) that would otherwise hold a worker for minutes.
 */
export const IMPORT_LIMITS = {
  /** Data rows (the header row not counted). */
  maxRows: 200_000,
  /** Columns of the header row. */
  maxColumns: 500,
  /** Characters in one cell (Excel's own limit is 32,767). */
  maxCellCharacters: 32_767,
  /** Changes listed in an import's answer; the counts and the error report cover every row. */
  maxChangesListed: 1_000,
  /** Rows written per transaction: a cancelled import keeps whole batches, never half a row. */
  batchSize: 2_000,
} as const;

/** The file types an import reads. */
export const IMPORT_EXTENSIONS = ['xlsx', 'csv'] as const;

/** Multipart field names of `POST /api/import`. */
export const IMPORT_FILE_FIELD = 'file';

/** Mapping targets beside field ids and tag dimension keys. */
export const MAPPING_PERIOD = 'period';
export const MAPPING_IGNORE = 'ignore';
/** The row key of an export or a template: which input (and which version of it) a row was made from. */
export const MAPPING_ROW_KEY = 'row_key';
/** The justification that lifts VARIATION_EXCEEDED. */
export const MAPPING_JUSTIFICATION = 'justification';
/** A localized text field's column for one language: `<field id>:en`. */
export const localizedTarget = (fieldId: string, locale: string) => `${fieldId}:${locale}`;

/** How often the import screens ask again while an import runs (ms). */
export const IMPORT_POLL_MS = 1_000;
