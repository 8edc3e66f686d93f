import type { RecordRef } from '@platform/shared/files/files.schemas';
import type { Indicator } from '@platform/shared/indicators/indicator.schemas';

/** The indicator's record for attached files: record type `indicator`, the indicator's id (see the server's indicators.file-records.ts). */
export const indicatorRecord = (indicator: Pick<Indicator, 'id'>): RecordRef => ({ record_type: 'indicator', record_id: String(indicator.id) });
