#!/usr/bin/env node
// The export benchmark: exporting 1,000,000 inputs of one subject to xlsx through the export job's own
// code (runExport, apps/server/src/features/exports/export.job.ts), as a ratio to a bare exceljs
// streaming write of the same rows read with the same SQL, and the export's peak memory, on
// PostgreSQL and PGlite. See bench/README.md, "Exports".
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { createBenchDatabase, connectOptionsOf, databaseLabel, openPlain } from './lib/bench-database.mjs';
import { BENCH_SIGNATURES, CONTRIBUTOR, PERIOD_COUNT, PERIODS, prepareSites, SUBJECT_KEY } from './lib/bench-sites.mjs';
import { watchMemory } from './lib/peak-memory.mjs';
import { installExitHandlers, onCleanup, startProcess } from './lib/processes.mjs';
import { withEarlierDatabases, writeLatest, writeReadmeTable } from './lib/results-files.mjs';
import { median } from './lib/stats.mjs';

const scriptPath = fileURLToPath(import.meta.url);
const benchDir = path.dirname(scriptPath);

/** Inputs seeded when --inputs is not given, on either database (PGlite seeds them in about 85 s, PostgreSQL in 60 s). */
const DEFAULT_INPUTS = 1_000_000;

const { values: options } = parseArgs({
  options: {
    inputs: { type: 'string' },
    runs: { type: 'string', default: '3' },
    databases: { type: 'string', default: 'postgres,pglite' },
    'postgres-url': { type: 'string' },
    write: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
    // One measurement, in a process of its own (the benchmark starts these itself).
    child: { type: 'string' },
  },
});

if (options.help) {
  console.log(`Usage: node bench/exports.mjs [options]
  --inputs N            inputs of ${SUBJECT_KEY} to export, N/${PERIOD_COUNT} new sites × ${PERIOD_COUNT} periods, on every database (default 1000000)
  --runs N              runs per database; each run measures the export and the baseline, each in a new process (default 3)
  --databases LIST      postgres,pglite (default both)
  --postgres-url URL    server to create the benchmark's scratch database on (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
  --write               write the results table into bench/README.md and bench/results/exports-latest.{md,json}`);
  process.exit(0);
}

const RUNS = Number(options.runs);
const DATABASES = options.databases.split(',');
const POSTGRES_URL = options['postgres-url'] ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TIME_AIM = 1.2;
const MEMORY_LIMIT_MB = 200;
/** One measurement (a new process and the work) may take this long. */
const CHILD_TIMEOUT_MS = 14 * 60_000;
/** Rows of each file compared between the export and the baseline (the row keys, in order). */
const COMPARED_ROWS = 2_000;
const EXPORT_REQUEST = { kind: 'inputs', subjects: [SUBJECT_KEY], format: 'xlsx', locale: 'en' };

/**
 * Reads every heap page of the subject's inputs through the database's buffer pool (an index scan: a
 * sequential scan of a large table only cycles a small ring of buffers), untimed, before either side
 * is measured: both then start with the database's cache as a server that has been running has it.
 * On PGlite that cache is in the measured process (128 MB of shared buffers), so without this the
 * first pages read would count the cache's filling as the export's memory.
 */
async function warmUp(query, clientId) {
  await query('set enable_seqscan = off');
  try {
    const [{ rows }] = await query(
      `select count(*)::int as rows, sum(length(values::text) + length(tags::text))::bigint as bytes from inputs
        where client_id = $1 and subject_id = (select id from subjects where client_id = $1 and key = $2) and deleted_at is null`,
      [clientId, SUBJECT_KEY],
    );
    return rows;
  } finally {
    await query('reset enable_seqscan');
  }
}

const format = (value, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const spread = (values, digits = 0) => `${format(Math.min(...values), digits)}–${format(Math.max(...values), digits)}`;

/** The first `count` data rows' first cells (the row keys) of a file's first visible sheet. */
async function firstRowKeys(file, count) {
  const keys = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(file), { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'ignore' });
  for await (const sheet of reader) {
    if (sheet.state === 'veryHidden' || sheet.state === 'hidden') {
      for await (const _row of sheet) void _row;
      continue;
    }
    for await (const row of sheet) {
      if (row.number === 1) continue;
      keys.push(row.values[1]);
      if (keys.length >= count) break;
    }
    break;
  }
  return keys;
}

// ---------------------------------------------------------------------------------------------------
// The two measurements, each run by a child process (`--child`), which writes its result to a file.

