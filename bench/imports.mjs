#!/usr/bin/env node
// The import benchmark: importing 100,000 rows of one subject's inputs from an xlsx file through the
// app (POST /api/import, only valid rows, then the import job until done), as a ratio to a bare
// streaming read of the same file and one INSERT of the same rows into `inputs`, with the peak memory
// of each, on PGlite and on PostgreSQL. See bench/README.md, "Imports".
import { execFileSync } from 'node:child_process';
import { createReadStream, mkdtempSync, openAsBlob, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { createBenchDatabase, connectOptionsOf, databaseLabel, openPlain } from './lib/bench-database.mjs';
import { benchInputsDigest, BENCH_SIGNATURES, CONTRIBUTOR, PERIOD_COUNT, PERIODS, prepareSites, siteOf, SUBJECT_KEY } from './lib/bench-sites.mjs';
import { httpSession } from './lib/http-session.mjs';
import { watchMemory } from './lib/peak-memory.mjs';
import { installExitHandlers, onCleanup, startProcess } from './lib/processes.mjs';
import { withEarlierDatabases, writeLatest, writeReadmeTable } from './lib/results-files.mjs';
import { median } from './lib/stats.mjs';

const scriptPath = fileURLToPath(import.meta.url);
const benchDir = path.dirname(scriptPath);

const { values: options } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    databases: { type: 'string', default: 'pglite,postgres' },
    'postgres-url': { type: 'string' },
    write: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
    // One measurement, in a process of its own (the benchmark starts these itself).
    child: { type: 'string' },
  },
});

if (options.help) {
  console.log(`Usage: node bench/imports.mjs [options]
  --rows N              rows of the xlsx file: new inputs of ${SUBJECT_KEY}, N/${PERIOD_COUNT} new sites × ${PERIOD_COUNT} periods (default 100000)
  --runs N              runs per database; each run measures the import and the baseline, each in a new process (default 3)
  --databases LIST      pglite,postgres (default both)
  --postgres-url URL    server to create the benchmark's scratch database on (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
  --write               write the results table into bench/README.md and bench/results/imports-latest.{md,json}`);
  process.exit(0);
}

const ROWS = Number(options.rows);
const SITES = Math.ceil(ROWS / PERIOD_COUNT);
const RUNS = Number(options.runs);
const DATABASES = options.databases.split(',');
const POSTGRES_URL = options['postgres-url'] ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const AIM = 2;
/**
 * How often the benchmark asks for the import while it runs: every second, as the import screens do
 * (IMPORT_POLL_MS). The time is taken from the import's own `done` event, not from the poll that saw it, so the
 * polling's cadence adds no wait; asking ten times as often only loads the server (on PGlite, the thread the
 * import runs on) with reads no user makes.
 */
