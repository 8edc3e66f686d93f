#!/usr/bin/env node
// The precalculation benchmark: a full precalculation of 200 indicators over 1,000,000 approved
// inputs on PostgreSQL, as a ratio to hand-written SQL aggregates computing the same figures on the
// same data (aim: at most 2×), and an incremental run after one approval, as a share of the full
// run's time (aim: under 1 %). See bench/README.md, section Precalculation.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { createScratchDatabase } from './lib/scratch-postgres.mjs';
import { median } from './lib/stats.mjs';

// The server is TypeScript source; tsx loads it as the dev server and the tests do, so what is
// measured is the service as it stands in the work tree.
register();
const { loadConfig } = await import('../apps/server/src/platform/config/config.ts');
const { connectDatabase } = await import('../apps/server/src/platform/db/connect.ts');
const { migrationsDir } = await import('../apps/server/src/platform/db/migrations-dir.ts');
const { seedConfiguredClient } = await import('../apps/server/src/seed-app.ts');
const { precalculate } = await import('../apps/server/src/features/indicators/precalculation/precalculation.service.ts');

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const resultsDir = path.join(benchDir, 'results');

const { values: options } = parseArgs({
  options: {
    inputs: { type: 'string', default: '1000000' },
    indicators: { type: 'string', default: '200' },
    runs: { type: 'string', default: '3' },
    'postgres-url': { type: 'string' },
    write: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (options.help) {
  console.log(`Usage: node bench/precalculation.mjs [options]
  --inputs N          approved inputs, spread over 10 subjects × 15 periods × sites and lines (default 1000000)
  --indicators N      indicators with a calculation (default 200)
  --runs N            repetitions of each measurement (default 3)
  --postgres-url URL  server to create the benchmark's (scratch, dropped at the end) database on (default postgres://postgres@127.0.0.1:5432/postgres)
  --write             write the results into bench/results/precalculation-latest.{md,json}`);
  process.exit(0);
}

const INPUTS = Number(options.inputs);
const INDICATORS = Number(options.indicators);
const RUNS = Number(options.runs);
const POSTGRES_URL = options['postgres-url'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const SUBJECT_COUNT = 10;
const PERIODS = Array.from({ length: 15 }, (_, index) => String(2010 + index));
const ORGANISATIONS = 20;
const SITES_PER_ORGANISATION = 15;
const SITES = ORGANISATIONS * SITES_PER_ORGANISATION;
const LINE_GROUPS = 4;
/** Site × line combinations each subject has per period, so the inputs add up to INPUTS. */
const COMBINATIONS = Math.ceil(INPUTS / (SUBJECT_COUNT * PERIODS.length));
const LINES = Math.max(LINE_GROUPS, Math.ceil(COMBINATIONS / SITES));
const ORG_DIMENSION = 'bench_org';
const LINE_DIMENSION = 'bench_line';
/** One input in a hundred gives "not applicable" for the second field instead of a value. */
const NOT_APPLICABLE_EVERY = 100;

const format = (value, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const spread = (values, digits = 0) => `${format(Math.min(...values), digits)}–${format(Math.max(...values), digits)}`;
const subjectKey = (index) => `bench_subject_${String(index).padStart(2, '0')}`;

/**
 * The 200 calculations: every kind (sum, average, ratio, latest) on each subject's two number fields,
 * crossed with four breakdowns (none; organisations, the sites' parents at depth 1; each site, the
 * inputs' own node; line groups at depth 1). A ratio's denominator is the next subject's first field.
 */
function calculationOf(index) {
  const kind = ['sum', 'average', 'ratio', 'latest'][index % 4];
  const subject = subjectKey(index % SUBJECT_COUNT);
  const field = Math.floor(index / SUBJECT_COUNT) % 2 === 0 ? 'amount' : 'headcount';
  const breakdown = [
    {},
    { breakdown: ORG_DIMENSION, breakdownDepth: 1 },
    { breakdown: ORG_DIMENSION },
    { breakdown: LINE_DIMENSION, breakdownDepth: 1 },
  ][Math.floor(index / 4) % 4];
  const calculation = { kind, subject, field, ...breakdown };
  if (kind === 'ratio') calculation.denominator = { subject: subjectKey((index + 1) % SUBJECT_COUNT), field: 'amount' };
  if (index % 7 === 0) calculation.scale = 0.001;
  return calculation;
}

/**
 * The data, set-based: the demo client as the app seeds it (its own indicators lose their
 * calculations, so a run computes exactly the benchmark's), two tag dimensions (20 organisations of
 * 15 sites; LINES production lines under 4 groups), 10 subjects with two number fields entered per
 * site and line, 15 periods (2010–2024), INPUTS approved inputs and INDICATORS indicators.
 */
async function seed(sql, db) {
  const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', LOG_LEVEL: 'error', DATA_DIR: os.tmpdir(), CLIENT: 'demo' });
  await seedConfiguredClient(db, config);
  const [client] = await sql.query(`select id from clients where name = 'demo'`);
  const clientId = client.id;
  await sql.query('update indicators set calculation = null where client_id = $1', [clientId]);

  // Two dimensions: root (depth 0) → groups (1) → leaves (2).
  const tree = async (dimension, groups, leavesPerGroup, groupPrefix, leafPrefix) => {
    await sql.query(
      `insert into tags (client_id, key, dimension, parent_id, depth, name, position) values ($1, $2, $2, null, 0, $3::text::jsonb, 0)`,
      [clientId, dimension, JSON.stringify({ en: dimension, fr: dimension })],
    );
    await sql.query(
      `insert into tags (client_id, key, dimension, parent_id, depth, name, position)
       select $1, $3 || lpad(g::text, 2, '0'), $2, root.id, 1, jsonb_build_object('en', $3 || g, 'fr', $3 || g), g
         from generate_series(1, $4::int) g join tags root on root.client_id = $1 and root.key = $2`,
      [clientId, dimension, groupPrefix, groups],
    );
    await sql.query(
      `insert into tags (client_id, key, dimension, parent_id, depth, name, position)
       select $1, $3 || lpad(n::text, 4, '0'), $2, parent.id, 2, jsonb_build_object('en', $3 || n, 'fr', $3 || n), n
         from generate_series(1, $5::int * $6::int) n
         join tags parent on parent.client_id = $1 and parent.key = $4 || lpad((1 + (n - 1) / $6::int)::text, 2, '0')`,
      [clientId, dimension, leafPrefix, groupPrefix, groups, leavesPerGroup],
    );
  };
  await tree(ORG_DIMENSION, ORGANISATIONS, SITES_PER_ORGANISATION, 'bench_org_', 'bench_site_');
  await tree(LINE_DIMENSION, LINE_GROUPS, Math.ceil(LINES / LINE_GROUPS), 'bench_group_', 'bench_line_');

  const [section] = await sql.query('select id from sections where client_id = $1 order by id limit 1', [clientId]);
  const numberField = (id, en, fr) => ({ id, type: 'number', name: { en, fr }, required: false, position: { en: 0, fr: 0 } });
  const [demoSubject] = await sql.query(`select fields from subjects where client_id = $1 and fields::text like '%"number"%' limit 1`, [clientId]);
  const template = demoSubject.fields.find((field) => field.type === 'number') ?? numberField('x', 'x', 'x');
  const fields = [
    { ...template, id: 'amount', name: { en: 'Amount', fr: 'Montant' } },
    { ...template, id: 'headcount', name: { en: 'Headcount', fr: 'Effectif' } },
  ];
  await sql.query(
    `insert into subjects (client_id, section_id, key, name, fields, tag_dimensions, periods, approval_levels, position)
     select $1, $2, 'bench_subject_' || lpad(s::text, 2, '0'), jsonb_build_object('en', 'Subject ' || s, 'fr', 'Sujet ' || s),
            $3::text::jsonb, $4::text::jsonb, $5::text::jsonb, 1, 100 + s
       from generate_series(0, $6::int - 1) s`,
    [
      clientId,
      section.id,
      JSON.stringify(fields),
      JSON.stringify([{ dimension: ORG_DIMENSION, depth: 2 }, { dimension: LINE_DIMENSION, depth: 2 }]),
      JSON.stringify(PERIODS),
      SUBJECT_COUNT,
    ],
  );

  // Each subject and period: COMBINATIONS (site, line) pairs, each site in turn, so the rows cover
  // every site; the values are stable pseudo-random integers (sums are then exact on both sides).
  await sql.query(
    `insert into inputs (client_id, subject_id, period, tags, tag_keys, tag_signature, values, not_applicable, state)
     select $1, s.id, p.period,
            jsonb_build_object($2::text, site, $3::text, line),
            array[site, line],
            $3 || '=' || line || ';' || $2 || '=' || site,
            case when na then jsonb_build_object('amount', 100 + h % 9900)
                 else jsonb_build_object('amount', 100 + h % 9900, 'headcount', 1 + (h / 9900) % 500) end,
            case when na then '{"headcount": "Site closed for the year"}'::jsonb else '{}'::jsonb end,
            'approved'
       from subjects s
       cross join generate_series(0, $4::int - 1) c
       cross join jsonb_array_elements_text($5::text::jsonb) as p(period)
       cross join lateral (select 'bench_site_' || lpad((1 + c % $6::int)::text, 4, '0') as site,
                                  'bench_line_' || lpad((1 + c / $6::int)::text, 4, '0') as line,
                                  abs(hashtext(s.key || '/' || c || '/' || p.period)) as h) picked
       cross join lateral (select h % $7::int = 0 as na) marked
      where s.client_id = $1 and s.key like 'bench_subject_%'`,
    [clientId, ORG_DIMENSION, LINE_DIMENSION, COMBINATIONS, JSON.stringify(PERIODS), SITES, NOT_APPLICABLE_EVERY],
  );
  await sql.query(
    `insert into indicators (client_id, key, section, subsection, type, path, name, calculation, position)
     select $1, 'bench_indicator_' || lpad(n::text, 3, '0'), 'bench', 'bench', 'chart', 'bench/bench/indicator_' || n,
            jsonb_build_object('en', 'Indicator ' || n, 'fr', 'Indicateur ' || n), (($2::text::jsonb) -> n), 1000 + n
       from generate_series(0, $3::int - 1) n`,
    [clientId, JSON.stringify(Array.from({ length: INDICATORS }, (_, index) => calculationOf(index))), INDICATORS],
  );
  await sql.query('vacuum analyze');
  const [{ count }] = await sql.query(
    `select count(*)::int as count from inputs i join subjects s on s.id = i.subject_id where s.key like 'bench_subject_%' and i.state = 'approved' and i.deleted_at is null`,
  );
  return { clientId, inputCount: count };
}

/**
 * The baseline: for each indicator, one hand-written SQL statement that computes its figures from the
 * same inputs (approved, live) and returns them: per period (and breakdown node) the value and the
 * not-applicable count the service writes. `latest` keeps each node's most recent period with a value;
 * a ratio's rows are where either side has a value, null where a side is missing or the denominator is 0.
 */
function baselineStatement(calculation) {
  const node = (() => {
    if (calculation.breakdown === undefined) return { select: 'null::text', join: '' };
    const dimension = calculation.breakdown;
    // The tree here has leaves at depth 2; depth 1 is their parent (the service walks up in general).
    const join = `join tags t on t.client_id = i.client_id and t.key = i.tags->>'${dimension}' and t.dimension = '${dimension}'
                  left join tags parent on parent.id = t.parent_id`;
    if (calculation.breakdownDepth === undefined) return { select: 't.key', join };
    return { select: `case when t.depth = ${calculation.breakdownDepth} then t.key when t.depth = ${calculation.breakdownDepth + 1} then parent.key end`, join };
  })();
  const side = (operand) => `
    select i.period, ${node.select} as node,
           sum((i.values->>'${operand.field}')::numeric) filter (where jsonb_typeof(i.values->'${operand.field}') = 'number' and not i.not_applicable ? '${operand.field}') as total,
           count(*) filter (where jsonb_typeof(i.values->'${operand.field}') = 'number' and not i.not_applicable ? '${operand.field}') as counted,
           count(*) filter (where i.not_applicable ? '${operand.field}') as not_applicable
      from inputs i join subjects s on s.id = i.subject_id ${node.join}
     where i.client_id = $1 and s.client_id = $1 and s.key = '${operand.subject}' and i.state = 'approved' and i.deleted_at is null
     group by 1, 2`;
  const scale = calculation.scale ?? 1;
  const breakdownKept = calculation.breakdown === undefined ? '' : ' and node is not null';
  switch (calculation.kind) {
    case 'sum':
      return `select period, node, total * ${scale} as value, not_applicable from (${side(calculation)}) cells where counted > 0${breakdownKept}`;
    case 'average':
      return `select period, node, total / counted * ${scale} as value, not_applicable from (${side(calculation)}) cells where counted > 0${breakdownKept}`;
    case 'latest':
      return `select distinct on (node) period, node, total * ${scale} as value, not_applicable
                from (${side(calculation)}) cells where counted > 0${breakdownKept} order by node, period desc`;
    case 'ratio':
      return `select coalesce(n.period, d.period) as period, coalesce(n.node, d.node) as node,
                     case when n.counted > 0 and d.counted > 0 and d.total <> 0 then n.total / d.total * ${scale} end as value,
                     coalesce(n.not_applicable, 0) + coalesce(d.not_applicable, 0) as not_applicable
                from (${side(calculation)}) n full join (${side(calculation.denominator)}) d on d.period = n.period and d.node is not distinct from n.node
               where (coalesce(n.counted, 0) > 0 or coalesce(d.counted, 0) > 0)${breakdownKept.replace('node', 'coalesce(n.node, d.node)')}`;
  }
  throw new Error(`unknown kind ${calculation.kind}`);
}

/** Runs every indicator's baseline statement, one after the other; the figures by indicator key. */
async function runBaseline(pool, clientId, indicators) {
  const figures = new Map();
  for (const indicator of indicators) {
    const { rows } = await pool.query(baselineStatement(indicator.calculation), [clientId]);
    figures.set(indicator.key, rows);
  }
  return figures;
}

/** What the service published, by indicator key, in the baseline's shape. */
async function publishedFigures(pool, clientId, breakdownOf) {
  const { rows } = await pool.query(
    `select i.key, v.period, v.tags, v.value, v.not_applicable_count
       from indicator_values v join indicators i on i.id = v.indicator_id where i.client_id = $1 and i.key like 'bench_indicator_%'`,
    [clientId],
  );
  const figures = new Map();
  for (const row of rows) {
    const breakdown = breakdownOf.get(row.key);
    const list = figures.get(row.key) ?? [];
    list.push({ period: row.period, node: breakdown === undefined ? null : (row.tags[breakdown] ?? null), value: row.value, not_applicable: row.not_applicable_count });
    figures.set(row.key, list);
  }
  return figures;
}

/** The service's figures and the baseline's, indicator by indicator: the same rows, values equal to 1e-9. */
function compareFigures(service, baseline) {
  let rows = 0;
  const cellKey = (row) => `${row.period}|${row.node ?? ''}`;
  for (const [key, expected] of baseline) {
    const got = new Map((service.get(key) ?? []).map((row) => [cellKey(row), row]));
    if (got.size !== expected.length) throw new Error(`${key}: the service has ${got.size} rows, the SQL ${expected.length}`);
    for (const row of expected) {
      const mine = got.get(cellKey(row));
      if (!mine) throw new Error(`${key}: no row for ${cellKey(row)} in the service's values`);
      const a = mine.value === null ? null : Number(mine.value);
      const b = row.value === null ? null : Number(row.value);
      const equal = a === b || (a !== null && b !== null && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b)));
      if (!equal || Number(mine.not_applicable) !== Number(row.not_applicable)) {
        throw new Error(`${key} ${cellKey(row)}: service ${a} (n/a ${mine.not_applicable}), SQL ${b} (n/a ${row.not_applicable})`);
      }
      rows += 1;
    }
  }
  return rows;
}

async function timed(work) {
  const started = performance.now();
  const answer = await work();
  return { ms: performance.now() - started, answer };
}

/** The code measured: the commit, and whether the precalculation's source differs from it. */
function codeVersion() {
  try {
    const git = (...args) => execFileSync('git', args, { cwd: benchDir, encoding: 'utf8' }).trim();
    const changed = git('status', '--porcelain', '--', '../apps/server/src/features/indicators') !== '';
    return `commit ${git('rev-parse', '--short', 'HEAD')}${changed ? ' with uncommitted changes in the indicators feature' : ''}`;
  } catch {
    return 'commit unknown';
  }
}

const startedAt = new Date();
const loadAtStart = os.loadavg()[0];
const measuredCode = codeVersion();
const scratch = await createScratchDatabase(POSTGRES_URL, 'bench_precalculation');
const handle = await connectDatabase({ databaseUrl: scratch.url, dataDir: '', migrationsDir });
const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
const sql = { query: async (text, params) => (await pool.query(text, params)).rows };
let results;
try {
  const version = (await pool.query('show server_version')).rows[0].server_version.split(' ')[0];
  const setUpStarted = performance.now();
  const { clientId, inputCount } = await seed(sql, handle.db);
  const indicators = await sql.query(`select key, calculation from indicators where client_id = $1 and calculation is not null order by id`, [clientId]);
  const breakdownOf = new Map(indicators.map((indicator) => [indicator.key, indicator.calculation.breakdown]));
  const [{ tags: tagCount }] = await sql.query(`select count(*)::int as tags from tags where client_id = $1 and dimension like 'bench_%'`, [clientId]);
  console.log(
    `PostgreSQL ${version}: ${format(inputCount)} approved inputs (${SUBJECT_COUNT} subjects × ${PERIODS.length} periods × ${format(COMBINATIONS)} site-line pairs), ` +
      `${format(tagCount)} tags, ${indicators.length} indicators; set up in ${format((performance.now() - setUpStarted) / 1000, 1)} s`,
  );

  // The first full run writes into empty tables; it is reported on its own, not in the ratio.
  const first = await timed(() => precalculate(handle.db, clientId));
  if (first.answer.errors.length > 0) throw new Error(`the first run failed for ${JSON.stringify(first.answer.errors.slice(0, 3))}`);
  const [{ dependencies }] = await sql.query('select count(*)::int as dependencies from indicator_dependencies');
  console.log(`first full run (empty tables): ${format(first.ms / 1000, 2)} s, ${format(first.answer.valuesTouched)} values, ${format(dependencies)} dependency rows`);
  // What autovacuum would soon do on a live database: the first run's millions of new rows get their
  // visibility set once, here, rather than during the first measured run.
  const vacuum = await timed(() => sql.query('vacuum analyze indicator_dependencies, indicator_values'));
  console.log(`vacuum analyze of the new rows: ${format(vacuum.ms / 1000, 1)} s`);

  const full = [];
  for (let run = 0; run < RUNS; run++) {
    // Alternating which goes first, so a busy moment on the shared machine hits both sides.
    const order = run % 2 ? ['baseline', 'service'] : ['service', 'baseline'];
    const times = {};
    let figures;
    let summary;
    for (const side of order) {
      if (side === 'service') {
        const measured = await timed(() => precalculate(handle.db, clientId));
        summary = measured.answer;
        times.service = measured.ms;
      } else {
        const measured = await timed(() => runBaseline(pool, clientId, indicators));
        figures = measured.answer;
        times.baseline = measured.ms;
      }
    }
    if (summary.errors.length > 0 || summary.indicatorsTouched !== indicators.length) throw new Error(`full run: ${JSON.stringify(summary).slice(0, 300)}`);
    const compared = compareFigures(await publishedFigures(pool, clientId, breakdownOf), figures);
    full.push({ ...times, ratio: times.service / times.baseline, comparedRows: compared, valuesTouched: summary.valuesTouched, load: os.loadavg()[0] });
    console.log(
      `full run ${run + 1}: service ${format(times.service / 1000, 2)} s, SQL ${format(times.baseline / 1000, 2)} s, ratio ${format(times.service / times.baseline, 2)}; ` +
        `${format(compared)} values equal on both sides; load ${format(os.loadavg()[0], 2)}`,
    );
  }

  // One input of the first subject: put back to submitted (and the figures brought up to date, not
  // timed), then approved with a new amount, and the incremental run with its id timed.
  const [changed] = await sql.query(
    `select i.id, (i.values->>'amount')::int as amount from inputs i join subjects s on s.id = i.subject_id
      where s.client_id = $1 and s.key = $2 and i.period = $3 and i.not_applicable = '{}'::jsonb order by i.id limit 1`,
    [clientId, subjectKey(0), PERIODS.at(-1)],
  );
  const readers = indicators.filter((indicator) => [indicator.calculation.subject, indicator.calculation.denominator?.subject].includes(subjectKey(0))).length;
  const incremental = [];
  for (let run = 0; run < RUNS; run++) {
    await sql.query(`update inputs set state = 'submitted' where id = $1`, [changed.id]);
    await precalculate(handle.db, clientId, { inputIds: [changed.id] });
    await sql.query(`update inputs set state = 'approved', values = jsonb_set(values, '{amount}', to_jsonb($2::int)) where id = $1`, [changed.id, changed.amount + run + 1]);
    const measured = await timed(() => precalculate(handle.db, clientId, { inputIds: [changed.id] }));
    if (measured.answer.errors.length > 0 || measured.answer.indicatorsTouched !== readers || measured.answer.valuesTouched === 0) {
      throw new Error(`incremental run: ${JSON.stringify(measured.answer).slice(0, 300)}`);
    }
    incremental.push({ ms: measured.ms, indicatorsTouched: measured.answer.indicatorsTouched, valuesTouched: measured.answer.valuesTouched, load: os.loadavg()[0] });
    console.log(`incremental run ${run + 1}: ${format(measured.ms, 0)} ms, ${measured.answer.indicatorsTouched} indicators, ${measured.answer.valuesTouched} values changed`);
  }
  // The incremental runs left the figures a full computation gives.
  const check = compareFigures(await publishedFigures(pool, clientId, breakdownOf), await runBaseline(pool, clientId, indicators));
  console.log(`after the incremental runs: ${format(check)} values equal to the SQL's`);

  results = { version, inputCount, tagCount, indicators: indicators.length, dependencies, first: { ms: first.ms, valuesTouched: first.answer.valuesTouched }, full, incremental, readers };
} finally {
  await pool.end();
  await handle.close();
  await scratch.drop();
}

const fullMedian = median(results.full.map((run) => run.service));
const ratios = results.full.map((run) => run.ratio);
const shares = results.incremental.map((run) => run.ms / fullMedian);
const cpus = os.cpus();
const setting =
  `Run on ${startedAt.toISOString()}: ${cpus.length} cores (${cpus[0]?.model.trim()}), Node ${process.version}, PostgreSQL ${results.version} (local, default settings); ` +
  `${format(results.inputCount)} approved inputs (${SUBJECT_COUNT} subjects, ${PERIODS.length} periods, ${SITES} sites under ${ORGANISATIONS} organisations × ${LINES} lines), ` +
  `${results.indicators} indicators, ${format(results.dependencies)} dependency rows; ${RUNS} runs; 1-minute load average ${format(loadAtStart, 2)} at start, ` +
  `${format(os.loadavg()[0], 2)} at the end. Code: ${measuredCode}.`;
const service = results.full.map((run) => run.service / 1000);
const baseline = results.full.map((run) => run.baseline / 1000);
const incrementalMs = results.incremental.map((run) => run.ms);
const table = [
  setting,
  '',
  '| Figure | Median (runs: min–max) | Aim | Result |',
  '| --- | --- | --- | --- |',
  `| Full run, service (s) | ${format(median(service), 2)} (${spread(service, 2)}) | | |`,
  `| Hand-written SQL, one statement per indicator (s) | ${format(median(baseline), 2)} (${spread(baseline, 2)}) | | |`,
  `| Full run ÷ SQL | ${format(median(ratios), 2)} (${spread(ratios, 2)}) | ≤ 2 | ${median(ratios) <= 2 ? 'met' : 'missed'} |`,
  `| Incremental run after one approval (ms; ${results.readers} indicators read its subject) | ${format(median(incrementalMs), 0)} (${spread(incrementalMs, 0)}) | | |`,
  `| Incremental ÷ full run (median) | ${format(median(shares) * 100, 2)} % (${spread(shares.map((share) => share * 100), 2)} %) | < 1 % | ${median(shares) < 0.01 ? 'met' : 'missed'} |`,
  `| First full run, empty value and dependency tables (s, once) | ${format(results.first.ms / 1000, 2)} | | |`,
].join('\n');
console.log(`\n${table}`);

if (options.write) {
  mkdirSync(resultsDir, { recursive: true });
  const runsTable = [
    '| Run | Service (s) | SQL (s) | Ratio | Values compared | Load |',
    '| --- | --- | --- | --- | --- | --- |',
    ...results.full.map((run, index) => `| ${index + 1} | ${format(run.service / 1000, 2)} | ${format(run.baseline / 1000, 2)} | ${format(run.ratio, 2)} | ${format(run.comparedRows)} | ${format(run.load, 2)} |`),
    '',
    '| Incremental run | Time (ms) | Share of the full run (median) | Indicators | Values changed | Load |',
    '| --- | --- | --- | --- | --- | --- |',
    ...results.incremental.map((run, index) => `| ${index + 1} | ${format(run.ms, 0)} | ${format((run.ms / fullMedian) * 100, 2)} % | ${run.indicatorsTouched} | ${run.valuesTouched} | ${format(run.load, 2)} |`),
  ].join('\n');
  writeFileSync(path.join(resultsDir, 'precalculation-latest.md'), `# Precalculation (bench/precalculation.mjs)\n\n${table}\n\n## Every run\n\n${runsTable}\n`);
  writeFileSync(
    path.join(resultsDir, 'precalculation-latest.json'),
    `${JSON.stringify({ startedAt, cores: cpus.length, cpu: cpus[0]?.model.trim(), node: process.version, loadAtStart, loadAtEnd: os.loadavg()[0], code: measuredCode, options: { inputs: INPUTS, indicators: INDICATORS, runs: RUNS }, ...results }, null, 2)}\n`,
  );
  console.log('Written to bench/results/precalculation-latest.{md,json}.');
}