/**
 * The export as its job runs it: an export recorded as POST /api/export records it (queued, the
 * contributor's), then `runExport` with the job's context (its progress saved as the job runner saves
 * it) and the app's dependencies it takes (the database, the file storage in the data folder).
 * What is timed is `runExport`: the choices checked, the rows counted, read page by page, written to
 * the xlsx file, the file stored, the export marked done.
 */
async function measureExport({ database, clientId, userId, resultFile, keysFile }) {
  const { register } = await import('tsx/esm/api');
  register();
  const { connectDatabase } = await import('../apps/server/src/platform/db/connect.ts');
  const { migrationsDir } = await import('../apps/server/src/platform/db/migrations-dir.ts');
  const { createFileStorage } = await import('../apps/server/src/platform/files/create-file-storage.ts');
  const { saveJobProgress } = await import('../apps/server/src/platform/jobs/job-records.service.ts');
  const { runExport } = await import('../apps/server/src/features/exports/export.job.ts');
  const { EXPORT_JOB } = await import('../apps/server/src/features/exports/export-job-kind.ts');

  const handle = await connectDatabase({ ...connectOptionsOf(database), migrationsDir });
  const raw = database.kind === 'pglite' ? { query: async (text, params) => (await handle.driver.client.query(text, params)).rows, close: async () => {} } : await openPlain(database);
  const filesDir = path.join(database.dataDir, 'files');
  const deps = { db: handle.db, files: createFileStorage({ filesDir, s3: undefined }) };
  const [{ id: exportId }] = await raw.query(
    `insert into exports (client_id, request, state, file_name, created_by_id) values ($1, $2::text::jsonb, 'queued', 'bench-inputs.xlsx', $3) returning id`,
    [clientId, JSON.stringify(EXPORT_REQUEST), userId],
  );
  await warmUp(raw.query, clientId);
  const jobId = randomUUID();
  const job = {
    id: jobId,
    name: EXPORT_JOB,
    data: { exportId, clientId },
    attempt: 1,
    signal: new AbortController().signal,
    progress: (done, total) => saveJobProgress(handle.db, jobId, done, total),
  };

  const memory = watchMemory();
  const started = performance.now();
  const outcome = await runExport(job, deps);
  const ms = performance.now() - started;
  const mem = memory.stop();

  const [row] = await raw.query('select state, rows, size, storage_key, failure from exports where id = $1', [exportId]);
  if (row.state !== 'done') throw new Error(`the export ended ${row.state}: ${JSON.stringify(row.failure)} (${JSON.stringify(outcome)})`);
  const stored = path.join(filesDir, row.storage_key);
  const keys = keysFile ? await firstRowKeys(stored, COMPARED_ROWS) : null;
  if (keysFile) writeFileSync(keysFile, JSON.stringify(keys));
  await deps.files.delete(row.storage_key);
  await raw.query('delete from exports where id = $1', [exportId]);
  await raw.query('delete from job_progress where job_id = $1', [jobId]);
  writeFileSync(resultFile, JSON.stringify({ ms, memory: mem, rows: row.rows, bytes: row.size }));
  await raw.close();
  await handle.close();
}

/**
 * The baseline: the same SQL as the export's pages (built by the parent from the app's own query, and
 * checked there against the app's page), page after page through the driver alone, each row written
 * at once with a bare exceljs streaming WorkbookWriter (`useSharedStrings: false`, the other options
 * left at their defaults: no styles): the export's eleven columns (row key, subject, period, site
 * name, the three fields with the choice as stored, state, justification, refusal reason, last change
 * as a date), without its cell conversions, styles, hidden keys sheet, progress reports or file storage.
 */
