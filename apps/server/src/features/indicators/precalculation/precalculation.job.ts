import { defineJob, type JobDefinition } from '../../../platform/jobs/job-definition.js';
import { PRECALCULATE_JOB, type PrecalculateJobData } from '../../../platform/jobs/job-names.js';
import { precalculate, type PrecalculationOptions, type PrecalculationSummary } from './precalculation.service.js';

/** The narrowing a job's data asks for; absent lists are left out, so a job with neither is a full run. */
export function precalculationOptionsOf(data: PrecalculateJobData): PrecalculationOptions {
  return {
    ...(data.indicatorKeys !== undefined ? { indicatorKeys: data.indicatorKeys } : {}),
    ...(data.inputIds !== undefined ? { inputIds: data.inputIds } : {}),
  };
}

/**
 * Runs a precalculation for the job's client: the handler of `PRECALCULATE_JOB`, which data collection
 * (an approval or a reopening), indicator changes and super administrators send. Safe to repeat: a run
 * recomputes values from the approved inputs as they are when it runs, so a retry (or a run whose
 * process died before it reported) publishes the same values, and values that did not change keep
 * their revision date.
 * A run that fails publishes nothing (one transaction) and is retried with backoff.
 */
export const precalculateJob = defineJob<PrecalculateJobData>({
  name: PRECALCULATE_JOB,
  options: {
    retryLimit: 5,
    retryDelaySeconds: 5,
    retryDelayMaxSeconds: 300,
    // A full run of a large client reads every approved input: give it time, but not forever.
    expireInSeconds: 30 * 60,
    // Runs over the same indicators take turns on their rows anyway; one at a time per instance.
    concurrency: 1,
  },
  async run(job, deps): Promise<Omit<PrecalculationSummary, 'errors'> & { errors: number }> {
    const summary = await precalculate(deps.db, job.data.clientId, precalculationOptionsOf(job.data));
    // The errors themselves are on the run's record; the job keeps the counts.
    return { ...summary, errors: summary.errors.length };
  },
});

/** The indicators' jobs. */
export const indicatorJobs: readonly JobDefinition[] = [precalculateJob];
