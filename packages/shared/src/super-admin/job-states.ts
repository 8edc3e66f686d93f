/**
 * A job's states, as the job queue keeps them: waiting (`created`, `retry` after a failed run), running,
 * finished. Apart from the schemas, so the web can list them without loading zod.
 */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];
