#!/usr/bin/env node
// The reminder-run benchmark (issue "Reminders"): one run of a data reminder by subjects for 5,000
// contributors owing data across 50 subjects, through the run's own code (runReminder,
// apps/server/src/features/reminders/reminder-run.service.ts), time and peak memory, as a ratio to
// rendering and queueing the same digests without the owed-work queries, on PGlite and PostgreSQL.
// See bench/README.md, "Reminder runs".
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { connectOptionsOf, createBenchDatabase, databaseLabel, openPlain } from './lib/bench-database.mjs';
import { watchMemory } from './lib/peak-memory.mjs';
import { installExitHandlers, onCleanup, startProcess } from './lib/processes.mjs';
import { withEarlierDatabases, writeLatest, writeReadmeTable } from './lib/results-files.mjs';
import { median } from './lib/stats.mjs';

const scriptPath = fileURLToPath(import.meta.url);
const benchDir = path.dirname(scriptPath);

const { values: options } = parseArgs({
  options: {
    contributors: { type: 'string', default: '5000' },
    subjects: { type: 'string', default: '50' },
    'subjects-each': { type: 'string' },
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
  console.log(`Usage: node bench/reminders.mjs [options]
  --contributors N      contributors, each acting for an organisation node of their own (default 5000)
  --subjects N          subjects the reminder names, one organisation dimension each (default 50)
  --subjects-each N     subjects each contributor contributes to, a different share each (default: all of them)
  --runs N              runs per database; each run measures the reminder's run and the baseline, each in a new process (default 3)
  --databases LIST      pglite,postgres (default both)
  --postgres-url URL    server to create the benchmark's scratch database on (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
  --write               write the results table into bench/README.md and bench/results/reminders-latest.{md,json}`);
  process.exit(0);
}

const CONTRIBUTORS = Number(options.contributors);
const SUBJECTS = Number(options.subjects);
const SUBJECTS_EACH = Math.min(Number(options['subjects-each'] ?? SUBJECTS), SUBJECTS);
const RUNS = Number(options.runs);
const DATABASES = options.databases.split(',');
const POSTGRES_URL = options['postgres-url'] ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** One measurement (a new process, its warm-up and the work) may take this long. */
const CHILD_TIMEOUT_MS = 10 * 60_000;
/** The period the reminder chases (the demo's open period, which has a due date in the demo's settings), and last year's, complete. */
const PERIOD = '2022';
const PREVIOUS_PERIOD = '2021';
const PERIODS = ['2017', '2018', '2019', '2020', '2021', '2022'];
/** The weekly cap, set so high that it skips nobody. */
const CAP = 1000;
const ORIGIN = 'https://reports.example.org';
const EMAIL_DOMAIN = 'bench-reminders.example.org';
const MESSAGE = {
  en: 'Our yearly report goes to the board in April: thank you for entering your figures in time.',
  fr: 'Notre rapport annuel est présenté au conseil en avril : merci de saisir vos chiffres à temps.',
};
/** What the subjects are about, numbered after it: `Water withdrawals 7`. */
const TOPICS = [
  ['Water withdrawals', 'Prélèvements d’eau'],
  ['Energy consumption', 'Consommation d’énergie'],
  ['Waste generated', 'Déchets produits'],
  ['Workplace injuries', 'Accidents du travail'],
  ['Training hours', 'Heures de formation'],
  ['Local purchases', 'Achats locaux'],
  ['Air emissions', 'Émissions atmosphériques'],
  ['Community investment', 'Investissement communautaire'],
  ['Recycled aluminium', 'Aluminium recyclé'],
  ['Land rehabilitated', 'Terrains réhabilités'],
];

const format = (value, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const spread = (values, digits = 0) => `${format(Math.min(...values), digits)}–${format(Math.max(...values), digits)}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------
// One measurement, run by a child process (`--child`), which writes its result to a file.

/** The server's code, TypeScript source loaded through tsx as the dev server and the tests load it. */
async function loadServer() {
  const { register } = await import('tsx/esm/api');
  register();
  const { eq } = await import('drizzle-orm');
  const { connectDatabase } = await import('../apps/server/src/platform/db/connect.ts');
  const { migrationsDir } = await import('../apps/server/src/platform/db/migrations-dir.ts');
  const { createJobRunner } = await import('../apps/server/src/platform/jobs/job-runner.ts');
  const { JOBS_SCHEMA } = await import('../apps/server/src/platform/jobs/job-records.service.ts');
  const { actorForJob, actorOfUser } = await import('../apps/server/src/platform/auth/actor-of-user.service.ts');
  const { clients } = await import('../apps/server/src/platform/tenancy/tenancy.tables.ts');
  const { liveSubjects } = await import('../apps/server/src/features/data-collection/index.ts');
  const { owedWork } = await import('../apps/server/src/features/reminders/owed-work.service.ts');
  const { sortRecipients } = await import('../apps/server/src/features/reminders/reminder-recipients.service.ts');
  const { renderDigest } = await import('../apps/server/src/features/reminders/reminder-digest.ts');
  const { readReminderConfig } = await import('../apps/server/src/features/reminders/reminder-settings.service.ts');
  const { runReminder, DELIVER_JOB } = await import('../apps/server/src/features/reminders/reminder-run.service.ts');
  const { deliverRemindersJob } = await import('../apps/server/src/features/reminders/reminder-delivery.job.ts');
  const { reminders, reminderRuns, reminderDeliveries } = await import('../apps/server/src/features/reminders/reminders.tables.ts');
  return {
    eq, connectDatabase, migrationsDir, createJobRunner, JOBS_SCHEMA, actorForJob, actorOfUser, clients, liveSubjects, owedWork, sortRecipients,
    renderDigest, readReminderConfig, runReminder, DELIVER_JOB, deliverRemindersJob, reminders, reminderRuns, reminderDeliveries,
  };
}

/** Rows inserted per statement, as the run inserts them (reminder-run.service.ts). */
const INSERT_BATCH = 500;

/**
 * The baseline: what the run does once it knows who owes what, and nothing else. In one transaction, the
 * run's row, each recipient's digest rendered with the run's own `renderDigest` (the owes lists, the
 * settings and the subjects' names given, worked out before the timing), the same delivery rows inserted
 * the way the run inserts them (the same table, 500 rows a statement), and the one delivery job queued in
 * the transaction. No owed-work queries, no actor, no settings or subjects read, no pause or cap query.
 */
async function baselineRun(server, deps, reminder, by, prepared) {
  const { reminderRuns, reminderDeliveries, renderDigest, DELIVER_JOB } = server;
  const { recipients, skipped, config, subjectNames } = prepared;
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const [run] = await tx.insert(reminderRuns).values({ reminderId: reminder.id, slot: null, triggeredById: by.user.id, createdAt: now }).returning({ id: reminderRuns.id });
    const common = { runId: run.id, reminderId: reminder.id, clientId: reminder.clientId, createdAt: now, updatedAt: now };
    const rows = [
      ...recipients.map(({ person, owes }) => ({
        ...common,
        userId: person.id,
        email: person.email,
        locale: person.locale,
        status: 'queued',
        owes,
        mail: renderDigest({
          kind: reminder.kind,
          period: reminder.period,
          locale: person.locale,
          owes,
          subjectNames,
          message: reminder.message,
          standardText: config.texts,
          senderName: config.sender_name,
          dueDate: config.due_dates[reminder.period] ?? null,
          origin: deps.origin,
        }),
      })),
      ...skipped.map(({ person, reason, owes }) => ({ ...common, userId: person.id, email: person.email, locale: person.locale, status: 'skipped', reason, owes })),
    ];
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await tx.insert(reminderDeliveries).values(rows.slice(start, start + INSERT_BATCH)).onConflictDoNothing();
    }
    if (recipients.length > 0) await deps.jobs.send(DELIVER_JOB, { runId: run.id }, { tx });
    return run.id;
  });
}

/**
 * One side measured in this process, on the database the parent seeded. The job queue is the app's own
 * (createJobRunner: pg-boss on the same database, the delivery job's queue and options), its delivery
 * handler replaced by one that sends nothing: the run only queues the job, and the delivery (mail
 * sending) is not what is measured; each job is left to settle before the next step. Before the timing,
 * untimed and alike on both sides, the process runs the warm-up reminder (the same reminder naming one
 * subject) and deletes that run: code compiled and database cache warm, as in a server that has run
 * reminders before. The baseline reads the owes lists the parent worked out. Then a garbage collection,
 * and the timing and memory watch.
 */
async function measureChild({ side, database, ids, preparedFile, resultFile }) {
  const server = await loadServer();
  const { eq } = server;
  const handle = await server.connectDatabase({ ...connectOptionsOf(database), migrationsDir: server.migrationsDir });
  const raw = database.kind === 'pglite' ? { query: async (text, params) => (await handle.driver.client.query(text, params)).rows, close: async () => {} } : await openPlain(database);
  const failures = [];
  const runner = server.createJobRunner({
    database: handle,
    definitions: [{ ...server.deliverRemindersJob, run: async () => ({ delivered: 0 }) }],
    log: { error: (details, message) => failures.push(`${message}: ${details.err?.message ?? JSON.stringify(details)}`), warn: () => {} },
  });
  await runner.start({});
  const deps = { db: handle.db, jobs: runner.queue, origin: ORIGIN };
  const reminderOf = async (id) => (await handle.db.select().from(server.reminders).where(eq(server.reminders.id, id)))[0];
  const [client] = await handle.db.select().from(server.clients).where(eq(server.clients.id, ids.clientId));
  const by = await server.actorOfUser(handle.db, client, ids.adminId);
  const latestRun = async (reminderId) => (await raw.query('select max(id)::int as id from reminder_runs where reminder_id = $1', [reminderId]))[0].id;
  /** The run's one delivery job, once the no-op handler has settled it; then the run and its deliveries deleted. */
  const settle = async (runId) => {
    const jobs = await raw.query(`select id from ${server.JOBS_SCHEMA}.job where name = $1 and data->>'runId' = $2`, [server.DELIVER_JOB, String(runId)]);
    if (jobs.length !== 1) throw new Error(`${jobs.length} delivery jobs queued for run ${runId}`);
    for (let waited = 0; ; waited += 100) {
      const [job] = await raw.query(`select state from ${server.JOBS_SCHEMA}.job where id = $1`, [jobs[0].id]);
      if (job.state === 'completed') break;
      if (waited > 30_000) throw new Error(`the delivery job of run ${runId} is still ${job.state}`);
      await sleep(100);
    }
    await raw.query('delete from reminder_runs where id = $1', [runId]);
    await raw.query('vacuum analyze reminder_deliveries, reminder_runs');
  };

  // Untimed: the warm-up reminder's run, and the baseline's input.
  const warmStarted = performance.now();
  const warmReminder = await reminderOf(ids.warmUpReminderId);
  if (!(await server.runReminder(deps, warmReminder, { slot: null, by }))) throw new Error('the warm-up run found its slot taken');
  await settle(await latestRun(warmReminder.id));
  const warmUpMs = performance.now() - warmStarted;
  const reminder = await reminderOf(ids.reminderId);
  let prepared = null;
  if (side === 'baseline') {
    const file = JSON.parse(readFileSync(preparedFile, 'utf8'));
    prepared = { ...file, subjectNames: new Map(file.subjectNames) };
  }
  global.gc?.();

  const memory = watchMemory();
  const started = performance.now();
  let runId;
  if (side === 'run') {
    const outcome = await server.runReminder(deps, reminder, { slot: null, by });
    if (!outcome) throw new Error('the run found its slot taken');
  } else {
    runId = await baselineRun(server, deps, reminder, by, prepared);
  }
  const ms = performance.now() - started;
  const mem = memory.stop();

  runId ??= await latestRun(reminder.id);
  // What was written: one row per person, the digests and lists (a digest of them, to compare the two sides).
  const [written] = await raw.query(
    `select count(*) filter (where status = 'queued')::int as queued, count(*) filter (where status = 'skipped')::int as skipped,
            coalesce(sum(jsonb_array_length(owes)), 0)::int as lines, coalesce(sum(octet_length(mail::text)), 0)::bigint as mail_bytes,
            md5(coalesce(string_agg(concat_ws('|', user_id, email, locale, status, reason, owes::text, mail::text), E'\\n' order by user_id), '')) as digest
       from reminder_deliveries where run_id = $1`,
    [runId],
  );
  await settle(runId);
  await runner.stop();
  writeFileSync(resultFile, JSON.stringify({ ms, memory: mem, warmUpMs, written: { ...written, mail_bytes: Number(written.mail_bytes) }, failures }));
  await raw.close();
  await handle.close();
}

if (options.child) {
  await measureChild(JSON.parse(options.child));
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------------
// The run: per database its data, then the measurements, alternating which goes first.

installExitHandlers();
const measuredCode = codeVersion();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-reminders-run-'));
onCleanup(() => rmSync(workDir, { recursive: true, force: true }));

const { register } = await import('tsx/esm/api');
register();
const { loadConfig } = await import('../apps/server/src/platform/config/config.ts');
const { connectDatabase } = await import('../apps/server/src/platform/db/connect.ts');
const { migrationsDir } = await import('../apps/server/src/platform/db/migrations-dir.ts');
const { seedConfiguredClient } = await import('../apps/server/src/seed-app.ts');
const { eq } = await import('drizzle-orm');
const { actorForJob } = await import('../apps/server/src/platform/auth/actor-of-user.service.ts');
const { liveSubjects } = await import('../apps/server/src/features/data-collection/index.ts');
const { owedWork } = await import('../apps/server/src/features/reminders/owed-work.service.ts');
const { sortRecipients } = await import('../apps/server/src/features/reminders/reminder-recipients.service.ts');
const { readReminderConfig } = await import('../apps/server/src/features/reminders/reminder-settings.service.ts');
const { reminders } = await import('../apps/server/src/features/reminders/reminders.tables.ts');

/**
 * The baseline's input, worked out once (untimed) by the run's own functions as the run will find it: the
 * recipients and the skipped with their owes lists, the settings, the subjects' names. Also how long
 * owedWork takes here, once, in a process that has not run it before.
 */
async function prepareBaseline(db, world, file) {
  const [reminder] = await db.select().from(reminders).where(eq(reminders.id, world.reminderId));
  const scope = await actorForJob(db, reminder.clientId, reminder.createdById);
  const started = performance.now();
  const work = await owedWork(db, scope, { kind: reminder.kind, target: reminder.target, userIds: reminder.userIds, subjectKeys: reminder.subjectKeys, period: reminder.period });
  const owedWorkMs = performance.now() - started;
  const config = await readReminderConfig(db, reminder.clientId);
  const { recipients, skipped } = await sortRecipients(db, reminder.clientId, work, { timeZone: config.time_zone, maxPerUserPerWeek: config.max_per_user_per_week }, new Date());
  const subjectNames = (await liveSubjects(db, reminder.clientId)).map((subject) => [subject.key, subject.name]);
  writeFileSync(file, JSON.stringify({ recipients, skipped, config, subjectNames }));
  return { owedWorkMs, recipients: recipients.length, skipped: skipped.length, lines: recipients.reduce((sum, { owes }) => sum + owes.length, 0) };
}

/**
 * The reminder's world, set-based, on the demo client as the app seeds it: SUBJECTS subjects in a section
 * of their own (one organisation dimension at depth 2, the demo's periods), CONTRIBUTORS contributors
 * (the demo's Contributor role, English and French in turn), each acting for an organisation node of
 * their own (at depth 2 under the demo's producers) and contributing to SUBJECTS_EACH of the subjects (a
 * different run of them each, so each subject has as many). Each owes one input per subject they
 * contribute to: last year's are all approved; of this year's, about 4 % are delivered (submitted or
 * approved; never a contributor's first subject, so everyone owes something) and 3 % entered but still
 * owed (draft, refused). Then the reminder: data, by subjects, naming the SUBJECTS subjects for PERIOD,
 * written by the demo's administrator (who acts for every organisation), and a warm-up reminder naming
 * the first subject only; the weekly cap at CAP.
 */
async function seedWorld(query) {
  const [client] = await query(`select id from clients where name = 'demo'`);
  const [admin] = await query(`select id from users where client_id = $1 and email = 'admin@example.org'`, [client.id]);
  const [role] = await query(`select id from roles where client_id = $1 and name = 'Contributor' and permissions @> '["inputs.write"]'::jsonb`, [client.id]);
  if (!admin || !role) throw new Error('the demo client has no admin@example.org or no Contributor role');
  const [section] = await query(
    `insert into sections (client_id, key, name, position) values ($1, 'bench_reminders', '{"en": "Site indicators", "fr": "Indicateurs des sites"}', 10) returning id`,
    [client.id],
  );
  await query(
    `insert into subjects (client_id, section_id, key, name, fields, tag_dimensions, periods, approval_levels, position)
     select $1, $2, 'bench_subject_' || lpad(n::text, 2, '0'),
            jsonb_build_object('en', (topic ->> 0) || ' ' || n, 'fr', (topic ->> 1) || ' ' || n),
            (select fields from subjects where client_id = $1 and key = 'employees'),
            '[{"key": "organisation", "depth": 2}]'::jsonb, $3::text::jsonb, 1, 100 + n
       from generate_series(1, $4::int) n
       cross join lateral (select ($5::text::jsonb) -> ((n - 1) % jsonb_array_length($5::text::jsonb)) as topic) picked`,
    [client.id, section.id, JSON.stringify(PERIODS), SUBJECTS, JSON.stringify(TOPICS)],
  );
  await query(
    `insert into tags (client_id, key, dimension, parent_id, depth, name, position)
     select $1, 'bench_org_' || lpad(n::text, 5, '0'), 'organisation', parent.id, 2,
            jsonb_build_object('en', 'Site ' || n, 'fr', 'Site ' || n), 100 + n
       from generate_series(1, $2::int) n
       join lateral (select id from tags where client_id = $1 and dimension = 'organisation' and depth = 1 order by id offset (n % 4) limit 1) parent on true`,
    [client.id, CONTRIBUTORS],
  );
  await query(
    `insert into users (client_id, email, first_name, last_name, locale, audience, permissions)
     select $1, 'contributor.' || lpad(n::text, 5, '0') || '@' || $3, 'Contributor', lpad(n::text, 5, '0'),
            case when n % 2 = 1 then 'en' else 'fr' end, 'private', '{"sign_in_path": "/admin"}'::jsonb
       from generate_series(1, $2::int) n`,
    [client.id, CONTRIBUTORS, EMAIL_DOMAIN],
  );
  await query(`insert into user_roles (user_id, role_id) select id, $2 from users where client_id = $1 and email like $3`, [client.id, role.id, `%@${EMAIL_DOMAIN}`]);
  await query(
    `insert into user_tags (user_id, tag_id)
     select u.id, t.id from users u join tags t on t.client_id = u.client_id and t.key = 'bench_org_' || split_part(split_part(u.email, '@', 1), '.', 2)
      where u.client_id = $1 and u.email like $2`,
    [client.id, `%@${EMAIL_DOMAIN}`],
  );
  // Contributor n contributes to the SUBJECTS_EACH subjects from number n on (wrapping round): `k` is the place of the subject in that run.
  const pairs = `select s.id as subject_id, s.key as subject_key, u.id as user_id, t.key as tag_key, t.name as tag_name,
                        ((substr(s.key, 15)::int - substr(t.key, 11)::int) % ${SUBJECTS} + ${SUBJECTS}) % ${SUBJECTS} as k
                   from users u join user_tags ut on ut.user_id = u.id join tags t on t.id = ut.tag_id
                   cross join subjects s
                  where u.client_id = $1 and u.email like '%@${EMAIL_DOMAIN}' and s.client_id = $1 and s.key like 'bench_subject_%'`;
  await query(`insert into subject_contributors (subject_id, user_id) select subject_id, user_id from (${pairs}) pairs where k < $2`, [client.id, SUBJECTS_EACH]);
  const inputColumns = `insert into inputs (client_id, subject_id, period, tags, tag_keys, tag_signature, values, state, search_text, created_by_id, updated_by_id)`;
  const inputValues = `select $1, subject_id, $2, jsonb_build_object('organisation', tag_key), array[tag_key], 'organisation=' || tag_key,
                              jsonb_build_object('employees', 40 + (hashtext(tag_key || subject_key) & 1023)), state,
                              lower(concat_ws(' ', tag_key, tag_name->>'en', tag_name->>'fr')), user_id, user_id`;
  await query(`${inputColumns} ${inputValues} from (select *, 'approved' as state from (${pairs}) pairs where k < $3) picked`, [client.id, PREVIOUS_PERIOD, SUBJECTS_EACH]);
  await query(
    `${inputColumns} ${inputValues}
       from (select *, case when mix < 2 then 'submitted' when mix < 4 then 'approved' when mix < 6 then 'draft' else 'refused' end as state
               from (select *, (hashtext(tag_key || '/' || subject_key)::bigint % 100 + 100) % 100 as mix from (${pairs}) pairs where k < $3) mixed
              where mix < 7 and not (k = 0 and mix < 4)) picked`,
    [client.id, PERIOD, SUBJECTS_EACH],
  );
  const settings = await query(`update reminder_settings set max_per_user_per_week = $2 where client_id = $1 returning due_dates`, [client.id, CAP]);
  if (settings.length !== 1) throw new Error('the demo client has no reminder settings');
  const subjectKeys = Array.from({ length: SUBJECTS }, (_, index) => `bench_subject_${String(index + 1).padStart(2, '0')}`);
  const [reminder] = await query(
    `insert into reminders (client_id, kind, target, user_ids, subject_keys, period, message, schedule, state, next_run_at, created_by_id, updated_at)
     values ($1, 'data', 'subjects', '[]'::jsonb, $2::text::jsonb, $3, $4::text::jsonb, '{"type": "once", "send_at": "2030-01-07T14:00:00Z"}'::jsonb, 'scheduled', null, $5, now())
     returning id`,
    [client.id, JSON.stringify(subjectKeys), PERIOD, JSON.stringify(MESSAGE), admin.id],
  );
  // The warm-up reminder: the same, naming the first subject only.
  const [warmUp] = await query(
    `insert into reminders (client_id, kind, target, user_ids, subject_keys, period, message, schedule, state, next_run_at, created_by_id, updated_at)
     select client_id, kind, target, user_ids, jsonb_build_array(subject_keys -> 0), period, message, schedule, state, null, created_by_id, now()
       from reminders where id = $1
     returning id`,
    [reminder.id],
  );
  // What the run must find: every contributor owes, one line per subject not delivered this year.
  const [expected] = await query(
    `select count(distinct sc.user_id)::int as recipients, count(*)::int as pairs,
            (select count(*)::int from inputs i join subjects s on s.id = i.subject_id
              where s.client_id = $1 and s.key like 'bench_subject_%' and i.period = $2 and i.deleted_at is null
                and i.state in ('submitted', 'preapproved', 'approved')) as delivered
       from subject_contributors sc join subjects s on s.id = sc.subject_id where s.client_id = $1 and s.key like 'bench_subject_%'`,
    [client.id, PERIOD],
  );
  const [{ inputs }] = await query(`select count(*)::int as inputs from inputs i join subjects s on s.id = i.subject_id where s.key like 'bench_subject_%'`);
  return {
    clientId: client.id,
    adminId: admin.id,
    reminderId: reminder.id,
    warmUpReminderId: warmUp.id,
    dueDate: settings[0].due_dates[PERIOD] ?? null,
    expected: { recipients: expected.recipients, lines: expected.pairs - expected.delivered },
    inputs,
  };
}

async function setUp(database, preparedFile) {
  const handle = await connectDatabase({ ...connectOptionsOf(database), migrationsDir });
  const raw = database.kind === 'pglite' ? { query: async (text, params) => (await handle.driver.client.query(text, params)).rows, close: async () => {} } : await openPlain(database);
  try {
    const config = { ...loadConfig({ NODE_ENV: 'production', PUBLIC_URL: ORIGIN, LOG_LEVEL: 'error', DATA_DIR: database.dataDir, CLIENT: 'demo' }), seedDemoAccounts: true };
    await seedConfiguredClient(handle.db, config);
    const seedStarted = performance.now();
    const world = await seedWorld(raw.query);
    await raw.query('vacuum analyze');
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const prepared = await prepareBaseline(handle.db, world, preparedFile);
    const wanted = { recipients: world.expected.recipients, skipped: 0, lines: world.expected.lines };
    const found = { recipients: prepared.recipients, skipped: prepared.skipped, lines: prepared.lines };
    if (!isDeepStrictEqual(found, wanted)) throw new Error(`owedWork found ${JSON.stringify(found)}, not ${JSON.stringify(wanted)}`);
    return { ...world, seedSeconds, owedWorkMs: prepared.owedWorkMs, label: await databaseLabel(database, raw.query) };
  } finally {
    await raw.close();
    await handle.close();
  }
}

async function inChild(payload) {
  const resultFile = path.join(workDir, `result-${payload.side}.json`);
  rmSync(resultFile, { force: true });
  const { exited } = startProcess(process.execPath, ['--expose-gc', scriptPath, '--child', JSON.stringify({ ...payload, resultFile })], {
    timeoutMs: CHILD_TIMEOUT_MS,
    label: payload.side,
  });
  const { code, signal, timedOut, output } = await exited;
  if (code !== 0) throw new Error(`the ${payload.side} measurement ${timedOut ? 'timed out' : `ended with ${code ?? signal}`}:\n${output.slice(-3000)}`);
  if (process.env.BENCH_MEMORY_TRACE) process.stderr.write(`${payload.side}:\n${output}`);
  const result = JSON.parse(readFileSync(resultFile, 'utf8'));
  if (result.failures.length > 0) throw new Error(`the ${payload.side} measurement's job runner reported: ${result.failures.join('; ')}`);
  return result;
}

const results = [];
for (const kind of DATABASES) {
  const database = await createBenchDatabase(kind, { postgresUrl: POSTGRES_URL, prefix: 'bench-reminders' });
  const databaseStartedAt = new Date();
  const loadBefore = os.loadavg()[0];
  try {
    const preparedFile = path.join(workDir, 'baseline-input.json');
    const world = await setUp(database, preparedFile);
    console.log(
      `${world.label}: ${format(CONTRIBUTORS)} contributors × ${SUBJECTS_EACH} of ${SUBJECTS} subjects, ${format(world.inputs)} inputs (${PREVIOUS_PERIOD} complete, ` +
        `${PERIOD} mostly owed): ${format(world.expected.recipients)} recipients owing ${format(world.expected.lines)} lines; seeded in ${format(world.seedSeconds, 1)} s; ` +
        `owedWork once, untimed: ${format(world.owedWorkMs / 1000, 2)} s`,
    );
    const ids = { clientId: world.clientId, adminId: world.adminId, reminderId: world.reminderId, warmUpReminderId: world.warmUpReminderId };
    const runs = [];
    let firstDigest = null;
    for (let run = 0; run < RUNS; run++) {
      const measured = {};
      // Alternating which goes first, so a busy moment on the shared machine hits both sides.
      for (const side of run % 2 ? ['baseline', 'run'] : ['run', 'baseline']) measured[side] = await inChild({ side, database, ids, preparedFile });
      for (const [side, result] of Object.entries(measured)) {
        const wanted = { recipients: world.expected.recipients, lines: world.expected.lines };
        const got = { recipients: result.written.queued, lines: result.written.lines };
        if (!isDeepStrictEqual(got, wanted) || result.written.skipped !== 0) throw new Error(`${side} wrote ${JSON.stringify(result.written)}, not ${JSON.stringify(wanted)} and nobody skipped`);
      }
      firstDigest ??= measured.run.written.digest;
      if (measured.run.written.digest !== firstDigest || measured.baseline.written.digest !== firstDigest) {
        throw new Error(`the deliveries differ: run ${measured.run.written.digest}, baseline ${measured.baseline.written.digest}, first run ${firstDigest}`);
      }
      runs.push({ run: measured.run, baseline: measured.baseline, ratio: measured.run.ms / measured.baseline.ms });
      const { run: ours, baseline } = measured;
      console.log(
        `${world.label}, run ${run + 1}: reminder run ${format(ours.ms / 1000, 2)} s, peak RSS ${format(ours.memory.peakMb)} MB (+${format(ours.memory.growthMb)}); ` +
          `baseline ${format(baseline.ms / 1000, 2)} s, peak RSS ${format(baseline.memory.peakMb)} MB (+${format(baseline.memory.growthMb)}); ratio ${format(ours.ms / baseline.ms, 2)}`,
      );
    }
    results.push({
      database: world.label,
      kind,
      startedAt: databaseStartedAt,
      loadAtStart: loadBefore,
      loadAtEnd: os.loadavg()[0],
      code: measuredCode,
      contributors: CONTRIBUTORS,
      subjects: SUBJECTS,
      subjectsEach: SUBJECTS_EACH,
      inputs: world.inputs,
      expected: world.expected,
      mailBytes: runs[0].run.written.mail_bytes,
      seedSeconds: world.seedSeconds,
      owedWorkMs: world.owedWorkMs,
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
    return `commit ${git('rev-parse', '--short', 'HEAD')}${changed ? ', with uncommitted changes in the server or shared code' : ''}`;
  } catch {
    return 'commit unknown';
  }
}

const cpus = os.cpus();
const resultsDir = path.join(benchDir, 'results');
const shown = options.write ? withEarlierDatabases(resultsDir, 'reminders', results, ['pglite', 'postgres']) : results;
const setting = [
  `${cpus.length} cores (${cpus[0]?.model.trim()}), Node ${process.version}. Each database's runs alternate the reminder's run and the baseline, each in a new process:`,
  '',
  ...shown.map(
    (result) =>
      `- ${result.database}: run on ${new Date(result.startedAt).toISOString()}, ${format(result.contributors)} contributors × ${result.subjectsEach} of ${result.subjects} subjects ` +
      `(${format(result.expected.recipients)} digests listing ${format(result.expected.lines)} subjects owed, ${format(result.mailBytes / 1e6, 1)} MB of mail), ` +
      `${result.runs.length} runs; 1-minute load average ${format(result.loadAtStart, 2)} before, ${format(result.loadAtEnd, 2)} after. Code: ${result.code}.`,
  ),
].join('\n');
const tableLines = [
  '| Database | Reminder run, runReminder (s) | Baseline: render + insert + queue (s) | Time ratio run ÷ baseline | Run memory: RSS growth, MB (peak RSS) | Baseline memory: growth, MB (peak RSS) | Memory ratio run ÷ baseline: growth (peak) |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...shown.map(({ database, runs }) => {
    const pick = (side, read) => runs.map((run) => read(run[side]));
    const runSeconds = pick('run', (side) => side.ms / 1000);
    const baseSeconds = pick('baseline', (side) => side.ms / 1000);
    const ratios = runs.map((run) => run.ratio);
    const growth = pick('run', (side) => side.memory.growthMb);
    const peak = pick('run', (side) => side.memory.peakMb);
    const baseGrowth = pick('baseline', (side) => side.memory.growthMb);
    const basePeak = pick('baseline', (side) => side.memory.peakMb);
    const growthRatios = runs.map((run) => run.run.memory.growthMb / run.baseline.memory.growthMb);
    const peakRatios = runs.map((run) => run.run.memory.peakMb / run.baseline.memory.peakMb);
    return (
      `| ${database} | ${format(median(runSeconds), 2)} (${spread(runSeconds, 2)}) | ${format(median(baseSeconds), 2)} (${spread(baseSeconds, 2)}) | ` +
      `**${format(median(ratios), 2)}** (${spread(ratios, 2)}) | ${format(median(growth))} (${spread(growth)}; peak ${format(median(peak))}) | ` +
      `${format(median(baseGrowth))} (${spread(baseGrowth)}; peak ${format(median(basePeak))}) | **${format(median(growthRatios), 2)}** (${spread(growthRatios, 2)}; peak ${format(median(peakRatios), 2)}) |`
    );
  }),
];
const table = [setting, '', 'Medians of the runs, (min–max) of the runs.', '', ...tableLines].join('\n');
console.log(`\n${table}`);

if (options.write) {
  writeReadmeTable(path.join(benchDir, 'README.md'), 'reminders', 'bench/reminders.mjs', table);
  const details = shown.map(({ database, inputs, seedSeconds, owedWorkMs, runs }) =>
    [
      `### ${database}: ${format(inputs)} inputs of the subjects (seeded in ${format(seedSeconds, 1)} s; owedWork alone, once, untimed, in the parent: ${format(owedWorkMs / 1000, 2)} s)`,
      '',
      '| Run | Reminder run (s) | Baseline (s) | Ratio | Run: RSS at start / peak (kernel, sampled) MB | Baseline: RSS at start / peak (kernel, sampled) MB | Warm-up run (1 subject), run / baseline process (s) |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...runs.map((run, index) => {
        const mem = (m) => `${format(m.startMb)} / ${format(m.kernelPeakMb ?? m.sampledPeakMb)}, ${format(m.sampledPeakMb)}`;
        return `| ${index + 1} | ${format(run.run.ms / 1000, 2)} | ${format(run.baseline.ms / 1000, 2)} | ${format(run.ratio, 2)} | ${mem(run.run.memory)} | ${mem(run.baseline.memory)} | ${format(run.run.warmUpMs / 1000, 2)} / ${format(run.baseline.warmUpMs / 1000, 2)} |`;
      }),
      '',
    ].join('\n'),
  );
  writeLatest(resultsDir, 'reminders', `# Reminder runs (bench/reminders.mjs)\n\n${table}\n\n## Every run\n\n${details.join('\n')}`, {
    cores: cpus.length,
    cpu: cpus[0]?.model.trim(),
    node: process.version,
    results: shown,
  });
  console.log('Written to bench/README.md and bench/results/reminders-latest.{md,json}.');
}
