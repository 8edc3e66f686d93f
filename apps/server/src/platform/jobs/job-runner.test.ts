import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { createJobEffectTables, EFFECT_JOB, effectJob, effectsOf, runsOf, TEST_JOB_SETTINGS } from '../../test/job-fixtures.js';
import { createTestDatabase } from '../../test/test-database.js';
import { defineJob } from './job-definition.js';
import type { JobQueue, JobRecord } from './job-queue.js';
import { createJobRunner, type JobRunner } from './job-runner.js';
import { pruneJobProgress, saveJobProgress } from './job-records.service.js';

let database: DatabaseHandle;
let runner: JobRunner<unknown>;
let jobs: JobQueue;

const failures: string[] = [];
const runTimes = new Map<string, number[]>();
let stepsGate: Promise<void> | null = null;

const failingJob = defineJob<{ message: string }, unknown>({
  name: 'test.failing',
  options: { retryLimit: 2, retryDelaySeconds: 1 },
  async run(job) {
    runTimes.set(job.id, [...(runTimes.get(job.id) ?? []), Date.now()]);
    failures.push(`${job.id}:${job.attempt}`);
    throw new Error(`${job.data.message} (attempt ${job.attempt})`);
  },
});

const steppedJob = defineJob<{ steps: number }, unknown>({
  name: 'test.stepped',
  async run(job) {
    for (let step = 1; step <= job.data.steps; step++) {
      await job.progress(step, job.data.steps);
      if (step === 2 && stepsGate) await stepsGate;
    }
    return { steps: job.data.steps };
  },
});

beforeAll(async () => {
  database = await createTestDatabase();
  await createJobEffectTables(database.db);
  runner = createJobRunner({
    database,
    definitions: [failingJob, steppedJob, effectJob(database.db, 'first')],
    settings: TEST_JOB_SETTINGS,
  });
  await runner.start(undefined);
  jobs = runner.queue;
});
afterAll(async () => {
  await runner?.stop();
  await database?.close();
});

const settled = (id: string, state: JobRecord['state']) =>
  vi.waitFor(
    async () => {
      const job = await jobs.get(id);
      expect(job?.state).toBe(state);
      return job!;
    },
    { timeout: 20_000, interval: 100 },
  );

