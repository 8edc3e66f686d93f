import type { JobState, JobView } from '@platform/shared/super-admin/jobs.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { AppError, notFound } from '../../platform/errors/app-error.js';
import type { JobQueue, JobRecord } from '../../platform/jobs/job-queue.js';
import { authorize } from '../../platform/permissions/policy.js';
import { superAdminPolicy } from './super-admin.policy.js';

/** The newest jobs first (of one state, or all), each with what the actor may do to it. */
export async function listJobs(jobs: JobQueue, actor: Actor, query: { state?: JobState; limit: number }): Promise<JobView[]> {
  authorize(superAdminPolicy, actor, 'readJobs');
  const records = await jobs.list({ state: query.state, limit: query.limit });
  return records.map((job) => presentJob(actor, job));
}

/** Queues a failed job again; STATE_CHANGED when it is no longer failed (retried meanwhile, or never failed). */
export async function retryJob(jobs: JobQueue, actor: Actor, id: string): Promise<JobView> {
  authorize(superAdminPolicy, actor, 'readJobs');
  const job = await jobs.get(id);
  if (!job) throw notFound('No such job.');
  if (!superAdminPolicy.can(actor, 'retryJob', job) || !(await jobs.retry(id))) {
    throw new AppError('STATE_CHANGED', 'This job is no longer failed: refresh the list.');
  }
  const retried = await jobs.get(id);
  if (!retried) throw notFound('No such job.');
  return presentJob(actor, retried);
}

function presentJob(actor: Actor, job: JobRecord): JobView {
  return {
    id: job.id,
    name: job.name,
    state: job.state,
    progress: job.progress,
    attempts: job.attempts,
    max_attempts: job.maxAttempts,
    result: job.result,
    error: job.error,
    created_at: job.createdAt.toISOString(),
    started_at: job.startedAt?.toISOString() ?? null,
    finished_at: job.finishedAt?.toISOString() ?? null,
    run_after: job.runAfter.toISOString(),
    abilities: { retry: superAdminPolicy.can(actor, 'retryJob', job) },
  };
}
