import type { RecordRef } from '@platform/shared/files/files.schemas';

/** The client's own record for attached files (see the server's clients.file-records.ts). */
export const clientRecord = (clientName: string): RecordRef => ({ record_type: 'client', record_id: clientName });
