import type { FileRecordType } from '../../platform/files/file-records.js';
import { defineFileRecordType } from '../../platform/files/file-records.js';
import { inputsPolicy, type InputFacts } from './data-collection.policy.js';
import { INPUT_RECORD_TYPE, inputForFiles } from './entry/input-files.service.js';

/**
 * Files of an input's `files` fields are attached to the input (`record_type: 'input'`, `record_id`:
 * its id) when the input is written: whoever may read the input reads them, whoever may still edit its
 * values changes them. An input out of the actor's scope is not found, as it is for the input itself.
 */
export const dataCollectionFileRecords: Record<string, FileRecordType> = {
  [INPUT_RECORD_TYPE]: defineFileRecordType<InputFacts>({
    find: async (db, actor, recordId) => {
      const input = await inputForFiles(db, actor, recordId);
      return input && inputsPolicy.can(actor, 'read', input) ? input : null;
    },
    can: (actor, action, input) => inputsPolicy.can(actor, action === 'read' ? 'read' : 'edit', input),
  }),
};
