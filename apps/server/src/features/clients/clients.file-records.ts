import type { FileRecordType } from '../../platform/files/file-records.js';
import { defineFileRecordType } from '../../platform/files/file-records.js';
import type { ClientRow } from '../../platform/tenancy/current-client.js';
import { clientsPolicy } from './clients.policy.js';

/**
 * Files can be attached to the client itself (`record_type: 'client'`, `record_id`: the client's name,
 * which the web knows): documents of its configuration, so seen and changed by those who configure it.
 */
export const clientFileRecords: Record<string, FileRecordType> = {
  client: defineFileRecordType<ClientRow>({
    find: async (_db, actor, recordId) => (recordId === actor.client.name ? actor.client : null),
    can: (actor, _action, client) => clientsPolicy.can(actor, 'update', client),
  }),
};