async function measureBaseline({ database, clientId, page, resultFile, keysFile }) {
  const db = await openPlain(database);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-exports-baseline-')), 'inputs.xlsx');
  await warmUp(db.query, clientId);

  const memory = watchMemory();
  const started = performance.now();
  const sites = await db.query(`select key, name from tags where client_id = $1 and dimension = 'organisation'`, [clientId]);
  const siteName = new Map(sites.map((site) => [site.key, site.name.en]));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Aluminium production');
  sheet.addRow(['Row key', 'Subject', 'Period', 'Organisations', 'Primary aluminium produced (t)', 'Main cast product', 'Comment', 'State', 'Justification', 'Refusal reason', 'Updated at']).commit();
  let rows = 0;
  for (let after = 0; ; ) {
    const params = [...page.params];
    params[page.afterIndex] = after;
    const found = await db.query(page.sql, params);
    for (const input of found) {
      sheet
        .addRow([
          `input:${input.id}:${input.lock_version}`,
          SUBJECT_KEY,
          input.period,
          siteName.get(input.tags.organisation) ?? null,
          input.values.production ?? null,
          input.values.main_product ?? null,
          input.values.comment ?? null,
          input.state,
          input.justification,
          input.refusal_reason,
          input.updated_at,
        ])
        .commit();
    }
    rows += found.length;
    if (found.length < page.limit) break;
    after = found.at(-1).id;
  }
  sheet.commit();
  await workbook.commit();
  const ms = performance.now() - started;
  const mem = memory.stop();
  const bytes = statSync(file).size;
  if (keysFile) writeFileSync(keysFile, JSON.stringify(await firstRowKeys(file, COMPARED_ROWS)));
  rmSync(path.dirname(file), { recursive: true, force: true });
  writeFileSync(resultFile, JSON.stringify({ ms, memory: mem, rows, bytes }));
  await db.close();
}

