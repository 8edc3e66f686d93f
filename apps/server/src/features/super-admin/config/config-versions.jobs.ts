import { actorForJob } from '../../../platform/auth/actor-of-user.service.js';
import { defineJob, type JobDefinition } from '../../../platform/jobs/job-definition.js';
import { APPLY_CONFIG_JOB, runApplyVersion, type ApplyConfigJobData } from './config-versions.service.js';

/**
 * Applies a configuration version (status `updating`) in one transaction, then forgets the caches the
 * configuration feeds: the client, its tag trees, its indicator list. Not retried: a failed version says why,
 * and is applied again by asking again.
 */
const applyConfigJob = defineJob<ApplyConfigJobData>({
  name: APPLY_CONFIG_JOB,
  options: { retryLimit: 0, expireInSeconds: 15 * 60 },
  async run(job, deps) {
    const actor = await actorForJob(deps.db, job.data.clientId, job.data.userId);
    if (!actor) return { status: 'skipped' };
    const result = await runApplyVersion(deps.db, deps.jobs, actor, job.data.version);
    deps.clients.invalidate();
    deps.tagTrees.invalidate();
    deps.indicatorList.invalidate();
    return result;
  },
});

export const configVersionJobs: readonly JobDefinition[] = [applyConfigJob];
