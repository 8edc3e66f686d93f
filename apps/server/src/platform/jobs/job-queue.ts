import type { Database } from '../db/database.js';
import type { JobState } from './job-definition.js';

export interface SendJobOptions {
  /** Not before this time (a later reminder), or after this many seconds. */
  startAfter?: Date | number;
  /**
   * Creates the job inside this transaction: it exists only if the transaction commits. On PGlite,
   * sending from inside a transaction without passing it here would wait for that same transaction.
   */
  tx?: Database;
}

export interface ScheduleJobOptions {
  /** Several schedules of one job are told apart by key (the default key is ''). */
  key?: string;
  /** The time zone the cron expression is read in (default UTC). */
  tz?: string;
}

/** One job as super administrators see it. */
export interface JobRecord {
  id: string;
  name: string;
  state: JobState;
  /** Progress the handler reported, if any. */
  progress: { done: number; total: number } | null;
  /** Runs started so far (a retry adds one). */
  attempts: number;
  /** Runs allowed in all. */
  maxAttempts: number;
  /** What the handler returned, once completed. */
  result: unknown;
  /** The last run's error message, when it failed (the job then waits for a retry, or has failed). */
  error: string | null;
  createdAt: Date;
  /** When the current or last run started. */
  startedAt: Date | null;
  /** When it completed, failed for good or was cancelled. */
  finishedAt: Date | null;
  /** When it may next run (a later job, or the wait before a retry). */
  runAfter: Date;
}

/**
 * The durable job queue, as services see it (`deps.jobs`): jobs live in the database, are retried
 * with backoff, survive a killed process, and run once at a time across every instance.
 */
export interface JobQueue {
  /** Queues a job of a registered kind; returns its id. */
  send(name: string, data?: object, options?: SendJobOptions): Promise<string>;
  /** Sends `name` with `data` on a cron expression (5 fields, or 6 with seconds), from any instance, once per occurrence. */
  schedule(name: string, cron: string, data?: object, options?: ScheduleJobOptions): Promise<void>;
  unschedule(name: string, key?: string): Promise<void>;
  get(id: string): Promise<JobRecord | null>;
  /** Newest first. */
  list(options?: { state?: JobState; limit?: number }): Promise<JobRecord[]>;
  /** Queues a failed job again (one more attempt); false when it is not failed (any more). */
  retry(id: string): Promise<boolean>;
}