const POLL_MS = 1_000;
/** One measurement (a new process, the reset of the previous run's rows, the work) may take this long. */
const CHILD_TIMEOUT_MS = 12 * 60_000;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The app's reader's options (apps/server/src/platform/spreadsheets/sheet-reader.ts): the baseline reads as it does. */
const READER_OPTIONS = { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', worksheets: 'emit', entries: 'ignore' };
const CHOICES = [
  { key: 'ingot', en: 'Remelt ingots' },
  { key: 'billet', en: 'Extrusion billets' },
  { key: 'slab', en: 'Rolling slabs' },
  { key: 'wire_rod', en: 'Wire rod' },
];
const HEADER = ['Organisations', 'Period', 'Primary aluminium produced', 'Main cast product', 'Comment'];

const format = (value, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const spread = (values, digits = 0) => `${format(Math.min(...values), digits)}–${format(Math.max(...values), digits)}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The raw SQL of a measurement's process: the app's PGlite instance itself, or a connection of its own to PostgreSQL. */
async function rawQueryOf(database, handle) {
  if (database.kind === 'pglite') return { query: async (text, params) => (await handle.driver.client.query(text, params)).rows, close: async () => {} };
  return openPlain(database);
}

/**
 * Puts the database back as it was seeded: the rows an earlier measurement wrote (inputs of the bench
 * sites, their history, imports and the remembered mapping) deleted, then VACUUM ANALYZE, so every
 * measurement inserts into the same tables.
 */
async function resetImported(query, subjectId, dataDir) {
  await query('delete from input_history where input_id in (select id from inputs where subject_id = $1 and tag_signature like $2)', [subjectId, BENCH_SIGNATURES]);
  await query('delete from inputs where subject_id = $1 and tag_signature like $2', [subjectId, BENCH_SIGNATURES]);
  await query('delete from imports');
  await query('delete from import_mappings');
  await query('vacuum analyze inputs');
  await query('vacuum analyze input_history');
  rmSync(path.join(dataDir, 'files'), { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------------
// The two measurements, each run by a child process (`--child`), which writes its result to a file.

/** The import as a contributor does it: upload through the API, the job in this process, asked for until done. */
async function measureImport({ database, file, subjectId, resultFile }) {
  const { register } = await import('tsx/esm/api');
  register();
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/platform/config/config.ts');
  const { connectDatabase } = await import('../apps/server/src/platform/db/connect.ts');
  const { migrationsDir } = await import('../apps/server/src/platform/db/migrations-dir.ts');

  const handle = await connectDatabase({ ...connectOptionsOf(database), migrationsDir });
  const raw = await rawQueryOf(database, handle);
  await resetImported(raw.query, subjectId, database.dataDir);
  const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', LOG_LEVEL: 'error', DATA_DIR: database.dataDir, CLIENT: 'demo' });
  const app = await buildApp({ config, database: handle });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const session = httpSession(`http://127.0.0.1:${app.server.address().port}`);
  await session.signIn(CONTRIBUTOR);

  const memory = watchMemory();
  const started = performance.now();
  const startedAt = Date.now();
  const form = new FormData();
  form.set('subject', SUBJECT_KEY);
  form.set('dry_run', 'false');
  form.set('only_valid', 'true');
  form.set('file', await openAsBlob(file, { type: XLSX_TYPE }), 'inputs.xlsx');
  const created = await session.send('POST', '/api/import', { form });
  if (created.status !== 201) throw new Error(`POST /api/import answered ${created.status}: ${created.text}`);
  const uploadMs = performance.now() - started;
  const { id } = created.json().import;
  let answer;
  for (;;) {
    await sleep(POLL_MS);
    const shown = await session.send('GET', `/api/import/${id}`);
    if (shown.status !== 200) throw new Error(`GET /api/import/${id} answered ${shown.status}: ${shown.text}`);
    answer = shown.json().import;
    if (['done', 'failed', 'cancelled'].includes(answer.state)) break;
  }
  const mem = memory.stop();

  if (answer.state !== 'done') throw new Error(`the import ended ${answer.state}: ${answer.failure ?? ''} ${JSON.stringify(answer.errors).slice(0, 500)}`);
  const at = (event) => Date.parse(answer.history.find((entry) => entry.event === event).at);
  // From sending the upload to the import's `done` event (the server's clock is this process's).
  const ms = at('done') - startedAt;
  const jobMs = at('done') - at('started');
  const stored = await benchInputsDigest(raw.query, subjectId);
  const [{ history }] = await raw.query(
    `select count(*)::int as history from input_history h join inputs i on i.id = h.input_id where i.subject_id = $1 and i.tag_signature like $2`,
    [subjectId, BENCH_SIGNATURES],
  );
  writeFileSync(resultFile, JSON.stringify({ ms, uploadMs, jobMs, memory: mem, counts: answer.counts, stored, history }));
  await app.close();
  await raw.close();
  await handle.close();
}

/**
 * The baseline: the same file read with exceljs's streaming reader (as the app's reader opens it),
 * each row turned into the input the import would store (the site and the choice found by their
 * names, the search text built as the inputs service builds it), then ONE statement inserting every
 * row into `inputs` (the rows sent as one JSON document: a multi-row VALUES of 100,000 rows would need
 * more bound parameters than the protocol allows). No app: the driver alone.
 */
async function measureBaseline({ database, file, clientId, subjectId, userId, resultFile }) {
  const db = await openPlain(database);
  await resetImported(db.query, subjectId, database.dataDir);

  const memory = watchMemory();
  const started = performance.now();
  const sites = await db.query(`select key, name from tags where client_id = $1 and dimension = 'organisation' and depth = 2`, [clientId]);
  const siteByName = new Map(sites.map((site) => [site.name.en, site]));
  const [subject] = await db.query('select fields from subjects where id = $1', [subjectId]);
  const choiceByName = new Map(subject.fields.find((field) => field.id === 'main_product').choices.map((choice) => [choice.name.en, choice]));
  const rows = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(file), READER_OPTIONS);
  for await (const sheet of reader) {
    let header = true;
    for await (const row of sheet) {
      if (header) {
        header = false;
        continue;
      }
      const [, siteName, period, production, product, comment] = row.values;
      const site = siteByName.get(siteName);
      const choice = choiceByName.get(product);
      const values = { production, main_product: choice.key, ...(comment ? { comment } : {}) };
      const words = [site.key, site.name.en, site.name.fr, choice.key, choice.name.en, choice.name.fr, ...(comment ? [comment] : [])];
      const searchText = [...new Set(words.map((word) => word.trim().toLowerCase()).filter(Boolean))].join(' ');
      rows.push({ period: String(period), site: site.key, values, search_text: searchText });
    }
    break;
  }
  await db.query(
    `insert into inputs (client_id, subject_id, period, tags, tag_keys, tag_signature, values, not_applicable, state, lock_version, search_text, created_by_id, updated_by_id)
     select $1, $2, r.period, jsonb_build_object('organisation', r.site), array[r.site], 'organisation=' || r.site, r.values, '{}'::jsonb, 'submitted', 0,
            r.search_text, $3, $3
       from jsonb_to_recordset($4::text::jsonb) as r(period text, site text, values jsonb, search_text text)`,
    [clientId, subjectId, userId, JSON.stringify(rows)],
  );
  const ms = performance.now() - started;
  const mem = memory.stop();
  const stored = await benchInputsDigest(db.query, subjectId);
  writeFileSync(resultFile, JSON.stringify({ ms, memory: mem, rows: rows.length, stored }));
  await db.close();
}

