import type { JobDefinition } from '../../../platform/jobs/job-definition.js';

/** The job that recomputes a client's indicator values (all, or those named or depending on inputs). */
export const PRECALCULATE_JOB = 'indicators.precalculate';

/** What a precalculation job is sent with: nothing narrowing it means a full run. */
export interface PrecalculateJobData {
  clientId: number;
  indicatorKeys?: string[];
  inputIds?: number[];
}

/** The indicators' jobs. To be completed with the precalculation job. */
export const indicatorJobs: readonly JobDefinition[] = [];
