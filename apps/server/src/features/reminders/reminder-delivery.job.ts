import { defineJob } from '../../platform/jobs/job-definition.js';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { DELIVERY_ATTEMPTS, deliverRun } from './reminder-delivery.service.js';
import { DELIVER_JOB } from './reminder-run.service.js';

/** A run's digests handed to the mailer (deliverRun); retried with backoff while some wait for another attempt. */
export const deliverRemindersJob = defineJob<{ runId: number }, AppDeps>({
  name: DELIVER_JOB,
  options: { retryLimit: DELIVERY_ATTEMPTS + 1, retryDelaySeconds: 30, retryDelayMaxSeconds: 30 * 60 },
  async run(job, deps) {
    return deliverRun(deps, job.data.runId, job.signal);
  },
});

