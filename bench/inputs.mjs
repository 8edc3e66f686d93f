#!/usr/bin/env node
// The data-collection benchmark (issue "Data collection and approval", quality bar): listing,
// filtering and paging one subject's inputs among 100,000, and approving 1,000 inputs in one call,
// through the real app over a socket, each as a ratio to plain SQL doing the same work on the same
// database, on PGlite and on PostgreSQL. See bench/README.md, "Data collection: inputs".
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { createScratchDatabase } from './lib/scratch-postgres.mjs';
import { median } from './lib/stats.mjs';

// The server is TypeScript source; tsx loads it as the dev server and the tests do.
register();
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/platform/config/config.ts');
const { connectDatabase } = await import('../apps/server/src/platform/db/connect.ts');
const { migrationsDir } = await import('../apps/server/src/platform/db/migrations-dir.ts');
const { seedConfiguredClient } = await import('../apps/server/src/seed-app.ts');
const { tagKeysOf, tagSignatureOf } = await import('../apps/server/src/features/data-collection/entry/input-tags.ts');
const { searchTextOf } = await import('../apps/server/src/features/data-collection/entry/search-text.ts');

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const readmePath = path.join(benchDir, 'README.md');
const resultsDir = path.join(benchDir, 'results');

const { values: options } = parseArgs({
  options: {
    inputs: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '5' },
    iterations: { type: 'string', default: '15' },
    'approve-iterations': { type: 'string', default: '7' },
    'approve-count': { type: 'string', default: '1000' },
    databases: { type: 'string', default: 'pglite,postgres' },
    'postgres-url': { type: 'string' },
    write: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (options.help) {
  console.log(`Usage: node bench/inputs.mjs [options]
  --inputs N               inputs of the measured subject, as 50 periods × N/50 sites (default 100000)
  --runs N                 runs per database; each run times every workload (default 5)
  --iterations N           timed requests per list workload and run, API and SQL alternating (default 15 each)
  --approve-iterations N   timed approve calls per run, API and SQL alternating, states reset before each (default 7 each)
  --approve-count N        inputs per approve call (default 1000, the API's bulk limit)
  --databases LIST         pglite,postgres (default both)
  --postgres-url URL       server to create the benchmark's database on (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
  --write                  write the results table into bench/README.md and bench/results/inputs-latest.{md,json}`);
  process.exit(0);
}

const PERIOD_COUNT = 50;
const INPUTS = Number(options.inputs);
const SITES = Math.ceil(INPUTS / PERIOD_COUNT);
const RUNS = Number(options.runs);
const ITERATIONS = Number(options.iterations);
const APPROVE_ITERATIONS = Number(options['approve-iterations']);
const APPROVE_COUNT = Number(options['approve-count']);
const DATABASES = options.databases.split(',');
const POSTGRES_URL = options['postgres-url'] ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The demo subject entered per smelter (depth 2 of the organisation tree), with two approval levels. */
const SUBJECT_KEY = 'aluminium_production';
const APPROVER = { email: 'approver@example.org', password: 'DemoPass2024' };
/** 1973–2022: the demo's open period stays the last one. */
const PERIODS = Array.from({ length: PERIOD_COUNT }, (_, index) => String(2022 - PERIOD_COUNT + 1 + index));
const OPEN_PERIOD = PERIODS.at(-1);
const APPROVE_PERIOD = PERIODS.at(-2);
/** Sites are named after one of twenty towns, so a search for a town matches one site in twenty. */
const TOWNS = ['Rimouski', 'Sherbrooke', 'Gatineau', 'Saguenay', 'Drummondville', 'Granby', 'Joliette', 'Matane', 'Rouyn-Noranda', "Val-d'Or",
  'Victoriaville', 'Magog', 'Amos', 'Roberval', 'Dolbeau', 'Chibougamau', 'Gaspé', 'Lévis', 'Thetford', 'Valleyfield'];
const PRODUCERS = ['boreal', 'laurentide', 'saint_laurent'];
const SEARCHED_TOWN = 'rimouski';

/** The list workloads: the query string the screen sends. */
const LIST_WORKLOADS = [
  { key: 'period', label: `List: one period (${OPEN_PERIOD}), page 1 of 50`, query: { period: OPEN_PERIOD, page: 1, per_page: 50 } },
  { key: 'filter', label: `Filter: state submitted and search "${SEARCHED_TOWN}", all periods, page 1 of 50`, query: { state: 'submitted', q: SEARCHED_TOWN, page: 1, per_page: 50 } },
  { key: 'deep', label: 'Deep page: no filter (all periods), page 100 of 50', query: { page: 100, per_page: 50 } },
];
const APPROVE_LABEL = `Approve ${APPROVE_COUNT.toLocaleString('en-US')} pre-approved inputs of ${APPROVE_PERIOD} in one call`;

const format = (value, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const spread = (values, digits = 0) => `${format(Math.min(...values), digits)}–${format(Math.max(...values), digits)}`;
/** Integers as a PostgreSQL array literal, bound as text: the same on node-postgres and PGlite. */
const intArray = (values) => `{${values.join(',')}}`;

/**
 * The database under test: a new PGlite folder (as `npm start` uses), or a new database on the
 * PostgreSQL server. `sql` runs plain statements through the same driver the app uses, outside the app.
 */
async function openDatabase(kind) {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-inputs-'));
    const handle = await connectDatabase({ databaseUrl: undefined, dataDir, migrationsDir });
    const client = handle.driver.client;
    const runner = (target) => ({ query: async (text, params) => (await target.query(text, params)).rows });
    return {
      handle,
      label: `PGlite (PostgreSQL ${(await client.query('show server_version')).rows[0].server_version}, folder)`,
      dataDir,
      sql: runner(client),
      /** PGlite's transaction holds its one connection, so the app's job runner cannot slip a statement in. */
      transaction: (work) => client.transaction((tx) => work(runner(tx))),
      async close() {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const scratch = await createScratchDatabase(POSTGRES_URL, 'bench_inputs');
  const handle = await connectDatabase({ databaseUrl: scratch.url, dataDir: '', migrationsDir });
  // Two connections, as the app's count and page queries run side by side on its pool.
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  const version = (await pool.query('show server_version')).rows[0].server_version;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-inputs-'));
  return {
    handle,
    label: `PostgreSQL ${version.split(' ')[0]} (local)`,
    dataDir,
    sql: { query: async (text, params) => (await pool.query(text, params)).rows },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({ query: async (text, params) => (await client.query(text, params)).rows });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
      await scratch.drop();
    },
  };
}

/**
 * The measured subject's inputs, set-based: SITES new smelters under the three producers (named
 * after TOWNS), each with an input for every one of the 50 periods, stored as the inputs service
 * stores them (tags, tag_keys, tag_signature, search_text, author) with a creation row in the
 * history. States are mixed (mostly approved, the rest draft, submitted, pre-approved, refused),
 * a dropdown value on each, a comment on one in ten, a justification on one in twenty.
 */
async function seedInputs(sql) {
  const [client] = await sql.query(`select id from clients where name = 'demo'`);
  const [subject] = await sql.query('select id, fields from subjects where client_id = $1 and key = $2', [client.id, SUBJECT_KEY]);
  const choices = subject.fields.find((field) => field.id === 'main_product').choices.map((choice) => ({ key: choice.key, en: choice.name.en, fr: choice.name.fr }));
  const authors = await sql.query(
    `select u.id, t.key as organisation from users u join user_tags ut on ut.user_id = u.id join tags t on t.id = ut.tag_id
      where u.client_id = $1 and u.email in ('contributor@example.org', 'contributor2@example.org')`,
    [client.id],
  );
  const [fallbackAuthor] = await sql.query(`select id from users where client_id = $1 and email = 'admin@example.org'`, [client.id]);
  const authorOf = Object.fromEntries(PRODUCERS.map((producer) => [producer, authors.find((row) => row.organisation === producer)?.id ?? fallbackAuthor.id]));

  await sql.query('update subjects set periods = $1::text::jsonb where id = $2', [JSON.stringify(PERIODS), subject.id]);
  await sql.query(
    `insert into tags (client_id, key, dimension, parent_id, depth, name, position)
     select $1, 'bench_site_' || lpad(n::text, 5, '0'), 'organisation', parent.id, 2,
            jsonb_build_object('en', town || ' plant ' || n, 'fr', 'Usine ' || n || ' de ' || town), 100 + n
       from generate_series(1, $2::int) n
       cross join lateral (select ($3::text::jsonb) ->> (n % jsonb_array_length($3::text::jsonb)) as town,
                                  ($4::text::jsonb) ->> (n % jsonb_array_length($4::text::jsonb)) as producer) picked
       join tags parent on parent.client_id = $1 and parent.key = picked.producer`,
    [client.id, SITES, JSON.stringify(TOWNS), JSON.stringify(PRODUCERS)],
  );
  await sql.query(
    `insert into inputs (client_id, subject_id, period, tags, tag_keys, tag_signature, values, not_applicable, state, lock_version,
                         justification, refusal_reason, search_text, created_by_id, updated_by_id)
     select $1, $2, period, jsonb_build_object('organisation', site.key), array[site.key], 'organisation=' || site.key,
            jsonb_build_object('production', 50000 + (site_number * 7919 + period_number * 613) % 450000, 'main_product', choice->>'key')
              || case when mix % 10 = 3 then '{"comment": "Potline maintenance in the spring"}'::jsonb else '{}'::jsonb end,
            '{}'::jsonb, state, 0,
            case when mix % 20 = 7 then 'Production moved with the restart of a potline' end,
            case when state = 'refused' then 'Check the tonnage against the monthly reports' end,
            lower(concat_ws(' ', site.key, site.name->>'en', site.name->>'fr', choice->>'key', choice->>'en', choice->>'fr',
                            case when mix % 10 = 3 then 'Potline maintenance in the spring' end)),
            author, author
       from (select t.key, t.name, ($5::text::jsonb ->> p.key)::int as author, row_number() over (order by t.key) as site_number
               from tags t join tags p on p.id = t.parent_id
              where t.client_id = $1 and t.key like 'bench_site_%') site
       cross join lateral (select period, ordinality as period_number from jsonb_array_elements_text($3::text::jsonb) with ordinality as periods(period)) periods
       -- A stable pseudo-random number per input (0–99) picks its state, choice, comment and justification.
       cross join lateral (select (hashtext(site.key || '/' || period)::bigint % 100 + 100) % 100 as mix) mixed
       cross join lateral (select ($4::text::jsonb) -> (mix % jsonb_array_length($4::text::jsonb))::int as choice,
                                  case when mix < 60 then 'approved' when mix < 75 then 'submitted' when mix < 85 then 'preapproved'
                                       when mix < 93 then 'refused' else 'draft' end as state) picked`,
    [client.id, subject.id, JSON.stringify(PERIODS), JSON.stringify(choices), JSON.stringify(authorOf)],
  );
  await sql.query(
    `insert into input_history (input_id, action, from_state, to_state, changes, lock_version, user_id)
     select id, 'created', null, state, '{}'::jsonb, 0, created_by_id from inputs where subject_id = $1 and tag_signature like 'organisation=bench_site_%'`,
    [subject.id],
  );
  const [{ count }] = await sql.query('select count(*)::int as count from inputs where subject_id = $1 and deleted_at is null', [subject.id]);
  return { clientId: client.id, subjectId: subject.id, fields: subject.fields, inputCount: count };
}

/** A sample of the seeded rows checked against the service's own functions, so the set-based SQL stores what the service would. */
async function checkSeededRows(sql, subject) {
  const [{ dimensions }] = await sql.query('select tag_dimensions as dimensions from subjects where id = $1', [subject.subjectId]);
  const rows = await sql.query(
    `select i.tags, i.tag_keys, i.tag_signature, i.values, i.search_text, t.key, t.name
       from inputs i join tags t on t.key = i.tag_keys[1] and t.client_id = i.client_id
      where i.subject_id = $1 and i.tag_signature like 'organisation=bench_site_%' and i.id % 499 = 0`,
    [subject.subjectId],
  );
  if (rows.length < 10) throw new Error(`only ${rows.length} seeded rows to check`);
  for (const row of rows) {
    // Values in the form's field order, as the screens send them.
    const values = Object.fromEntries(subject.fields.filter((field) => field.id in row.values).map((field) => [field.id, row.values[field.id]]));
    const expected = {
      tag_keys: tagKeysOf(row.tags, dimensions),
      tag_signature: tagSignatureOf(row.tags),
      search_text: searchTextOf([{ key: row.key, name: row.name }], subject.fields, values),
    };
    const stored = { tag_keys: row.tag_keys, tag_signature: row.tag_signature, search_text: row.search_text };
    if (!isDeepStrictEqual(stored, expected)) throw new Error(`seeded input differs from the service's: ${JSON.stringify({ stored, expected })}`);
  }
  return rows.length;
}

/** A browser-like HTTP caller over one keep-alive connection: the session cookie and the CSRF token, no compression asked for. */
function httpCaller(origin) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const cookies = new Map();
  let csrfToken = '';
  const send = (method, pathname, body) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const request = http.request(
        `${origin}${pathname}`,
        {
          method,
          agent,
          headers: {
            accept: 'application/json',
            'accept-encoding': 'identity',
            cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
            ...(method === 'GET' ? {} : { 'x-csrf-token': csrfToken }),
            ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            for (const line of [response.headers['set-cookie'] ?? []].flat()) {
              const [pair] = line.split(';');
              const at = pair.indexOf('=');
              cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
            }
            resolve({ status: response.statusCode, body: Buffer.concat(chunks) });
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  return {
    send,
    async signIn({ email, password }) {
      csrfToken = JSON.parse((await send('GET', '/api/profile')).body).csrf_token;
      const answer = await send('POST', '/api/profile/sign_in', { email, password });
      if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${answer.body}`);
      csrfToken = JSON.parse(answer.body).csrf_token;
    },
    close: () => agent.destroy(),
  };
}

const LIST_COLUMNS = `i.id, i.period, i.tags, i.values, i.not_applicable, i.state, i.lock_version, i.justification, i.refusal_reason, i.updated_at,
  u.id as updated_by_id, u.email as updated_by_email`;

/** `q` as the service matches it: a substring of the lower-cased search text, its wildcards taken literally. */
const containing = (q) => `%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The plain SQL of a list: the subject looked up by key, then side by side (as the service runs
 * them) the filtered set's total and refused counts and the same page of rows with the same columns
 * (who changed each last included), in the same order; the same filters (live inputs, period,
 * state, search). The subject's id is bound as a value, as the service binds it, so both get the
 * same plans.
 */
function listBaseline(database, clientId, query) {
  // $1, the subject's id, is looked up on each call.
  const params = [undefined];
  const conditions = ['i.subject_id = $1', 'i.deleted_at is null'];
  if (query.period) conditions.push(`i.period = $${params.push(query.period)}`);
  if (query.state) conditions.push(`i.state = $${params.push(query.state)}`);
  if (query.q) conditions.push(`i.search_text ilike $${params.push(containing(query.q))}`);
  const where = conditions.join(' and ');
  const countSql = `select count(*)::int as total, count(*) filter (where i.state = 'refused')::int as refused from inputs i where ${where}`;
  const pageSql = `select ${LIST_COLUMNS} from inputs i left join users u on u.id = i.updated_by_id where ${where}
    order by i.period desc, i.tag_signature, i.id limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`;
  return async () => {
    const [subject] = await database.sql.query('select id from subjects where client_id = $1 and key = $2 and archived_at is null', [clientId, SUBJECT_KEY]);
    const bound = [subject.id, ...params.slice(1)];
    const [[counts], rows] = await Promise.all([database.sql.query(countSql, bound), database.sql.query(pageSql, bound)]);
    return { total: counts.total, refused: counts.refused, ids: rows.map((row) => row.id) };
  };
}

function listThroughApi(caller, query) {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  const url = `/api/services/data_cluster/subjects/${SUBJECT_KEY}/inputs?${search}`;
  return async () => {
    const answer = await caller.send('GET', url);
    return answer;
  };
}

const readList = (answer) => {
  if (answer.status !== 200) throw new Error(`list answered ${answer.status}: ${answer.body}`);
  const body = JSON.parse(answer.body);
  return { total: body.total, refused: body.refused, ids: body.inputs.map((input) => input.id) };
};

/** Times `work` once, in milliseconds, and keeps what it answered. */
async function timed(work) {
  const started = performance.now();
  const answer = await work();
  return { ms: performance.now() - started, answer };
}

async function measureList(database, caller, subject, workload) {
  const api = listThroughApi(caller, workload.query);
  const baseline = listBaseline(database, subject.clientId, workload.query);
  // Warm-up (JIT, plans, caches), not counted; the two must agree.
  const expected = await baseline();
  const got = readList(await api());
  if (!isDeepStrictEqual(got, expected)) throw new Error(`${workload.key}: API ${JSON.stringify(got).slice(0, 300)} ≠ SQL ${JSON.stringify(expected).slice(0, 300)}`);
  const times = { api: [], baseline: [] };
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    // Alternating which goes first, so a busy moment on the shared machine hits both sides.
    for (const side of iteration % 2 ? ['baseline', 'api'] : ['api', 'baseline']) {
      const { ms, answer } = await timed(side === 'api' ? api : baseline);
      if (side === 'api' && answer.status !== 200) throw new Error(`${workload.key}: API answered ${answer.status}`);
      times[side].push(ms);
    }
  }
  return { expected: { total: expected.total, refused: expected.refused, rows: expected.ids.length }, times };
}

/**
 * The approval workload: the same APPROVE_COUNT inputs of one period, put back to pre-approved
 * with plain SQL (not timed) before each call, then approved at the version read, either through
 * PUT …/inputs/approve or by the plain SQL: in one transaction, one UPDATE … RETURNING on the ids at
 * their versions and the history rows of those it changed.
 */
async function measureApprove(database, caller, subject, approverId, approveIds, originalStates) {
  const reset = async () => {
    const rows = await database.sql.query(
      `update inputs set state = 'preapproved' where id = any($1::text::int[]) returning id, lock_version`,
      [intArray(approveIds)],
    );
    const versionOf = new Map(rows.map((row) => [row.id, row.lock_version]));
    return approveIds.map((id) => versionOf.get(id));
  };
  const api = async (lockVersions) => {
    const answer = await caller.send('PUT', `/api/services/data_cluster/subjects/${SUBJECT_KEY}/inputs/approve`, { ids: approveIds, lock_versions: lockVersions });
    return answer;
  };
  const baseline = (lockVersions) =>
    database.transaction(async (tx) => {
      const changed = await tx.query(
        `update inputs set state = 'approved', lock_version = inputs.lock_version + 1, updated_by_id = $3, updated_at = now()
           from unnest($1::text::int[], $2::text::int[]) as seen(id, lock_version)
          where inputs.id = seen.id and inputs.lock_version = seen.lock_version and inputs.state = 'preapproved' and inputs.deleted_at is null
          returning inputs.id, inputs.lock_version`,
        [intArray(approveIds), intArray(lockVersions), approverId],
      );
      await tx.query(
        `insert into input_history (input_id, action, from_state, to_state, lock_version, user_id)
         select id, 'approved', 'preapproved', 'approved', lock_version, $3 from unnest($1::text::int[], $2::text::int[]) as changed(id, lock_version)`,
        [intArray(changed.map((row) => row.id)), intArray(changed.map((row) => row.lock_version)), approverId],
      );
      return changed.length;
    });
  const approvedByApi = (answer) => {
    if (answer.status !== 200) throw new Error(`approve answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
    return JSON.parse(answer.body).results.filter((result) => result.state === 'approved').length;
  };

  // Warm-up, not counted; both must approve every input.
  const warmApi = approvedByApi(await api(await reset()));
  const warmBaseline = await baseline(await reset());
  if (warmApi !== APPROVE_COUNT || warmBaseline !== APPROVE_COUNT) throw new Error(`approve: API approved ${warmApi}, SQL ${warmBaseline}, of ${APPROVE_COUNT}`);
  const times = { api: [], baseline: [] };
  for (let iteration = 0; iteration < APPROVE_ITERATIONS; iteration++) {
    for (const side of iteration % 2 ? ['baseline', 'api'] : ['api', 'baseline']) {
      const lockVersions = await reset();
      const { ms, answer } = await timed(() => (side === 'api' ? api(lockVersions) : baseline(lockVersions)));
      const approved = side === 'api' ? approvedByApi(answer) : answer;
      if (approved !== APPROVE_COUNT) throw new Error(`approve (${side}): ${approved} of ${APPROVE_COUNT} approved`);
      times[side].push(ms);
    }
  }
  // Back to the states they were seeded with, so every run lists the same data; then the dead row versions cleared.
  await database.sql.query(
    `update inputs set state = original.state from jsonb_to_recordset($1::text::jsonb) as original(id integer, state text) where inputs.id = original.id`,
    [JSON.stringify(originalStates)],
  );
  await database.sql.query('vacuum analyze inputs, input_history');
  return { expected: { approved: APPROVE_COUNT }, times };
}

const startedAt = new Date();
const loadAtStart = os.loadavg()[0];
// Read before the server's code is used: other commits may land while the benchmark runs.
const measuredCode = codeVersion();
const results = [];
for (const kind of DATABASES) {
  const database = await openDatabase(kind);
  let app;
  let caller;
  try {
    const config = {
      ...loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', LOG_LEVEL: 'error', DATA_DIR: database.dataDir, CLIENT: 'demo', DEMO_PASSWORD: APPROVER.password }),
      // The demo accounts (the approver) are seeded outside production only; the rest stays production's.
      seedDemoAccounts: true,
    };
    const setUpStarted = performance.now();
    await seedConfiguredClient(database.handle.db, config);
    const subject = await seedInputs(database.sql);
    const checked = await checkSeededRows(database.sql, subject);
    await database.sql.query('vacuum analyze');
    const setUpSeconds = (performance.now() - setUpStarted) / 1000;
    console.log(`${database.label}: ${format(subject.inputCount)} inputs of ${SUBJECT_KEY} (${format(SITES)} new sites × ${PERIOD_COUNT} periods, and the demo's), ${checked} checked against the service's functions; set up in ${format(setUpSeconds, 1)} s`);

    const [{ id: approverId }] = await database.sql.query('select id from users where email = $1', [APPROVER.email]);
    const originalStates = await database.sql.query(
      `select id, state from inputs where subject_id = $1 and period = $2 and deleted_at is null and tag_signature like 'organisation=bench_site_%'
        order by tag_signature limit $3`,
      [subject.subjectId, APPROVE_PERIOD, APPROVE_COUNT],
    );
    const approveIds = originalStates.map((row) => row.id);

    app = await buildApp({ config, database: database.handle });
    await app.listen({ host: '127.0.0.1', port: 0 });
    caller = httpCaller(`http://127.0.0.1:${app.server.address().port}`);
    await caller.signIn(APPROVER);

    const perWorkload = new Map([...LIST_WORKLOADS.map((workload) => [workload.key, []]), ['approve', []]]);
    const expectations = {};
    for (let run = 0; run < RUNS; run++) {
      for (const workload of LIST_WORKLOADS) {
        const measured = await measureList(database, caller, subject, workload);
        expectations[workload.key] = measured.expected;
        perWorkload.get(workload.key).push(measured.times);
      }
      const measured = await measureApprove(database, caller, subject, approverId, approveIds, originalStates);
      expectations.approve = measured.expected;
      perWorkload.get('approve').push(measured.times);
      console.log(
        `${database.label}, run ${run + 1}: ` +
          [...perWorkload].map(([key, runs]) => {
            const { api, baseline } = runs.at(-1);
            return `${key} API ${format(median(api), 1)} ms, SQL ${format(median(baseline), 1)} ms, ratio ${format(median(baseline) / median(api), 2)}`;
          }).join('; '),
      );
    }
    for (const [key, runs] of perWorkload) {
      results.push({
        database: database.label,
        workload: key,
        label: key === 'approve' ? APPROVE_LABEL : LIST_WORKLOADS.find((workload) => workload.key === key).label,
        expected: expectations[key],
        runs: runs.map(({ api, baseline }) => ({ apiMs: median(api), baselineMs: median(baseline), ratio: median(baseline) / median(api), api, baseline })),
      });
    }
  } finally {
    caller?.close();
    await app?.close();
    await database.close();
  }
}

/** The code measured: the commit, and whether the server's source differs from it. */
function codeVersion() {
  try {
    const git = (...args) => execFileSync('git', args, { cwd: benchDir, encoding: 'utf8' }).trim();
    const changed = git('status', '--porcelain', '--', '../apps/server/src', '../packages/shared/src/data-collection') !== '';
    return `commit ${git('rev-parse', '--short', 'HEAD')}${changed ? ' with uncommitted changes in the server or data-collection contracts' : ''}`;
  } catch {
    return 'commit unknown';
  }
}

const cpus = os.cpus();
const setting =
  `Run on ${startedAt.toISOString()}: ${cpus.length} cores (${cpus[0]?.model.trim()}), Node ${process.version}; ` +
  `${format(INPUTS)} inputs of one subject (${format(SITES)} sites × ${PERIOD_COUNT} periods) plus the demo's; ${RUNS} runs per row, each the median of ` +
  `${ITERATIONS} requests per side (${APPROVE_ITERATIONS} for approval), API and SQL alternating; ` +
  `1-minute load average ${format(loadAtStart, 2)} at start, ${format(os.loadavg()[0], 2)} at the end. Code: ${measuredCode}.`;
const tableLines = [
  '| Workload | Database | Answer | API over HTTP (ms, median; runs) | Plain SQL (ms, median; runs) | Ratio SQL ÷ API (median; runs) | Aim ≥ 0.5 |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...results.map(({ database, label, expected, runs }) => {
    const api = runs.map((run) => run.apiMs);
    const baseline = runs.map((run) => run.baselineMs);
    const ratios = runs.map((run) => run.ratio);
    const ratio = median(ratios);
    const answer =
      expected.approved === undefined
        ? `${expected.rows} of ${format(expected.total)} inputs (${format(expected.refused)} refused)`
        : `${format(expected.approved)} approved`;
    return `| ${label} | ${database} | ${answer} | ${format(median(api), 1)} (${spread(api, 1)}) | ${format(median(baseline), 1)} (${spread(baseline, 1)}) | ${format(ratio, 2)} (${spread(ratios, 2)}) | ${ratio >= 0.5 ? 'met' : 'missed'} |`;
  }),
];
const table = [setting, '', ...tableLines].join('\n');
console.log(`\n${table}`);

if (options.write) {
  const readme = readFileSync(readmePath, 'utf8');
  const start = '<!-- inputs-results:start (written by bench/inputs.mjs --write) -->';
  const end = '<!-- inputs-results:end -->';
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < 0) throw new Error(`bench/README.md has no ${start} … ${end} section`);
  writeFileSync(readmePath, `${readme.slice(0, from + start.length)}\n${table}\n${readme.slice(to)}`);
  mkdirSync(resultsDir, { recursive: true });
  const details = results.map(({ database, label, expected, runs }) =>
    [
      `### ${label} — ${database}`,
      '',
      `Each request answers ${JSON.stringify(expected)}.`,
      '',
      '| Run | API (ms, median; each request) | SQL (ms, median; each run) | Ratio |',
      '| --- | --- | --- | --- |',
      ...runs.map(
        (run, index) =>
          `| ${index + 1} | ${format(run.apiMs, 1)} (${run.api.map((ms) => format(ms, 1)).join(', ')}) | ${format(run.baselineMs, 1)} (${run.baseline.map((ms) => format(ms, 1)).join(', ')}) | ${format(run.ratio, 2)} |`,
      ),
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(resultsDir, 'inputs-latest.md'), `# Data collection: inputs (bench/inputs.mjs)\n\n${table}\n\n## Every request\n\n${details.join('\n')}`);
  writeFileSync(
    path.join(resultsDir, 'inputs-latest.json'),
    `${JSON.stringify({ startedAt, cores: cpus.length, cpu: cpus[0]?.model.trim(), node: process.version, loadAtStart, loadAtEnd: os.loadavg()[0], inputs: INPUTS, sites: SITES, periods: PERIOD_COUNT, runs: RUNS, iterations: ITERATIONS, approveIterations: APPROVE_ITERATIONS, approveCount: APPROVE_COUNT, results }, null, 2)}\n`,
  );
  console.log('Written to bench/README.md and bench/results/inputs-latest.{md,json}.');
}
