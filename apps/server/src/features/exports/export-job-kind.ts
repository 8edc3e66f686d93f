import type { JobOptions } from '../../platform/jobs/job-definition.js';

/** The job that makes an export's file. Sent by this feature and run by it, so it is named here. */
export const EXPORT_JOB = 'exports.run';

/** What the job is sent with: the export (its record says the rest) and its client. */
export interface ExportJobData {
  exportId: number;
  clientId: number;
}

/**
 * A few quick retries (a lost connection, a full disk for a moment), then the export is failed with its reason.
 * An attempt may take half an hour: files are streamed, so a large export takes time but not memory.
 */
export const EXPORT_JOB_OPTIONS = {
  retryLimit: 2,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 60,
  expireInSeconds: 30 * 60,
  concurrency: 2,
} as const satisfies JobOptions;

/** A running export whose progress has not moved for this long is abandoned: its job outran its expiry. */
export const EXPORT_STALL_SECONDS = EXPORT_JOB_OPTIONS.expireInSeconds;