describe('the job runner', () => {
  it('runs a job, with its progress and its result', async () => {
    let open!: () => void;
    stepsGate = new Promise((resolve) => (open = resolve));
    const id = await jobs.send('test.stepped', { steps: 4 });
    const running = await vi.waitFor(
      async () => {
        const job = await jobs.get(id);
        expect(job?.progress).toEqual({ done: 2, total: 4 });
        return job!;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(running).toMatchObject({ name: 'test.stepped', state: 'active', attempts: 1, result: null, finishedAt: null });
    open();
    const done = await settled(id, 'completed');
    expect(done).toMatchObject({ progress: { done: 4, total: 4 }, attempts: 1, maxAttempts: 4, result: { steps: 4 }, error: null });
    expect(done.finishedAt!.getTime()).toBeGreaterThanOrEqual(done.startedAt!.getTime());
    expect((await jobs.list({ limit: 10 })).map((job) => job.id)).toContain(id);
  });

  it('retries a failing job with growing delays, then marks it failed with its error', async () => {
    const id = await jobs.send('test.failing', { message: 'Mail server refused' });
    const waiting = await vi.waitFor(
      async () => {
        const job = await jobs.get(id);
        expect(job?.state).toBe('retry');
        return job!;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(waiting).toMatchObject({ attempts: 1, error: 'Mail server refused (attempt 1)' });
    expect(waiting.runAfter.getTime()).toBeGreaterThan(runTimes.get(id)![0]!);

    const failed = await settled(id, 'failed');
    expect(failed).toMatchObject({ attempts: 3, maxAttempts: 3, error: 'Mail server refused (attempt 3)', result: null });
    expect(failures.filter((entry) => entry.startsWith(id))).toEqual([`${id}:1`, `${id}:2`, `${id}:3`]);
    // retryDelaySeconds 1, doubled: about 1–2 s before the second run, 2–4 s before the third.
    const [first, second, third] = runTimes.get(id)!;
    expect(second! - first!).toBeGreaterThanOrEqual(900);
    expect(third! - second!).toBeGreaterThanOrEqual(1900);
    expect((await jobs.list({ state: 'failed' })).map((job) => job.id)).toContain(id);

    // A retry by hand gives it one more run.
    expect(await jobs.retry(id)).toBe(true);
    expect(await jobs.retry(id)).toBe(false);
    const again = await settled(id, 'failed');
    expect(again).toMatchObject({ attempts: 4, maxAttempts: 4, error: 'Mail server refused (attempt 4)' });
  }, 30_000);

  it('works through a backlog without waiting a polling interval between jobs', async () => {
    const started = Date.now();
    const ids = await Promise.all(Array.from({ length: 20 }, () => jobs.send('test.stepped', { steps: 1 })));
    for (const id of ids) await settled(id, 'completed');
    // One at a time (concurrency 1), polling every 0.5 s: 10 s if each fetch waited for the next poll.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a job kind no module declares', async () => {
    await expect(jobs.send('test.unknown', {})).rejects.toThrow('No job is named "test.unknown"');
  });

  it('creates a job sent in a transaction only when the transaction commits', async () => {
    let rolledBackId: string | null = null;
    await expect(
      database.db.transaction(async (tx) => {
        rolledBackId = await jobs.send('test.stepped', { steps: 1 }, { tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(rolledBackId).not.toBeNull();
    expect(await jobs.get(rolledBackId!)).toBeNull();

    const committedId = await database.db.transaction((tx) => jobs.send('test.stepped', { steps: 1 }, { tx }));
    await settled(committedId, 'completed');
  });

  it('sends scheduled jobs on their cron expression', async () => {
    // Every second; pg-boss sends at most one job per schedule and minute, from whichever instance checks first.
    await jobs.schedule('test.stepped', '* * * * * *', { steps: 3 }, { key: 'every-second' });
    try {
      await vi.waitFor(
        async () => {
          const scheduled = (await jobs.list({ state: 'completed', limit: 100 })).filter(
            (job) => job.name === 'test.stepped' && JSON.stringify(job.result) === '{"steps":3}',
          );
          expect(scheduled).toHaveLength(1);
        },
        { timeout: 20_000, interval: 250 },
      );
    } finally {
      await jobs.unschedule('test.stepped', 'every-second');
    }
  }, 30_000);

  it('lets two workers race for each job: one of them runs it, once', async () => {
    const second = createJobRunner({ database, definitions: [effectJob(database.db, 'second')], settings: TEST_JOB_SETTINGS });
    await second.start(undefined);
    try {
      // One job at a time, both workers idle: the NOTIFY wakes both, and both try to claim it.
      const single: string[] = [];
      for (let round = 0; round < 5; round++) {
        const id = await jobs.send(EFFECT_JOB, {});
        await settled(id, 'completed');
        single.push(id);
      }
      // Then thirty at once, claimed in batches by both.
      const many = await Promise.all(Array.from({ length: 30 }, () => jobs.send(EFFECT_JOB, { holdMs: 20 })));
      for (const id of many) await settled(id, 'completed');

      const ids = [...single, ...many];
      const runs = (await runsOf(database.db)).filter((run) => ids.includes(run.job_id));
      expect(runs.map((run) => run.job_id).sort()).toEqual([...ids].sort());
      expect(new Set(runs.map((run) => run.worker))).toEqual(new Set(['first', 'second']));
      expect((await effectsOf(database.db)).filter((effect) => ids.includes(effect.job_id))).toHaveLength(ids.length);
    } finally {
      await second.stop();
    }
  }, 30_000);

  it('prunes the progress of jobs pg-boss no longer keeps', async () => {
    const gone = '00000000-0000-4000-8000-000000000001';
    await saveJobProgress(database.db, gone, 1, 2);
    expect(await pruneJobProgress(database.db)).toBe(0);
    await database.db.execute(sql`update job_progress set updated_at = now() - interval '2 days' where job_id = ${gone}`);
    expect(await pruneJobProgress(database.db)).toBe(1);
  });
});