if (options.child) {
  const payload = JSON.parse(options.child);
  await (payload.side === 'export' ? measureExport(payload) : measureBaseline(payload));
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------------
// The run: per database its data, then the measurements, alternating which goes first.

installExitHandlers();
const measuredCode = codeVersion();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-exports-run-'));
onCleanup(() => rmSync(workDir, { recursive: true, force: true }));

const { register } = await import('tsx/esm/api');
register();
const { and, asc, eq, gt, inArray, isNull } = await import('drizzle-orm');
const { QueryBuilder } = await import('drizzle-orm/pg-core');
const { loadConfig } = await import('../apps/server/src/platform/config/config.ts');
const { connectDatabase } = await import('../apps/server/src/platform/db/connect.ts');
const { migrationsDir } = await import('../apps/server/src/platform/db/migrations-dir.ts');
const { seedConfiguredClient } = await import('../apps/server/src/seed-app.ts');
const { actorForJob } = await import('../apps/server/src/platform/auth/actor-of-user.service.ts');
const { inputs } = await import('../apps/server/src/features/data-collection/data-collection.tables.ts');
const { inputsPolicy } = await import('../apps/server/src/features/data-collection/data-collection.policy.ts');
const { exportInputsPage } = await import('../apps/server/src/features/data-collection/index.ts');
const { EXPORT_PAGE_ROWS } = await import('../apps/server/src/features/exports/export-file.ts');

/**
 * The export's inputs, set-based, one statement per period (`generate_series` over the sites): for
 * each new site and period one input, as the inputs service stores them (tags, tag_keys,
 * tag_signature, search_text, author); states mixed (about 60 % approved, 15 % submitted, 10 %
 * pre-approved, 8 % refused with a reason, 7 % draft), a production figure and a cast product on each,
 * a comment on one in ten, a justification on one in twenty. No history rows: an export reads none.
 */
async function seedInputs(query, ids, count) {
  const [subject] = await query('select fields from subjects where id = $1', [ids.subjectId]);
  const choices = subject.fields.find((field) => field.id === 'main_product').choices.map((choice) => ({ key: choice.key, en: choice.name.en, fr: choice.name.fr }));
  const sites = Math.ceil(count / PERIOD_COUNT);
  for (const [index, period] of PERIODS.entries()) {
    // The last site has only the periods that make up the count.
    const lastSite = count % PERIOD_COUNT === 0 || index < count % PERIOD_COUNT ? sites : sites - 1;
    await query(
      `insert into inputs (client_id, subject_id, period, tags, tag_keys, tag_signature, values, not_applicable, state, lock_version,
                           justification, refusal_reason, search_text, created_by_id, updated_by_id)
       select $1, $2, $3, jsonb_build_object('organisation', t.key), array[t.key], 'organisation=' || t.key,
              jsonb_build_object('production', 50000 + (n * 7919 + $4::int * 613) % 450000, 'main_product', choice->>'key')
                || case when mix % 10 = 3 then '{"comment": "Potline maintenance in the spring"}'::jsonb else '{}'::jsonb end,
              '{}'::jsonb, state, mix % 3,
              case when mix % 20 = 7 then 'Production moved with the restart of a potline' end,
              case when state = 'refused' then 'Check the tonnage against the monthly reports' end,
              lower(concat_ws(' ', t.key, t.name->>'en', t.name->>'fr', choice->>'key', choice->>'en', choice->>'fr',
                              case when mix % 10 = 3 then 'Potline maintenance in the spring' end)),
              $6, $6
         from generate_series(1, $5::int) n
         join tags t on t.client_id = $1 and t.key = 'bench_site_' || lpad(n::text, 5, '0')
         -- A stable pseudo-random number per input (0–99) picks its state, choice, comment and justification.
         cross join lateral (select (hashtext(t.key || '/' || $3)::bigint % 100 + 100) % 100 as mix) mixed
         cross join lateral (select ($7::text::jsonb) -> (mix % jsonb_array_length($7::text::jsonb))::int as choice,
                                    case when mix < 60 then 'approved' when mix < 75 then 'submitted' when mix < 85 then 'preapproved'
                                         when mix < 93 then 'refused' else 'draft' end as state) picked`,
      [ids.clientId, ids.subjectId, period, index, lastSite, ids.userId, JSON.stringify(choices)],
    );
  }
  const [{ count: seeded }] = await query('select count(*)::int as count from inputs where subject_id = $1 and deleted_at is null and tag_signature like $2', [ids.subjectId, BENCH_SIGNATURES]);
  const [{ all }] = await query('select count(*)::int as "all" from inputs where subject_id = $1 and deleted_at is null', [ids.subjectId]);
  if (seeded !== count) throw new Error(`seeded ${seeded} inputs, not ${count}`);
  return all;
}

/**
 * The SQL of the export's pages, built with the app's own query builder from the same table, the same
 * filter (the client, the subject, live inputs, the actor's scope) and order, by keyset after an id:
 * the SQL text and parameters, the position of the `after` parameter. Checked against the app's page
 * (`exportInputsPage`): the same ids.
 */
async function exportPageSql(handle, query, ids) {
  // The actor the export's job acts as.
  const actor = await actorForJob(handle.db, ids.clientId, ids.userId);
  const marker = -918_273_645;
  const built = new QueryBuilder()
    .select({
      id: inputs.id,
      subject_id: inputs.subjectId,
      period: inputs.period,
      tags: inputs.tags,
      values: inputs.values,
      state: inputs.state,
      lock_version: inputs.lockVersion,
      justification: inputs.justification,
      refusal_reason: inputs.refusalReason,
      updated_at: inputs.updatedAt,
    })
    .from(inputs)
    .where(and(eq(inputs.clientId, ids.clientId), inArray(inputs.subjectId, [ids.subjectId]), isNull(inputs.deletedAt), inputsPolicy.scope(actor), gt(inputs.id, marker)))
    .orderBy(asc(inputs.id))
    .limit(EXPORT_PAGE_ROWS)
    .toSQL();
  const page = { sql: built.sql, params: built.params, afterIndex: built.params.indexOf(marker), limit: EXPORT_PAGE_ROWS };
  if (page.afterIndex < 0) throw new Error(`no keyset parameter in ${built.sql}`);
  const params = [...page.params];
  params[page.afterIndex] = 0;
  const plain = (await query(page.sql, params)).map((row) => row.id);
  const app = (await exportInputsPage(handle.db, actor, { subjectIds: [ids.subjectId] }, 0, EXPORT_PAGE_ROWS)).map((row) => row.id);
  if (JSON.stringify(plain) !== JSON.stringify(app)) throw new Error('the baseline SQL reads other rows than the export');
  return page;
}

async function setUp(database, count) {
  const handle = await connectDatabase({ ...connectOptionsOf(database), migrationsDir });
  const raw = database.kind === 'pglite' ? { query: async (text, params) => (await handle.driver.client.query(text, params)).rows, close: async () => {} } : await openPlain(database);
  try {
    const config = { ...loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', LOG_LEVEL: 'error', DATA_DIR: database.dataDir, CLIENT: 'demo', DEMO_PASSWORD: CONTRIBUTOR.password }), seedDemoAccounts: true };
    await seedConfiguredClient(handle.db, config);
    const ids = await prepareSites(raw.query, Math.ceil(count / PERIOD_COUNT));
    const seedStarted = performance.now();
    const exported = await seedInputs(raw.query, ids, count);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const vacuumStarted = performance.now();
    await raw.query('vacuum analyze');
    const vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
    const page = await exportPageSql(handle, raw.query, ids);
    return { ...ids, exported, seedSeconds, vacuumSeconds, page, label: await databaseLabel(database, raw.query) };
  } finally {
    await raw.close();
    await handle.close();
  }
}

async function inChild(payload) {
  const resultFile = path.join(workDir, `result-${payload.side}.json`);
  rmSync(resultFile, { force: true });
  const { exited } = startProcess(process.execPath, [scriptPath, '--child', JSON.stringify({ ...payload, resultFile })], {
    timeoutMs: CHILD_TIMEOUT_MS,
    label: payload.side,
  });
  const { code, signal, timedOut, output } = await exited;
  if (code !== 0) throw new Error(`the ${payload.side} measurement ${timedOut ? 'timed out' : `ended with ${code ?? signal}`}:\n${output.slice(-3000)}`);
  if (process.env.BENCH_MEMORY_TRACE) process.stderr.write(`${payload.side}:\n${output}`);
  return JSON.parse(readFileSync(resultFile, 'utf8'));
}

const results = [];
for (const kind of DATABASES) {
  const count = Number(options.inputs ?? DEFAULT_INPUTS);
  const database = await createBenchDatabase(kind, { postgresUrl: POSTGRES_URL, prefix: 'bench-exports' });
  const databaseStartedAt = new Date();
  const loadBefore = os.loadavg()[0];
  try {
    const setUpStarted = performance.now();
    const ids = await setUp(database, count);
    const setUpSeconds = (performance.now() - setUpStarted) / 1000;
    console.log(
      `${ids.label}: ${format(ids.exported)} inputs of ${SUBJECT_KEY} (${format(count)} on ${format(Math.ceil(count / PERIOD_COUNT))} new sites, and the demo's); ` +
        `inputs seeded in ${format(ids.seedSeconds, 1)} s, VACUUM ANALYZE ${format(ids.vacuumSeconds, 1)} s, set up in ${format(setUpSeconds, 1)} s`,
    );
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const measured = {};
      const keysFiles = run === 0 ? { export: path.join(workDir, 'keys-export.json'), baseline: path.join(workDir, 'keys-baseline.json') } : {};
      // Alternating which goes first, so a busy moment on the shared machine hits both sides.
      for (const side of run % 2 ? ['baseline', 'export'] : ['export', 'baseline']) {
        measured[side] = await inChild({ side, database, clientId: ids.clientId, userId: ids.userId, page: ids.page, keysFile: keysFiles[side] });
      }
      const { export: exported, baseline } = measured;
      if (exported.rows !== ids.exported || baseline.rows !== ids.exported) {
        throw new Error(`rows written: export ${exported.rows}, baseline ${baseline.rows}, of ${ids.exported}`);
      }
      if (run === 0) {
        const [fromExport, fromBaseline] = [readFileSync(keysFiles.export, 'utf8'), readFileSync(keysFiles.baseline, 'utf8')];
        if (fromExport !== fromBaseline) throw new Error(`the files' first ${COMPARED_ROWS} row keys differ: ${fromExport.slice(0, 200)} ≠ ${fromBaseline.slice(0, 200)}`);
      }
      runs.push({ export: exported, baseline, ratio: exported.ms / baseline.ms });
      console.log(
        `${ids.label}, run ${run + 1}: export ${format(exported.ms / 1000, 2)} s, ${format(exported.bytes / 1e6, 1)} MB, peak RSS ${format(exported.memory.peakMb)} MB ` +
          `(+${format(exported.memory.growthMb)}); baseline ${format(baseline.ms / 1000, 2)} s, ${format(baseline.bytes / 1e6, 1)} MB, peak RSS ` +
          `${format(baseline.memory.peakMb)} MB (+${format(baseline.memory.growthMb)}); ratio ${format(exported.ms / baseline.ms, 2)}`,
      );
    }
    results.push({
      database: ids.label,
      kind,
      startedAt: databaseStartedAt,
      loadAtStart: loadBefore,
      loadAtEnd: os.loadavg()[0],
      code: measuredCode,
      inputs: ids.exported,
      seedSeconds: ids.seedSeconds,
      setUpSeconds,
      runs,
    });
  } finally {
    await database.remove();
  }
}

/** The code measured: the commit, and whether the server's code differs from it. */
function codeVersion() {
  try {
    const git = (...args) => execFileSync('git', args, { cwd: benchDir, encoding: 'utf8' }).trim();
    const changed = git('status', '--porcelain', '--', '../apps/server/src', '../packages/shared/src') !== '';
    return `commit ${git('rev-parse', '--short', 'HEAD')}${changed ? ', with uncommitted changes in the server or shared code (the exports feature among them)' : ''}`;
  } catch {
    return 'commit unknown';
  }
}

const cpus = os.cpus();
const resultsDir = path.join(benchDir, 'results');
const shown = options.write ? withEarlierDatabases(resultsDir, 'exports', results, ['postgres', 'pglite']) : results;
const setting = [
  `${cpus.length} cores (${cpus[0]?.model.trim()}), Node ${process.version}. Each database's runs alternate the export and the baseline, each in a new process:`,
  '',
  ...shown.map(
    (result) =>
      `- ${result.database}: run on ${new Date(result.startedAt).toISOString()}, ${format(result.inputs)} inputs (seeded in ${format(result.seedSeconds)} s), ` +
      `${result.runs.length} runs; 1-minute load average ${format(result.loadAtStart, 2)} before, ${format(result.loadAtEnd, 2)} after. Code: ${result.code}.`,
  ),
].join('\n');
const tableLines = [
  '| Database | Inputs exported | Export, runExport (s) | Baseline: same SQL + bare WorkbookWriter (s) | Ratio export ÷ baseline | Aim ≤ 1.2 | Export memory: RSS growth during the export, MB (peak RSS of the process) | < 200 MB | Baseline memory: growth, MB (peak) |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...shown.map(({ database, inputs: exported, runs }) => {
    const exportSeconds = runs.map((run) => run.export.ms / 1000);
    const baselineSeconds = runs.map((run) => run.baseline.ms / 1000);
    const ratios = runs.map((run) => run.ratio);
    const growth = runs.map((run) => run.export.memory.growthMb);
    const peak = runs.map((run) => run.export.memory.peakMb);
    const baseGrowth = runs.map((run) => run.baseline.memory.growthMb);
    const basePeak = runs.map((run) => run.baseline.memory.peakMb);
    const ratio = median(ratios);
    return (
      `| ${database} | ${format(exported)} | ${format(median(exportSeconds), 1)} (${spread(exportSeconds, 1)}) | ${format(median(baselineSeconds), 1)} (${spread(baselineSeconds, 1)}) | ` +
      `**${format(ratio, 2)}** (${spread(ratios, 2)}) | ${ratio <= TIME_AIM ? 'PASS' : 'MISS'} | **${format(median(growth))}** (${spread(growth)}; peak ${format(median(peak))}) | ` +
      `${Math.max(...growth) < MEMORY_LIMIT_MB ? 'PASS' : 'MISS'} | ${format(median(baseGrowth))} (${spread(baseGrowth)}; peak ${format(median(basePeak))}) |`
    );
  }),
];
const table = [setting, '', 'Medians of the runs, (min–max) of the runs; memory PASS when every run stays under the limit.', '', ...tableLines].join('\n');
console.log(`\n${table}`);

