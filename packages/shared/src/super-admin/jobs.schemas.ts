import { z } from 'zod';

/** A job's states, as the job queue keeps them: waiting (`created`, `retry` after a failed run), running, finished. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export const jobStateSchema = z.enum(JOB_STATES);
export type JobState = z.infer<typeof jobStateSchema>;

/** One job as the super administrator's list shows it. */
export const jobSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: jobStateSchema,
  /** What the job reported of its progress, if anything. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  /** Runs started so far, and allowed in all. */
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  /** What the job returned, once completed. */
  result: z.unknown(),
  /** The last run's error, while it waits for a retry or once it has failed. */
  error: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** When it may run next (a later job, or the wait before a retry). */
  run_after: z.string(),
  abilities: z.object({ retry: z.boolean() }),
});
export type JobView = z.infer<typeof jobSchema>;
