import { defineJob, type JobDefinition } from '../../../platform/jobs/job-definition.js';
import { TAG_MIGRATION_JOB, type TagMigrationJobData } from './tag-migration-job-name.js';
import { runTagMigration } from './tag-migration-run.service.js';

/**
 * A tag migration's job. Never retried: the migration records its own failure (nothing changed then), and a
 * migration no longer queued is left alone, so a second run of the job does nothing.
 */
export const tagMigrationJob = defineJob<TagMigrationJobData>({
  name: TAG_MIGRATION_JOB,
  options: { retryLimit: 0, expireInSeconds: 30 * 60, heartbeatSeconds: 30, concurrency: 1 },
  async run(job, deps) {
    return runTagMigration(deps, job.data.migrationId);
  },
});

export const tagMigrationJobs: readonly JobDefinition[] = [tagMigrationJob];
