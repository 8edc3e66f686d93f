import { z } from 'zod';
import { defineCall, defineContract } from '../http/contract.js';
import { exportBodySchema, exportIdParams, exportListQuerySchema, exportSchema } from './exports.schemas.js';

/**
 * Exports of inputs or indicator figures to xlsx or csv (spec §7, Exports and imports; §4 and §8: success,
 * invalid records, EXPORT_LIMIT_REACHED). An export is a durable job: the answer comes at once, queued, and
 * the file is read from `download_url` once it is done; it stays there until the export is deleted.
 */
export const exportsContract = defineContract('exports', 'Exports of inputs and indicator figures as durable jobs, and their files.', {
  create: defineCall({
    method: 'POST',
    path: '/export',
    summary: 'Starts an export of inputs or indicator figures.',
    description:
      '422 INVALID_RECORDS names the choices that are not available to the caller; 422 EXPORT_LIMIT_REACHED carries `details.retry_after` (the limit reached and when the next export is possible).',
    body: exportBodySchema,
    response: z.object({ export: exportSchema }),
    status: 201,
  }),
  list: defineCall({
    method: 'GET',
    path: '/export',
    summary: "Lists the caller's exports, newest first.",
    query: exportListQuerySchema,
    response: z.object({ exports: z.array(exportSchema), total: z.number().int() }),
  }),
  show: defineCall({ method: 'GET', path: '/export/:id', summary: 'Reads an export with its progress.', params: exportIdParams, response: z.object({ export: exportSchema }) }),
  remove: defineCall({ method: 'DELETE', path: '/export/:id', summary: 'Deletes an export and its file.', params: exportIdParams, response: z.null(), status: 204 }),
  download: defineCall({
    method: 'GET',
    path: '/export/:id/file',
    summary: "Downloads a finished export's file.",
    description: 'The body is the xlsx or csv file, as an attachment.',
    params: exportIdParams,
    response: z.unknown(),
  }),
});

/** Where a finished export's file is read. */
export const exportFileUrl = (id: number): string => `/api/export/${id}/file`;
