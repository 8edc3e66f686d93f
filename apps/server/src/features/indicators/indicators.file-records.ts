import type { FileRecordType } from '../../platform/files/file-records.js';

/** Files attached to an indicator (record type `indicator`). To be completed with the indicator's rules. */
export const indicatorFileRecords: Record<string, FileRecordType> = {};