if (options.child) {
  const payload = JSON.parse(options.child);
  await (payload.side === 'import' ? measureImport(payload) : measureBaseline(payload));
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------------
// The run: the file, then per database its setup and the measurements, alternating which goes first.

installExitHandlers();
const measuredCode = codeVersion();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-imports-run-'));
onCleanup(() => rmSync(workDir, { recursive: true, force: true }));

/** The file: ROWS rows, site after site, each site's periods in order; a comment on one row in ten. */
async function writeImportFile(file) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Inputs');
  sheet.addRow(HEADER).commit();
  for (let index = 0; index < ROWS; index++) {
    const n = Math.floor(index / PERIOD_COUNT) + 1;
    const periodIndex = index % PERIOD_COUNT;
    const production = 50_000 + ((n * 7919 + periodIndex * 613) % 450_000);
    const choice = CHOICES[(n + periodIndex) % CHOICES.length];
    const comment = (n + periodIndex) % 10 === 3 ? `Potline ${1 + (n % 4)} restarted in the spring` : null;
    sheet.addRow([siteOf(n).name.en, PERIODS[periodIndex], production, choice.en, comment]).commit();
  }
  sheet.commit();
  await workbook.commit();
}

const file = path.join(workDir, 'inputs.xlsx');
const fileStarted = performance.now();
await writeImportFile(file);
const fileSeconds = (performance.now() - fileStarted) / 1000;
const fileBytes = readFileSync(file).length;
console.log(`${format(ROWS)} rows written to ${file} (${format(fileBytes / 1e6, 1)} MB) in ${format(fileSeconds, 1)} s`);

