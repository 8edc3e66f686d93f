import type { PrecalculationQueued, PrecalculationRunList } from '@platform/shared/super-admin/precalculation-runs.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { PRECALCULATE_JOB, type PrecalculateJobData } from '../../platform/jobs/job-names.js';
import { authorize } from '../../platform/permissions/policy.js';
import { precalculationRunsPage } from '../indicators/index.js';
import { superAdminPolicy } from './super-admin.policy.js';

/** The client's precalculation runs, newest first, one page of them. */
export async function listPrecalculationRuns(db: Database, actor: Actor, query: { page: number; per_page: number }): Promise<PrecalculationRunList> {
  authorize(superAdminPolicy, actor, 'readPrecalculationRuns');
  const { runs: rows, total } = await precalculationRunsPage(db, actor.client.id, { page: query.page, perPage: query.per_page });
  return {
    runs: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      started_at: row.startedAt.toISOString(),
      finished_at: row.finishedAt?.toISOString() ?? null,
      duration: row.finishedAt ? row.finishedAt.getTime() - row.startedAt.getTime() : null,
      indicators_touched: row.indicatorsTouched,
      values_touched: row.valuesTouched,
      errors: row.errors.map((error) => ({ indicator_key: error.indicatorKey, message: error.message })),
    })),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

/** Subjects: precalculate. Queues a full run of the client's indicators (the job runs it, so the call answers at once). */
export async function queueFullPrecalculation(jobs: JobQueue, actor: Actor): Promise<PrecalculationQueued> {
  authorize(superAdminPolicy, actor, 'precalculate');
  const data: PrecalculateJobData = { clientId: actor.client.id };
  return { job_id: await jobs.send(PRECALCULATE_JOB, data) };
}
