#!/usr/bin/env node
// The durable job runner's benchmark (issue "Durable jobs"): how many jobs per second two
// workers claim and finish through the runner (apps/server/src/platform/jobs/job-runner.ts,
// pg-boss underneath), as a ratio to a bare claim-and-finish loop
// (UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED LIMIT 1) RETURNING) on the same
// database, on PGlite and on PostgreSQL. See bench/README.md, "Durable jobs".
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { PgBoss, fromPglite } from 'pg-boss';
import { register } from 'tsx/esm/api';
import { createScratchDatabase } from './lib/scratch-postgres.mjs';
import { median } from './lib/stats.mjs';

// The runner is TypeScript source; tsx loads it as the dev server and the tests do.
register();
const { connectDatabase } = await import('../apps/server/src/platform/db/connect.ts');
const { migrationsDir } = await import('../apps/server/src/platform/db/migrations-dir.ts');
const { createJobRunner, JOB_DEFAULTS } = await import('../apps/server/src/platform/jobs/job-runner.ts');
const { JOBS_SCHEMA } = await import('../apps/server/src/platform/jobs/job-records.service.ts');

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const readmePath = path.join(benchDir, 'README.md');

const { values: options } = parseArgs({
  options: {
    jobs: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '1,10' },
    databases: { type: 'string', default: 'pglite,postgres' },
    'postgres-url': { type: 'string' },
    write: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (options.help) {
  console.log(`Usage: node bench/jobs.mjs [options]
  --jobs N            jobs per run (default 2000)
  --runs N            runs per database, runner and baseline alternating (default 5)
  --concurrency LIST  the job kind's concurrency (jobs one worker claims at once), comma-separated (default 1,10; the runner's default is 1)
  --databases LIST    pglite,postgres (default both)
  --postgres-url URL  server to create the benchmark's database on (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
  --write             write the results table into bench/README.md`);
  process.exit(0);
}

const JOBS = Number(options.jobs);
const RUNS = Number(options.runs);
const CONCURRENCIES = options.concurrency.split(',').map(Number);
const DATABASES = options.databases.split(',');
const POSTGRES_URL = options['postgres-url'] ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The database under test: a new PGlite folder, or a new database on the PostgreSQL server. */
async function openDatabase(kind) {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-jobs-'));
    const handle = await connectDatabase({ databaseUrl: undefined, dataDir, migrationsDir });
    const client = handle.driver.client;
    return {
      handle,
      label: 'PGlite (folder)',
      query: async (text, params) => (await client.query(text, params)).rows,
      /** PGlite has one connection: both baseline workers share it, as both runners do. */
      connections: async () => [client, client].map((c) => ({ query: async (text) => (await c.query(text)).rows, release: async () => {} })),
      async close() {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const scratch = await createScratchDatabase(POSTGRES_URL, 'bench_jobs');
  const handle = await connectDatabase({ databaseUrl: scratch.url, dataDir: '', migrationsDir });
  const pool = new pg.Pool({ connectionString: scratch.url, max: 4 });
  const version = (await pool.query('show server_version')).rows[0].server_version;
  return {
    handle,
    label: `PostgreSQL ${version} (local)`,
    query: async (text, params) => (await pool.query(text, params)).rows,
    /** Two connections, one per baseline worker, as each runner has its own pool. */
    connections: async () =>
      Promise.all(
        [0, 1].map(async () => {
          const client = await pool.connect();
          return { query: async (text) => (await client.query(text)).rows, release: async () => client.release() };
        }),
      ),
    async close() {
      await pool.end();
      await handle.close();
      await scratch.drop();
    },
  };
}

/** The bare loop: two workers each claim one pending row and mark it done in one statement, until none is left. */
async function baselineRun(database, run) {
  const table = `bench_queue_${run}`;
  await database.query(`create table ${table} (id serial primary key, state text not null default 'pending', data jsonb not null)`);
  await database.query(`create index on ${table} (id) where state = 'pending'`);
  await database.query(`insert into ${table} (data) select jsonb_build_object('n', n) from generate_series(1, ${JOBS}) n`);
  const claim = `update ${table} set state = 'done'
    where id = (select id from ${table} where state = 'pending' order by id for update skip locked limit 1)
    returning id`;
  const connections = await database.connections();
  const started = performance.now();
  const done = await Promise.all(
    connections.map(async (connection) => {
      let count = 0;
      while ((await connection.query(claim)).length > 0) count++;
      return count;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(connections.map((connection) => connection.release()));
  if (done[0] + done[1] !== JOBS) throw new Error(`baseline finished ${done[0] + done[1]} of ${JOBS}`);
  return { rate: JOBS / seconds, seconds, split: done };
}

/**
 * The runner: N jobs are created first (pg-boss's bulk insert), then two runners (two pg-boss
 * instances, as two app instances would have) start and work them. The rate is read from the
 * jobs' own times: from the first claim to the last completion.
 */
async function runnerRun(database, run, concurrency) {
  const name = `bench.noop.${concurrency}.${run}`;
  const definition = { name, options: { concurrency }, run: async () => null };
  const connection =
    database.handle.driver.kind === 'pglite'
      ? { db: fromPglite(database.handle.driver.client), backend: 'pglite' }
      : { connectionString: database.handle.driver.url, max: 2 };
  const producer = new PgBoss({ ...connection, schema: JOBS_SCHEMA, supervise: false, schedule: false, migrate: true });
  await producer.start();
  await producer.createQueue(name, {
    retryLimit: JOB_DEFAULTS.retryLimit,
    expireInSeconds: JOB_DEFAULTS.expireInSeconds,
    heartbeatSeconds: JOB_DEFAULTS.heartbeatSeconds,
    notify: true,
  });
  for (let first = 0; first < JOBS; first += 1000) {
    const batch = Array.from({ length: Math.min(1000, JOBS - first) }, (_, index) => ({ data: { n: first + index } }));
    await producer.insert(name, batch);
  }
  await producer.stop({ close: true, graceful: false });

  const runners = [0, 1].map(() => createJobRunner({ database: database.handle, definitions: [definition] }));
  try {
    await Promise.all(runners.map((runner) => runner.start(undefined)));
    const deadline = Date.now() + 600_000;
    for (;;) {
      const [{ completed }] = await database.query(
        `select count(*)::int as completed from ${JOBS_SCHEMA}.job where name = $1 and state = 'completed'`,
        [name],
      );
      if (completed === JOBS) break;
      if (Date.now() > deadline) throw new Error(`runner finished ${completed} of ${JOBS} in 10 minutes`);
      await sleep(100);
    }
  } finally {
    await Promise.all(runners.map((runner) => runner.stop()));
  }
  const [{ seconds }] = await database.query(
    `select extract(epoch from max(completed_on) - min(started_on))::float8 as seconds from ${JOBS_SCHEMA}.job where name = $1`,
    [name],
  );
  return { rate: JOBS / seconds, seconds };
}

const format = (value, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const spread = (values, digits = 0) => `${format(Math.min(...values), digits)}–${format(Math.max(...values), digits)}`;

const startedAt = new Date();
const loadAtStart = os.loadavg()[0];
const rows = [];
for (const kind of DATABASES) {
  const database = await openDatabase(kind);
  try {
    for (const concurrency of CONCURRENCIES) {
      const results = [];
      for (let run = 0; run < RUNS; run++) {
        // Alternating, so a busy moment on the shared machine hits both sides.
        const baseline = await baselineRun(database, `${concurrency}_${run}`);
        const runner = await runnerRun(database, run, concurrency);
        results.push({ baseline, runner, ratio: runner.rate / baseline.rate });
        console.log(
          `${database.label}, concurrency ${concurrency}, run ${run + 1}: runner ${format(runner.rate)} jobs/s, ` +
            `baseline ${format(baseline.rate)} rows/s (split ${baseline.split.join('/')}), ratio ${format(results.at(-1).ratio, 2)}`,
        );
      }
      rows.push({ database: database.label, concurrency, results });
    }
  } finally {
    await database.close();
  }
}

const cpus = os.cpus();
const header = [
  `Run on ${startedAt.toISOString()}: ${cpus.length} cores (${cpus[0]?.model.trim()}), Node ${process.version}, ` +
    `${JOBS} jobs per run, ${RUNS} runs per row alternating runner and baseline; 1-minute load average ${format(loadAtStart, 2)} at start, ${format(os.loadavg()[0], 2)} at the end.`,
  '',
  '| Database | Concurrency (jobs a worker claims at once) | Runner, 2 workers (jobs/s, median; runs) | Bare UPDATE … SKIP LOCKED loop, 2 workers (rows/s, median; runs) | Ratio (median; runs) |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map(({ database, concurrency, results }) => {
    const runner = results.map((result) => result.runner.rate);
    const baseline = results.map((result) => result.baseline.rate);
    const ratios = results.map((result) => result.ratio);
    return `| ${database} | ${concurrency} | ${format(median(runner))} (${spread(runner)}) | ${format(median(baseline))} (${spread(baseline)}) | ${format(median(ratios), 2)} (${spread(ratios, 2)}) |`;
  }),
];
const table = header.join('\n');
console.log(`\n${table}`);

if (options.write) {
  const readme = readFileSync(readmePath, 'utf8');
  const start = '<!-- jobs-results:start (written by bench/jobs.mjs --write) -->';
  const end = '<!-- jobs-results:end -->';
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < 0) throw new Error(`bench/README.md has no ${start} … ${end} section`);
  writeFileSync(readmePath, `${readme.slice(0, from + start.length)}\n${table}\n${readme.slice(to)}`);
  console.log('Written to bench/README.md.');
}