const { register } = await import('tsx/esm/api');
register();
const { loadConfig } = await import('../apps/server/src/platform/config/config.ts');
const { connectDatabase } = await import('../apps/server/src/platform/db/connect.ts');
const { migrationsDir } = await import('../apps/server/src/platform/db/migrations-dir.ts');
const { seedConfiguredClient } = await import('../apps/server/src/seed-app.ts');

/** The migrations, the demo client with its accounts, the new sites and periods, the contributor acting for the root. */
async function setUp(database) {
  const handle = await connectDatabase({ ...connectOptionsOf(database), migrationsDir });
  const raw = await rawQueryOf(database, handle);
  try {
    const config = { ...loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', LOG_LEVEL: 'error', DATA_DIR: database.dataDir, CLIENT: 'demo', DEMO_PASSWORD: CONTRIBUTOR.password }), seedDemoAccounts: true };
    await seedConfiguredClient(handle.db, config);
    const ids = await prepareSites(raw.query, SITES);
    await raw.query('vacuum analyze');
    return { ...ids, label: await databaseLabel(database, raw.query) };
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
  const database = await createBenchDatabase(kind, { postgresUrl: POSTGRES_URL, prefix: 'bench-imports' });
  const databaseStartedAt = new Date();
  const loadBefore = os.loadavg()[0];
  try {
    const setUpStarted = performance.now();
    const ids = await setUp(database);
    console.log(`${ids.label}: demo client, ${format(SITES)} new sites, ${PERIOD_COUNT} periods; set up in ${format((performance.now() - setUpStarted) / 1000, 1)} s`);
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const measured = {};
      // Alternating which goes first, so a busy moment on the shared machine hits both sides.
      for (const side of run % 2 ? ['baseline', 'import'] : ['import', 'baseline']) {
        measured[side] = await inChild({ side, database, file, clientId: ids.clientId, subjectId: ids.subjectId, userId: ids.userId });
      }
      const { import: api, baseline } = measured;
      if (api.counts.created !== ROWS || api.counts.errors !== 0 || api.stored.count !== ROWS || api.history !== ROWS) {
        throw new Error(`the import created ${api.counts.created} of ${ROWS} rows (${api.counts.errors} errors, ${api.stored.count} stored, ${api.history} history rows)`);
      }
      if (baseline.stored.count !== ROWS || baseline.stored.digest !== api.stored.digest) {
        throw new Error(`the baseline stored other rows than the import: ${JSON.stringify(baseline.stored)} ≠ ${JSON.stringify(api.stored)}`);
      }
      runs.push({ import: api, baseline, ratio: api.ms / baseline.ms });
      console.log(
        `${ids.label}, run ${run + 1}: import ${format(api.ms / 1000, 2)} s (upload ${format(api.uploadMs / 1000, 2)} s, job ${format(api.jobMs / 1000, 2)} s), ` +
          `peak RSS ${format(api.memory.peakMb)} MB (+${format(api.memory.growthMb)}); baseline ${format(baseline.ms / 1000, 2)} s, ` +
          `peak RSS ${format(baseline.memory.peakMb)} MB (+${format(baseline.memory.growthMb)}); ratio ${format(api.ms / baseline.ms, 2)}; same rows stored`,
      );
    }
    results.push({ database: ids.label, kind, startedAt: databaseStartedAt, loadAtStart: loadBefore, loadAtEnd: os.loadavg()[0], code: measuredCode, rows: ROWS, sites: SITES, fileBytes, runs });
  } finally {
    await database.remove();
  }
}

/** The code measured: the commit, and whether the import's code differs from it. */
function codeVersion() {
  try {
    const git = (...args) => execFileSync('git', args, { cwd: benchDir, encoding: 'utf8' }).trim();
    const changed = git('status', '--porcelain', '--', '../apps/server/src', '../packages/shared/src') !== '';
    return `commit ${git('rev-parse', '--short', 'HEAD')}${changed ? ', with uncommitted changes in the server or shared code (the imports feature among them)' : ''}`;
  } catch {
    return 'commit unknown';
  }
}

const cpus = os.cpus();
const resultsDir = path.join(benchDir, 'results');
const shown = options.write ? withEarlierDatabases(resultsDir, 'imports', results, ['pglite', 'postgres']) : results;
const setting = [
  `${cpus.length} cores (${cpus[0]?.model.trim()}), Node ${process.version}. Each database's runs alternate the import and the baseline, each in a new process:`,
  '',
  ...shown.map(
    (result) =>
      `- ${result.database}: run on ${new Date(result.startedAt).toISOString()}, a file of ${format(result.rows)} rows (${format(result.sites)} new sites × ${PERIOD_COUNT} periods, ` +
      `${format(result.fileBytes / 1e6, 1)} MB), ${result.runs.length} runs; 1-minute load average ${format(result.loadAtStart, 2)} before, ${format(result.loadAtEnd, 2)} after. Code: ${result.code}.`,
  ),
].join('\n');
const tableLines = [
  '| Database | Rows | Import through the API, upload to done (s) | Baseline: streaming read + one INSERT (s) | Ratio import ÷ baseline | Aim ≤ 2 | Peak RSS, import process (MB; growth during the import) | Peak RSS, baseline process (MB; growth) |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...shown.map(({ database, rows, runs }) => {
    const api = runs.map((run) => run.import.ms / 1000);
    const baseline = runs.map((run) => run.baseline.ms / 1000);
    const ratios = runs.map((run) => run.ratio);
    const apiPeak = runs.map((run) => run.import.memory.peakMb);
    const apiGrowth = runs.map((run) => run.import.memory.growthMb);
    const basePeak = runs.map((run) => run.baseline.memory.peakMb);
    const baseGrowth = runs.map((run) => run.baseline.memory.growthMb);
    const ratio = median(ratios);
    return (
      `| ${database} | ${format(rows)} | ${format(median(api), 1)} (${spread(api, 1)}) | ${format(median(baseline), 1)} (${spread(baseline, 1)}) | ` +
      `**${format(ratio, 2)}** (${spread(ratios, 2)}) | ${ratio <= AIM ? 'PASS' : 'MISS'} | ${format(median(apiPeak))} (${spread(apiPeak)}; +${format(median(apiGrowth))}) | ` +
      `${format(median(basePeak))} (${spread(basePeak)}; +${format(median(baseGrowth))}) |`
    );
  }),
];
const table = [setting, '', 'Medians of the runs, (min–max) of the runs.', '', ...tableLines].join('\n');
console.log(`\n${table}`);

