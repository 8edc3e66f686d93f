import type { JobDefinition } from '../../../platform/jobs/job-definition.js';

/** The indicators' jobs. To be completed with the precalculation job. */
export const indicatorJobs: readonly JobDefinition[] = [];
