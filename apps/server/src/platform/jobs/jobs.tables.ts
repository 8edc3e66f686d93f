import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * How far a job has come, as its handler last reported it. The job itself (state, attempts, result,
 * error) is pg-boss's row in its own schema; progress is the one thing pg-boss has no place for.
 */
export const jobProgress = pgTable('job_progress', {
  jobId: uuid('job_id').primaryKey(),
  done: integer('done').notNull(),
  total: integer('total').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
