/**
 * A worker process for the job-recovery test, run with `node --import tsx`: opens the database
 * (JOB_DATABASE_URL, else the PGlite folder JOB_DATA_DIR), sends one effect job, starts a
 * runner whose handler records its run, prints `started <job id>` and then hangs, so the test can
 * kill the process mid-job.
 */
import { connectDatabase } from '../platform/db/connect.js';
import { migrationsDir } from '../platform/db/migrations-dir.js';
import { createJobRunner } from '../platform/jobs/job-runner.js';
import { createJobEffectTables, EFFECT_JOB, effectJob, TEST_JOB_SETTINGS } from './job-fixtures.js';

const database = await connectDatabase({
  databaseUrl: process.env.JOB_DATABASE_URL || undefined,
  dataDir: process.env.JOB_DATA_DIR ?? '',
  migrationsDir,
});
await createJobEffectTables(database.db);
const runner = createJobRunner({
  database,
  definitions: [effectJob(database.db, `pid ${process.pid}`, { hang: true, onStart: (id) => process.stdout.write(`started ${id}\n`) })],
  settings: TEST_JOB_SETTINGS,
  log: { error: (details, message) => console.error(message, details), warn: () => {} },
});
await runner.start(undefined);
await runner.queue.send(EFFECT_JOB, {});
