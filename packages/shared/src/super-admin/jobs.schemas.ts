import { z } from 'zod';
import { JOB_STATES } from './job-states.js';

export { JOB_STATES, type JobState } from './job-states.js';
export const jobStateSchema = z.enum(JOB_STATES);

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
