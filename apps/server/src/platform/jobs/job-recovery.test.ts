import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase } from '../db/connect.js';
import type { DatabaseHandle } from '../db/database.js';
import { migrationsDir } from '../db/migrations-dir.js';
import { createJobEffectTables, effectJob, effectsOf, runsOf, TEST_JOB_SETTINGS } from '../../test/job-fixtures.js';
import { createTestDatabase } from '../../test/test-database.js';
import { createJobRunner } from './job-runner.js';

const workerScript = path.join(import.meta.dirname, '../../test/job-worker-process.ts');
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * Where the killed worker and the surviving one meet: a fresh PostgreSQL database (two processes at
 * once), or a PGlite folder (one process at a time: the survivor opens it after the kill, as a
 * restarted server would).
 */
async function sharedDatabase(): Promise<{ env: Record<string, string>; open(): Promise<DatabaseHandle> }> {
  if (process.env.TEST_DATABASE_URL) {
    const handle = await createTestDatabase();
    cleanups.push(() => handle.close());
    if (handle.driver.kind !== 'postgres') throw new Error('expected PostgreSQL');
    return { env: { JOB_DATABASE_URL: handle.driver.url }, open: async () => handle };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobs-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return {
    env: { JOB_DATA_DIR: dataDir },
    open: async () => {
      const handle = await connectDatabase({ databaseUrl: undefined, dataDir, migrationsDir });
      cleanups.push(() => handle.close());
      return handle;
    },
  };
}

describe('a worker killed mid-job', () => {
  it('leaves the job to another worker, which completes it exactly once', async () => {
    const shared = await sharedDatabase();
    const child = spawn(process.execPath, ['--import', 'tsx', workerScript], {
      env: { ...process.env, ...shared.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const jobId = await new Promise<string>((resolve, reject) => {
      let stdout = '';
      child.stdout.on('data', (chunk) => {
        stdout += String(chunk);
        const started = /started (\S+)/.exec(stdout);
        if (started) resolve(started[1]!);
      });
      void exited.then(() => reject(new Error(`The worker process ended before starting its job: ${stderr}`)));
    });

    child.kill('SIGKILL');
    await exited;
    const killedAt = Date.now();

    const database = await shared.open();
    await createJobEffectTables(database.db);
    expect((await runsOf(database.db)).map((run) => [run.job_id, run.attempt])).toEqual([[jobId, 1]]);
    const survivor = createJobRunner({ database, definitions: [effectJob(database.db, 'survivor')], settings: TEST_JOB_SETTINGS });
    cleanups.push(() => survivor.stop());
    await survivor.start(undefined);
    expect((await survivor.queue.get(jobId))?.state).toBe('active');

    // The killed run's heartbeat lapses (10 s), the next supervise pass fails it, the retry runs here.
    const done = await vi.waitFor(
      async () => {
        const job = await survivor.queue.get(jobId);
        expect(job?.state).toBe('completed');
        return job!;
      },
      { timeout: 60_000, interval: 250 },
    );
    expect(done).toMatchObject({ attempts: 2, result: { worker: 'survivor' }, error: null });
    expect(await effectsOf(database.db)).toEqual([{ job_id: jobId, worker: 'survivor', finished_at: expect.anything() }]);
    const runs = await runsOf(database.db);
    expect(runs.map((run) => [run.attempt, run.worker])).toEqual([
      [1, `pid ${child.pid}`],
      [2, 'survivor'],
    ]);
    // Never two runs at once: the second began after the first one's process was gone.
    expect(new Date(runs[1]!.started_at).getTime()).toBeGreaterThanOrEqual(killedAt - 50);
  }, 120_000);
});
