import type { AppDeps } from '../http/app-deps.js';

/** How a kind of job is retried, bounded and run; every field has a default (see JOB_DEFAULTS). */
export interface JobOptions {
  /** Attempts after the first before the job is marked failed. */
  retryLimit?: number;
  /** Seconds before the first retry; doubled (with some jitter) at each later one. */
  retryDelaySeconds?: number;
  /** The longest wait between two attempts, in seconds. */
  retryDelayMaxSeconds?: number;
  /** How long one attempt may run before it is failed (and retried), in seconds. */
  expireInSeconds?: number;
  /**
   * A running job's worker refreshes it every half of this; a job not refreshed for this long (its
   * process was killed, its machine lost) is failed and retried by any instance. At least 10 seconds.
   */
  heartbeatSeconds?: number;
  /** Jobs of this kind one instance runs at once (claimed together, settled one by one). */
  concurrency?: number;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** What a handler is given: the job, and how to report how far it has come. */
export interface JobContext<Data extends object = object> {
  id: string;
  name: string;
  data: Data;
  /** 1 for the first run, 2 for the first retry, and so on. */
  attempt: number;
  /** Aborted when this run has lost the job (it expired, or missed its heartbeat): stop and return. */
  signal: AbortSignal;
  /** Records progress (`done` of `total`), shown to super administrators while the job runs and after. */
  progress(done: number, total: number): Promise<void>;
}

/**
 * A kind of job a feature brings (`FeatureModule.jobs`): its queue name and its handler. The
 * handler's return value is kept as the job's result; what it throws is the attempt's error. It
 * may run more than once (a retry, or a run that its process did not live to finish), so its
 * effects must be safe to repeat: key them by `job.id`.
 */
export interface JobDefinition<Data extends object = object, Deps = AppDeps> {
  /** Letters, digits, `_`, `-`, `.` and `/`: `<feature>.<what>`, e.g. `reminders.send`. */
  readonly name: string;
  readonly options?: JobOptions;
  /** Sent on this cron expression (UTC, 5 fields) from whichever instance's turn it is, once per occurrence. */
  readonly cron?: string;
  // A method, not a property: a definition for one data shape is then accepted where any is listed.
  run(job: JobContext<Data>, deps: Deps): Promise<unknown>;
}

/** Declares a job with its data type: `defineJob<{ userId: number }>({ name, run })`. */
export function defineJob<Data extends object, Deps = AppDeps>(definition: JobDefinition<Data, Deps>): JobDefinition<Data, Deps> {
  return definition;
}
