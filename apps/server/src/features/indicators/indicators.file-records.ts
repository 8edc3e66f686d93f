import type { FileRecordType } from '../../platform/files/file-records.js';
import { defineFileRecordType } from '../../platform/files/file-records.js';
import { INDICATOR_RECORD_TYPE } from './indicator-attachments.service.js';
import { indicatorForFiles, type IndicatorRow } from './indicator-row.service.js';
import { indicatorsPolicy } from './indicators.policy.js';

/**
 * Files attached to an indicator (`record_type: 'indicator'`, `record_id`: the indicator's id): read by
 * whoever reads the indicator (everyone: visitors download them through the indicator's own public
 * address), attached and removed by those who manage indicators.
 */
export const indicatorFileRecords: Record<string, FileRecordType> = {
  [INDICATOR_RECORD_TYPE]: defineFileRecordType<IndicatorRow>({
    find: (db, actor, recordId) => indicatorForFiles(db, actor.client.id, recordId),
    can: (actor, action, indicator) => indicatorsPolicy.can(actor, action === 'read' ? 'read' : 'update', indicator),
  }),
};