if (options.write) {
  writeReadmeTable(path.join(benchDir, 'README.md'), 'imports', 'bench/imports.mjs', table);
  const details = shown.map(({ database, runs }) =>
    [
      `### ${database}`,
      '',
      '| Run | Import (s) | of which upload answered (s) | job, started to done (s) | Baseline (s) | Ratio | Import: RSS at start / peak (kernel, sampled) MB | Baseline: RSS at start / peak (kernel, sampled) MB |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...runs.map((run, index) => {
        const mem = (m) => `${format(m.startMb)} / ${format(m.kernelPeakMb ?? m.sampledPeakMb)}, ${format(m.sampledPeakMb)}`;
        return `| ${index + 1} | ${format(run.import.ms / 1000, 2)} | ${format(run.import.uploadMs / 1000, 2)} | ${format(run.import.jobMs / 1000, 2)} | ${format(run.baseline.ms / 1000, 2)} | ${format(run.ratio, 2)} | ${mem(run.import.memory)} | ${mem(run.baseline.memory)} |`;
      }),
      '',
    ].join('\n'),
  );
  writeLatest(
    resultsDir,
    'imports',
    `# Imports (bench/imports.mjs)\n\n${table}\n\n## Every run\n\n${details.join('\n')}`,
    { cores: cpus.length, cpu: cpus[0]?.model.trim(), node: process.version, periods: PERIOD_COUNT, results: shown },
  );
  console.log('Written to bench/README.md and bench/results/imports-latest.{md,json}.');
}
