import type { JobDefinition } from '../../../platform/jobs/job-definition.js';

export const usersSyncJobs: readonly JobDefinition[] = [];
