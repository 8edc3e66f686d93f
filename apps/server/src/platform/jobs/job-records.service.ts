import { and, desc, eq, inArray, lt, notLike, sql, type SQL } from 'drizzle-orm';
import { integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { fromDrizzle, type Db, type DrizzleTransactionLike } from 'pg-boss';
import type { Database } from '../db/database.js';
import type { JobState } from './job-definition.js';
import type { JobRecord } from './job-queue.js';
import { jobProgress } from './jobs.tables.js';

/** The schema pg-boss installs itself in (on start, with its own migrations; not drizzle's). */
export const JOBS_SCHEMA = 'pgboss';

/**
 * pg-boss's job table, the columns read here (pg-boss 12's documented table; nothing here writes it).
 * Declared in this file rather than a *.tables.ts, so drizzle-kit never makes a migration for it.
 */
const bossJob = pgSchema(JOBS_SCHEMA).table('job', {
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  state: text('state').$type<JobState>().notNull(),
  retryCount: integer('retry_count').notNull(),
  retryLimit: integer('retry_limit').notNull(),
  data: jsonb('data'),
  output: jsonb('output'),
  startAfter: timestamp('start_after', { withTimezone: true }).notNull(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
  startedOn: timestamp('started_on', { withTimezone: true }),
  completedOn: timestamp('completed_on', { withTimezone: true }),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const recordColumns = {
  id: bossJob.id,
  name: bossJob.name,
  state: bossJob.state,
  retryCount: bossJob.retryCount,
  retryLimit: bossJob.retryLimit,
  output: bossJob.output,
  startAfter: bossJob.startAfter,
  createdOn: bossJob.createdOn,
  startedOn: bossJob.startedOn,
  completedOn: bossJob.completedOn,
  done: jobProgress.done,
  total: jobProgress.total,
};

// pg-boss's own queues (schedules, internal work) are named `__pgboss…`; they are not the product's jobs.
const productJobs = notLike(bossJob.name, '\\_\\_pgboss%');

function selectRecords(db: Database, where: SQL | undefined) {
  return db
    .select(recordColumns)
    .from(bossJob)
    .leftJoin(jobProgress, eq(jobProgress.jobId, bossJob.id))
    .where(and(productJobs, where));
}

/** The newest jobs first, of one state or all. */
export async function listJobRecords(db: Database, options: { state?: JobState; limit: number }): Promise<JobRecord[]> {
  const rows = await selectRecords(db, options.state ? eq(bossJob.state, options.state) : undefined)
    .orderBy(desc(bossJob.createdOn), desc(bossJob.id))
    .limit(options.limit);
  return rows.map(toRecord);
}

export async function findJobRecord(db: Database, id: string): Promise<JobRecord | null> {
  if (!UUID.test(id)) return null;
  const [row] = await selectRecords(db, eq(bossJob.id, id));
  return row ? toRecord(row) : null;
}

/**
 * The state of the newest job of a kind for each record it was sent for, the record being named in the job's
 * data under `key` (`{ exportId: 12 }`): how a feature keeping its own record of the work finds whether the job
 * behind it failed, was cancelled or is gone (pg-boss deletes finished jobs after a retention time). A record
 * with no job is absent from the answer.
 */
export async function jobStatesByRecord(db: Database, name: string, key: string, recordIds: readonly number[]): Promise<Map<number, JobState>> {
  if (recordIds.length === 0) return new Map();
  const recordId = sql<string>`${bossJob.data} ->> ${key}`;
  const rows = await db
    .select({ recordId, state: bossJob.state })
    .from(bossJob)
    .where(and(eq(bossJob.name, name), inArray(recordId, recordIds.map(String))))
    .orderBy(desc(bossJob.createdOn));
  const states = new Map<number, JobState>();
  // Newest first: a record's first row is its latest job.
  for (const row of rows) if (!states.has(Number(row.recordId))) states.set(Number(row.recordId), row.state);
  return states;
}

/** Saves how far a job has come (the last report wins). */
export async function saveJobProgress(db: Database, jobId: string, done: number, total: number): Promise<void> {
  await db
    .insert(jobProgress)
    .values({ jobId, done, total })
    .onConflictDoUpdate({ target: jobProgress.jobId, set: { done, total, updatedAt: sql`now()` } });
}

/** Deletes the progress of jobs pg-boss no longer keeps (it deletes finished jobs after a retention time). */
export async function pruneJobProgress(db: Database): Promise<number> {
  const deleted = await db
    .delete(jobProgress)
    .where(
      and(
        lt(jobProgress.updatedAt, sql`now() - interval '1 day'`),
        sql`not exists (select 1 from ${bossJob} where ${bossJob.id} = ${jobProgress.jobId})`,
      ),
    )
    .returning({ jobId: jobProgress.jobId });
  return deleted.length;
}

/** A transaction as pg-boss's connection, so a job sent through it is created only if the transaction commits. */
export function jobConnectionOf(tx: Database): Db {
  // The app's Database type leaves execute()'s rows untyped; both drivers answer with `{ rows }`.
  return fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
}

type RecordRow = Awaited<ReturnType<typeof selectRecords>>[number];

function toRecord(row: RecordRow): JobRecord {
  const finished = row.state === 'completed' || row.state === 'failed' || row.state === 'cancelled';
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    progress: row.done === null || row.total === null ? null : { done: row.done, total: row.total },
    // retry_count goes up when a job is claimed again after a run started, so it counts the runs before this one.
    attempts: row.retryCount + (row.startedOn ? 1 : 0),
    maxAttempts: row.retryLimit + 1,
    result: row.state === 'completed' ? resultOf(row.output) : null,
    error: row.state === 'retry' || row.state === 'failed' ? errorOf(row.output) : null,
    createdAt: row.createdOn,
    startedAt: row.startedOn,
    finishedAt: finished ? row.completedOn : null,
    runAfter: row.startAfter,
  };
}

/** The runner stores `{ result }` on completion. */
function resultOf(output: unknown): unknown {
  return output && typeof output === 'object' && 'result' in output ? output.result : null;
}

/** The runner stores a failed run's `{ name, message }`; pg-boss's own failures (expiry, lost heartbeat) `{ value: { message } }`. */
function errorOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  if ('message' in output && typeof output.message === 'string') return output.message;
  if ('value' in output) return errorOf(output.value);
  return null;
}
