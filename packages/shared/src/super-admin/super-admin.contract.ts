import { z } from 'zod';
import { defineCall } from '../http/contract.js';
import { jobSchema, jobStateSchema } from './jobs.schemas.js';
import { outboxMessageSchema } from './outbox.schemas.js';
import { precalculationQueuedSchema, precalculationRunListSchema, precalculationRunsQuerySchema } from './precalculation-runs.schemas.js';

/** The super administrator's area (spec §7, Super admin). */
export const superAdminContract = {
  outbox: defineCall({
    method: 'GET',
    path: '/services/super_admin/outbox',
    query: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
    response: z.array(outboxMessageSchema),
  }),
  /** The newest jobs first, of one state or all. */
  jobs: defineCall({
    method: 'GET',
    path: '/services/super_admin/jobs',
    query: z.object({ state: jobStateSchema.optional(), limit: z.coerce.number().int().min(1).max(500).default(100) }),
    response: z.array(jobSchema),
  }),
  /** Queues a failed job again, for one more run; 409 STATE_CHANGED when it is no longer failed. */
  retryJob: defineCall({
    method: 'POST',
    path: '/services/super_admin/jobs/:id/retry',
    // Any id that names no job (a malformed one too) is 404 NOT_FOUND.
    params: z.object({ id: z.string() }),
    response: jobSchema,
  }),
  /** The client's precalculation runs, newest first, a page at a time. */
  precalculationRuns: defineCall({
    method: 'GET',
    path: '/services/super_admin/precalculation_runs',
    query: precalculationRunsQuerySchema,
    response: precalculationRunListSchema,
  }),
  /** Subjects: precalculate. Queues a full run for the client; answers at once with the job's id. */
  precalculate: defineCall({
    method: 'POST',
    path: '/services/super_admin/subjects/precalculate',
    response: precalculationQueuedSchema,
    status: 202,
  }),
};
