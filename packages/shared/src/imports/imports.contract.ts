import { z } from 'zod';
import { defineCall, defineContract } from '../http/contract.js';
import { importIdParams, importListQuerySchema, importSchema, importTemplateQuerySchema } from './imports.schemas.js';

/**
 * Imports of a subject's inputs from xlsx or csv (spec §7, Exports and imports). The upload is a multipart
 * POST read as a stream by the server, so the contract declares no body schema (its text fields are
 * `importFormSchema`). An import is a durable job: the answer comes at once, queued, and is read again
 * until its state is done, failed or cancelled.
 */
export const importsContract = defineContract('imports', 'Spreadsheet imports of inputs: templates, dry runs, imports and their history.', {
  template: defineCall({
    method: 'GET',
    path: '/import/template',
    summary: 'Downloads the xlsx template of a subject for a period.',
    description:
      "One row per tag leaf the caller acts for, with the inputs' current values, last year's approved value beside each number field, dropdowns for choices and a hidden sheet of field ids and row keys. The body is the file.",
    query: importTemplateQuerySchema,
    response: z.unknown(),
  }),
  create: defineCall({
    method: 'POST',
    path: '/import',
    summary: 'Uploads a spreadsheet to dry-run or import into a subject.',
    description:
      'A multipart body: `file` (xlsx or csv), `subject`, `dry_run` (`true`/`false`), optional `mapping` (JSON: column header → field id, tag dimension key, `period`, `row_key`, `justification` or `ignore`), optional `only_valid`, and `authenticity_token`.',
    response: z.object({ import: importSchema }),
    status: 201,
  }),
  list: defineCall({
    method: 'GET',
    path: '/import',
    summary: "Lists the imports the caller may see, newest first.",
    query: importListQuerySchema,
    response: z.object({ imports: z.array(importSchema), total: z.number().int() }),
  }),
  show: defineCall({ method: 'GET', path: '/import/:id', summary: 'Reads an import with its progress, counts, errors and changes.', params: importIdParams, response: z.object({ import: importSchema }) }),
  cancel: defineCall({
    method: 'POST',
    path: '/import/:id/cancel',
    summary: 'Cancels a queued or running import.',
    description: 'Rows already written stay, each whole; no further row is written.',
    params: importIdParams,
    response: z.object({ import: importSchema }),
  }),
  remove: defineCall({ method: 'DELETE', path: '/import/:id', summary: 'Deletes a finished import from the history.', params: importIdParams, response: z.null(), status: 204 }),
  report: defineCall({
    method: 'GET',
    path: '/import/:id/report',
    summary: "Downloads the imported sheet with an error column added.",
    description: 'The body is an xlsx file.',
    params: importIdParams,
    response: z.unknown(),
  }),
});
