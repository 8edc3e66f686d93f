import { actorForJob } from '../../../platform/auth/actor-of-user.service.js';
import { announceIdentityProviderChange } from '../../clients/index.js';
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
    const { status, settings } = await runApplyVersion(deps.db, deps.jobs, actor, job.data.version);
    deps.clients.invalidate();
    deps.tagTrees.invalidate();
    deps.indicatorList.invalidate();
    // A new identity provider is told to the client's administrators, as the configuration screen tells it.
    if (settings) await announceIdentityProviderChange(deps, actor, { before: settings.before.saml, after: settings.after.saml, ip: '', requestId: job.id });
    return { status };
  },
});

export const configVersionJobs: readonly JobDefinition[] = [applyConfigJob];
