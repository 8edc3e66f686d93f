import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { defineJob } from '../platform/jobs/job-definition.js';
import type { JobRunnerSettings } from '../platform/jobs/job-runner.js';

/** Runner timings for tests: quick polling, and a dead worker's job noticed within a second of its heartbeat lapsing. */
export const TEST_JOB_SETTINGS: Partial<JobRunnerSettings> = {
  pollingIntervalSeconds: 0.5,
  superviseIntervalSeconds: 1,
  cronIntervalSeconds: 1,
  stopTimeoutMs: 1000,
};

/** The shortest heartbeat pg-boss allows. */
export const TEST_HEARTBEAT_SECONDS = 10;

/**
 * What a test job leaves behind: one row per run started (`job_runs`), and one per job finished
 * (`job_effects`, keyed by job id, so a second finish cannot add one).
 */
export async function createJobEffectTables(db: Database): Promise<void> {
  await db.execute(sql`create table if not exists job_runs (
    job_id uuid not null, attempt integer not null, worker text not null, started_at timestamptz not null default clock_timestamp())`);
  await db.execute(sql`create table if not exists job_effects (
    job_id uuid primary key, worker text not null, finished_at timestamptz not null default clock_timestamp())`);
}

export async function recordRun(db: Database, jobId: string, attempt: number, worker: string): Promise<void> {
  await db.execute(sql`insert into job_runs (job_id, attempt, worker) values (${jobId}, ${attempt}, ${worker})`);
}

export async function recordEffect(db: Database, jobId: string, worker: string): Promise<void> {
  await db.execute(sql`insert into job_effects (job_id, worker) values (${jobId}, ${worker}) on conflict (job_id) do nothing`);
}

export interface RunRow {
  job_id: string;
  attempt: number;
  worker: string;
  started_at: Date | string;
}
export interface EffectRow {
  job_id: string;
  worker: string;
}

export async function runsOf(db: Database): Promise<RunRow[]> {
  return rowsOf<RunRow>(await db.execute(sql`select * from job_runs order by started_at`));
}

export async function effectsOf(db: Database): Promise<EffectRow[]> {
  return rowsOf<EffectRow>(await db.execute(sql`select * from job_effects order by finished_at`));
}

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

export const EFFECT_JOB = 'test.effect';

/**
 * A job that records its run, optionally waits (`data.holdMs`), or hangs for good (`hang`, for a
 * worker that is about to be killed), then records its effect once.
 */
export function effectJob(db: Database, worker: string, options: { hang?: boolean; onStart?: (jobId: string) => void } = {}) {
  return defineJob<{ holdMs?: number }, unknown>({
    name: EFFECT_JOB,
    options: { heartbeatSeconds: TEST_HEARTBEAT_SECONDS, retryDelaySeconds: 1, concurrency: 5 },
    async run(job) {
      await recordRun(db, job.id, job.attempt, worker);
      options.onStart?.(job.id);
      if (options.hang) await new Promise(() => {});
      if (job.data.holdMs) await new Promise((resolve) => setTimeout(resolve, job.data.holdMs));
      await recordEffect(db, job.id, worker);
      return { worker };
    },
  });
}
