import { z } from 'zod';
import { defineCall, defineContract } from '../http/contract.js';
import { jobSchema, jobStateSchema } from './jobs.schemas.js';
import { outboxMessageSchema } from './outbox.schemas.js';
import { precalculationQueuedSchema, precalculationRunListSchema, precalculationRunsQuerySchema } from './precalculation-runs.schemas.js';

/** The super administrator's area (spec §7, Super admin). */
export const superAdminContract = defineContract('super-admin', "The super administrator's area: the mail outbox, jobs and precalculation runs.", {
  outbox: defineCall({
    method: 'GET',
    path: '/services/super_admin/outbox',
    summary: "Lists the mail outbox's messages, newest first.",
    query: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
    response: z.array(outboxMessageSchema),
  }),
  jobs: defineCall({
    method: 'GET',
    path: '/services/super_admin/jobs',
    summary: 'Lists the jobs of one state or all, newest first.',
    query: z.object({ state: jobStateSchema.optional(), limit: z.coerce.number().int().min(1).max(500).default(100) }),
    response: z.array(jobSchema),
  }),
  retryJob: defineCall({
    method: 'POST',
    path: '/services/super_admin/jobs/:id/retry',
    summary: 'Queues a failed job again, for one more run.',
    description: '409 STATE_CHANGED when the job is no longer failed.',
    // Any id that names no job (a malformed one too) is 404 NOT_FOUND.
    params: z.object({ id: z.string() }),
    response: jobSchema,
  }),
  precalculationRuns: defineCall({
    method: 'GET',
    path: '/services/super_admin/precalculation_runs',
    summary: "Lists the client's precalculation runs, newest first, a page at a time.",
    query: precalculationRunsQuerySchema,
    response: precalculationRunListSchema,
  }),
  precalculate: defineCall({
    method: 'POST',
    path: '/services/super_admin/subjects/precalculate',
    summary: 'Queues a full precalculation run for the client.',
    description: "Answers at once with the job's id.",
    response: precalculationQueuedSchema,
    status: 202,
  }),
});
