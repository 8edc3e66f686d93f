import { actorForJob } from '../../../platform/auth/actor-of-user.service.js';
import { defineJob, type JobDefinition } from '../../../platform/jobs/job-definition.js';
import { runUsersSync, USERS_SYNC_JOB, type UsersSyncJobData } from './users-sync.service.js';

/**
 * Applies a queued users sync in one transaction: `done`, or `failed` with why and nothing changed. Not
 * retried: a failed sync says why, and is asked for again with a corrected file.
 */
const usersSyncJob = defineJob<UsersSyncJobData>({
  name: USERS_SYNC_JOB,
  options: { retryLimit: 0, expireInSeconds: 15 * 60 },
  async run(job, deps) {
    const actor = await actorForJob(deps.db, job.data.clientId, job.data.userId);
    return runUsersSync(deps.db, actor, job.data);
  },
});

export const usersSyncJobs: readonly JobDefinition[] = [usersSyncJob];