if (options.write) {
  writeReadmeTable(path.join(benchDir, 'README.md'), 'exports', 'bench/exports.mjs', table);
  const details = shown.map(({ database, inputs: exported, seedSeconds, runs }) =>
    [
      `### ${database}: ${format(exported)} inputs (seeded in ${format(seedSeconds, 1)} s)`,
      '',
      '| Run | Export (s) | Baseline (s) | Ratio | Export file (MB) | Baseline file (MB) | Export: RSS at start / peak (kernel, sampled) MB | Baseline: RSS at start / peak (kernel, sampled) MB |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...runs.map((run, index) => {
        const mem = (m) => `${format(m.startMb)} / ${format(m.kernelPeakMb ?? m.sampledPeakMb)}, ${format(m.sampledPeakMb)}`;
        return `| ${index + 1} | ${format(run.export.ms / 1000, 2)} | ${format(run.baseline.ms / 1000, 2)} | ${format(run.ratio, 2)} | ${format(run.export.bytes / 1e6, 1)} | ${format(run.baseline.bytes / 1e6, 1)} | ${mem(run.export.memory)} | ${mem(run.baseline.memory)} |`;
      }),
      '',
    ].join('\n'),
  );
  writeLatest(
    resultsDir,
    'exports',
    `# Exports (bench/exports.mjs)\n\n${table}\n\n## Every run\n\n${details.join('\n')}`,
    { cores: cpus.length, cpu: cpus[0]?.model.trim(), node: process.version, results: shown },
  );
  console.log('Written to bench/README.md and bench/results/exports-latest.{md,json}.');
}
