#!/usr/bin/env node
// The search benchmark: GET /search's statement over the stored, GIN-indexed text search vectors
// against the statement it replaced (every text folded, parsed and stemmed at query time), on the
// same data (the demo client plus 800 indicators with long methodologies and notes in both languages,
// and 200 subjects), on PostgreSQL and on the embedded PGlite. Both statements must give the same
// results; on PostgreSQL the plan must read the GIN indexes. See bench/README.md, section Search.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
// A benchmark of SQL statements builds them as the service does (the layer rule is for the app's code).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { sql } from 'drizzle-orm';
import { register } from 'tsx/esm/api';
import { createScratchDatabase } from './lib/scratch-postgres.mjs';
import { median } from './lib/stats.mjs';

// The server is TypeScript source; tsx loads it as the tests do, so what is measured is the search
// statement as it stands in the work tree.
register();
const { loadConfig } = await import('../apps/server/src/platform/config/config.ts');
const { connectDatabase } = await import('../apps/server/src/platform/db/connect.ts');
const { migrationsDir } = await import('../apps/server/src/platform/db/migrations-dir.ts');
const { seedConfiguredClient } = await import('../apps/server/src/seed-app.ts');
const { searchStatement } = await import('../apps/server/src/features/search/search.service.ts');
const { matchQuery: storedMatchQuery } = await import('../apps/server/src/features/search/text-search.service.ts');
const { actorWith } = await import('../apps/server/src/test/actor-fixture.ts');

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const resultsDir = path.join(benchDir, 'results');

const { values: options } = parseArgs({
  options: {
    indicators: { type: 'string', default: '800' },
    subjects: { type: 'string', default: '200' },
    runs: { type: 'string', default: '9' },
    databases: { type: 'string', default: 'postgres,pglite' },
    'postgres-url': { type: 'string' },
    write: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (options.help) {
  console.log(`Usage: node bench/search.mjs [options]
  --indicators N      indicators added to the demo's, each with a long methodology and notes in both languages (default 800)
  --subjects N        subjects added to the demo's, each with a few fields and their help (default 200)
  --runs N            timed runs of each query by each statement, alternating (default 9)
  --databases LIST    postgres, pglite or both (default postgres,pglite)
  --postgres-url URL  server to create the benchmark's scratch database on (dropped at the end; default postgres://postgres@127.0.0.1:5432/postgres)
  --write             write the results into bench/results/search-latest.{md,json}`);
  process.exit(0);
}

const INDICATORS = Number(options.indicators);
const SUBJECTS = Number(options.subjects);
const RUNS = Number(options.runs);
const DATABASES = options.databases.split(',').map((name) => name.trim());
const POSTGRES_URL = options['postgres-url'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MAX_RESULTS = 20;

const format = (value, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

// ---------------------------------------------------------------------------------------------
// The data: deterministic pseudo-random texts from a domain vocabulary in each language, in the
// markup the rich-text editor stores (paragraphs, lists, inline tags, entities). A few words are
// rare on purpose (cryolite in 3 indicators, wombatique in 2 subjects), so the queries range from
// a handful of matches to hundreds.

function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Words any methodology uses. */
const VOCABULARY = {
  en: `aluminium smelter methodology audit verification boundary scope operational control consolidation estimate measurement sampling
    calibration reporting period year site plant facility region province Quebec association members figures rounded reviewed published
    revised annual quarterly indicator data source production capacity tonnes intensity baseline target reduction total share percent
    compared previous value reported calculated according standard guidance protocol included excluded each every per from with under`.split(/\s+/),
  fr: `aluminium aluminerie méthodologie audit vérification périmètre portée contrôle opérationnel consolidation estimation mesure échantillonnage
    étalonnage déclaration période année site usine installation région province Québec association membres chiffres arrondis révisés publiés
    annuel trimestriel indicateur données source capacité tonnes intensité référence cible réduction total part pourcentage comparé précédent
    valeur déclarée calculée selon norme directives protocole inclus exclus chaque tous par depuis avec sous`.split(/\s+/),
};

/** Each indicator speaks of one topic (index modulo 10): about a third of its words are the topic's. */
const TOPICS = {
  en: [
    'greenhouse perfluorocarbons carbon dioxide fluoride emissions',
    'withdrawal discharge wastewater effluent river aquifer',
    'electricity hydropower megawatt consumption grid turbine',
    'tailings residue landfill hazardous spent linings',
    'injuries incidents lost severity hazard protective',
    'employees contractors training apprentices diversity turnover',
    'donations investment sponsorship volunteers indigenous partnerships',
    'revenue exports suppliers procurement wages taxes',
    'potline anode cathode electrolysis casting ingot',
    'restoration habitat species wetlands reforestation inventories',
  ].map((words) => words.split(' ')),
  fr: [
    'serre perfluorocarbures carbone dioxyde fluorure émissions',
    'prélèvement rejet effluent rivière aquifère usées',
    'électricité hydroélectricité mégawattheures consommation réseau turbine',
    'résidus décharge dangereux brasquage usé boues',
    'blessures incidents gravité danger protection accidents',
    'employés entrepreneurs formation apprentis diversité roulement',
    'dons investissement commandites bénévoles autochtones partenariats',
    'revenus exportations fournisseurs approvisionnement salaires impôts',
    'cuve anode cathode électrolyse coulée lingot',
    'restauration habitat espèces milieux reboisement inventaires',
  ].map((words) => words.split(' ')),
};

function sentence(next, locale, words, topic = null) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const picked = Array.from({ length: words }, () => (topic !== null && next() < 0.33 ? pick(TOPICS[locale][topic]) : pick(VOCABULARY[locale])));
  const marked = picked.map((word, index) => (index % 11 === 3 ? `<strong>${word}</strong>` : index % 13 === 5 ? `<em>${word}</em>` : word));
  const text = marked.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}${next() < 0.1 ? ' &amp; more' : ''}.`;
}

/** A methodology of about `words` words: paragraphs, then a list. */
function longText(next, locale, words, topic, extra = '') {
  const paragraphs = [];
  for (let written = 0; written < words; ) {
    const sentences = Array.from({ length: 4 }, () => sentence(next, locale, 8 + Math.floor(next() * 10), topic));
    paragraphs.push(`<p>${sentences.join(' ')}</p>`);
    written += sentences.join(' ').split(' ').length;
  }
  return `${paragraphs.join('')}<ul><li>${sentence(next, locale, 6, topic)}</li><li>${sentence(next, locale, 6, topic)}${extra}</li></ul>`;
}

async function seed(db) {
  const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', LOG_LEVEL: 'error', DATA_DIR: os.tmpdir(), CLIENT: 'demo' });
  await seedConfiguredClient(db, config);
  const rows = (query) => db.execute(query).then((answer) => answer.rows);
  const [client] = await rows(sql`select id from clients where name = 'demo'`);
  const clientId = client.id;

  const next = random(20261124);
  const indicators = Array.from({ length: INDICATORS }, (_, index) => {
    const rare = index % 300 === 7 ? ' Cryolite bath ratio checked.' : '';
    const topic = index % TOPICS.en.length;
    return {
      key: `bench_search_${String(index).padStart(4, '0')}`,
      name: { en: `${sentence(next, 'en', 3, topic).slice(0, -1)} ${index}`, fr: `${sentence(next, 'fr', 3, topic).slice(0, -1)} ${index}` },
      methodology: { en: longText(next, 'en', 450, topic, rare), fr: longText(next, 'fr', 450, topic, rare.replace('Cryolite bath ratio checked', 'Rapport du bain de cryolithe vérifié')) },
      notes: { en: `<p>${sentence(next, 'en', 40, topic)}</p>`, fr: `<p>${sentence(next, 'fr', 40, topic)}</p>` },
    };
  });
  const started = performance.now();
  for (let start = 0; start < indicators.length; start += 100) {
    await db.execute(sql`insert into indicators (client_id, key, section, subsection, type, path, name, methodology, notes, position)
      select ${clientId}, item->>'key', 'bench', 'search', 'chart', '/indicators/bench/search/' || (item->>'key'), item->'name', item->'methodology', item->'notes', 2000
        from jsonb_array_elements(${JSON.stringify(indicators.slice(start, start + 100))}::jsonb) as item`);
  }
  const indicatorsWritten = performance.now() - started;

  const [section] = await rows(sql`insert into sections (client_id, key, name, position) values (${clientId}, 'bench_search', '{"en":"Bench forms","fr":"Formulaires du banc"}', 900) returning id`);
  const subjects = Array.from({ length: SUBJECTS }, (_, index) => ({
    key: `bench_search_subject_${String(index).padStart(3, '0')}`,
    name: { en: sentence(next, 'en', 3).slice(0, -1), fr: sentence(next, 'fr', 3).slice(0, -1) },
    fields: Array.from({ length: 8 }, (_, field) => ({
      id: `f${field}`,
      type: 'number',
      localized: false,
      required: false,
      name: { en: sentence(next, 'en', 3).slice(0, -1), fr: sentence(next, 'fr', 3).slice(0, -1) },
      help: { en: `${sentence(next, 'en', 14)}${index % 100 === 1 && field === 0 ? ' Wombatique units.' : ''}`, fr: sentence(next, 'fr', 14) },
    })),
  }));
  await db.execute(sql`insert into subjects (client_id, section_id, key, name, fields, position)
    select ${clientId}, ${section.id}, item->>'key', item->'name', item->'fields', 900
      from jsonb_array_elements(${JSON.stringify(subjects)}::jsonb) as item`);
  // What autovacuum would do on a live database: statistics for the planner, and the GIN indexes'
  // pending lists (fast updates) merged into the indexes.
  await db.execute(sql`vacuum analyze indicators, subjects, sections`);
  const [counts] = await rows(sql`select (select count(*)::int from indicators where client_id = ${clientId}) as indicators,
      (select count(*)::int from subjects where client_id = ${clientId} and archived_at is null) as subjects,
      (select round(avg(length(methodology->>'en') + length(methodology->>'fr') + length(notes->>'en') + length(notes->>'fr')))::int from indicators where key like 'bench_search_%') as text_length,
      (select round(avg(array_length(regexp_split_to_array(methodology->>'en', '\\s+'), 1)))::int from indicators where key like 'bench_search_%') as methodology_words`);
  return { clientId, counts, indicatorsWritten };
}

// ---------------------------------------------------------------------------------------------
// The baseline: the statement GET /search ran before the vectors were stored (commit ecbbb91's
// parent, search.service.ts and text-search.service.ts), as it was: every document of the client
// built, folded, parsed and stemmed for each query, then matched and ranked.

const folded = (text) => sql`translate(replace(replace(lower(${text}), 'œ', 'oe'), 'æ', 'ae'), 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy')`;
function htmlAsText(html) {
  const inlineless = sql`regexp_replace(coalesce(${html}, ''), ${sql.raw(`'</?(a|b|i|u|s|em|strong|span|sub|sup|code)(\\s[^>]*)?>'`)}, '', 'gi')`;
  const tagless = sql`regexp_replace(${inlineless}, '<[^>]*>', ' ', 'g')`;
  const decoded = sql`replace(replace(replace(replace(replace(${tagless}, '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')`;
  return sql`btrim(regexp_replace(${decoded}, ${sql.raw(`'\\s+'`)}, ' ', 'g'))`;
}
const joined = (pieces, operator) => sql`(${sql.join(pieces, sql.raw(` ${operator} `))})`;
const documentVector = (configuration, parts) =>
  joined(
    parts.flatMap(({ text, weight }) => [
      sql`setweight(to_tsvector(${configuration}::regconfig, ${text}), ${sql.raw(`'${weight}'`)})`,
      sql`setweight(to_tsvector(${'simple'}::regconfig, ${text}), ${sql.raw(`'${weight}'`)})`,
    ]),
    '||',
  );
const matchQuery = (configuration, words) =>
  joined(
    words.map((word, index) => {
      const term = sql`${folded(sql`${word}::text`)} || ${index === words.length - 1 ? ':*' : ''}::text`;
      return sql`(to_tsquery(${configuration}::regconfig, ${term}) || to_tsquery(${'simple'}::regconfig, ${term}))`;
    }),
    '&&',
  );
const excerptQuery = (configuration, words) =>
  joined(
    words.map((word, index) => {
      const suffix = sql`${index === words.length - 1 ? ':*' : ''}::text`;
      return sql`(to_tsquery(${configuration}::regconfig, lower(${word}::text) || ${suffix}) || to_tsquery(${configuration}::regconfig, ${folded(sql`${word}::text`)} || ${suffix}))`;
    }),
    '||',
  );
const excerptOf = (configuration, text, query) =>
  sql`nullif(btrim(regexp_replace(ts_headline(${configuration}::regconfig, ${text}, ${query}, 'StartSel="", StopSel="", MinWords=8, MaxWords=24, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "'), ${sql.raw(`'\\s+'`)}, ' ', 'g')), '')`;

function baselineStatement({ clientId, locale, words, withSubjects }) {
  const configuration = { en: 'english', fr: 'french' }[locale];
  const body = sql`${htmlAsText(sql`indicators.methodology ->> ${locale}::text`)} || ' ' || ${htmlAsText(sql`indicators.notes ->> ${locale}::text`)}`;
  const indicatorDocuments = sql`select 'indicator' as kind, indicators.key as key, indicators.name as name, indicators.path as path,
      coalesce(indicators.name ->> ${locale}::text, '') || ' ' || indicators.key as a_text, '' as b_text, ${body} as c_text, ${body} as excerpt_source
    from indicators where indicators.client_id = ${clientId}`;
  const fieldsText = sql`(select coalesce(string_agg(concat_ws(': ', nullif(field -> 'name' ->> ${locale}::text, ''), nullif(field -> 'help' ->> ${locale}::text, '')), ' · '), '')
    from jsonb_array_elements(subjects.fields) as field)`;
  const sectionName = sql`coalesce(sections.name ->> ${locale}::text, '')`;
  const subjectDocuments = sql`select 'subject' as kind, subjects.key as key, subjects.name as name, '/admin/subjects/' || subjects.key as path,
      coalesce(subjects.name ->> ${locale}::text, '') as a_text, ${sectionName} as b_text, ${fieldsText} as c_text, ${sectionName} || ' · ' || ${fieldsText} as excerpt_source
    from subjects join sections on sections.id = subjects.section_id
    where subjects.client_id = ${clientId} and subjects.archived_at is null`;
  const documents = withSubjects ? sql`${indicatorDocuments} union all ${subjectDocuments}` : indicatorDocuments;
  const vector = documentVector(configuration, [
    { text: sql.raw('plain.a_text'), weight: 'A' },
    { text: sql.raw('plain.b_text'), weight: 'B' },
    { text: sql.raw('plain.c_text'), weight: 'C' },
  ]);
  const plainTexts = sql`select ${folded(sql.raw('document.a_text'))} as a_text, ${folded(sql.raw('document.b_text'))} as b_text, ${folded(sql.raw('document.c_text'))} as c_text offset 0`;
  return sql`with terms as (select ${matchQuery(configuration, words)} as query, ${excerptQuery(configuration, words)} as excerpt_query),
    searched as materialized (
      select document.kind, document.key, document.name, document.path, document.excerpt_source, ${vector} as vector
      from (${documents}) as document cross join lateral (${plainTexts}) as plain
    ),
    found as (
      select searched.kind, searched.key, searched.name, searched.path, searched.excerpt_source, ts_rank(searched.vector, terms.query) as rank
      from searched, terms
      where searched.vector @@ terms.query
      order by rank desc, searched.name ->> 'en', searched.key
      limit ${MAX_RESULTS}
    )
    select found.kind, found.key, found.name, found.path, ${excerptOf(configuration, sql.raw('found.excerpt_source'), sql.raw('terms.excerpt_query'))} as excerpt
    from found, terms
    order by found.rank desc, found.name ->> 'en', found.key`;
}

// ---------------------------------------------------------------------------------------------
// The queries: as typed in the search box (searchWords splits them the same way for both statements).

const QUERIES = [
  { label: 'rare word, EN', q: 'cryolite', locale: 'en', withSubjects: false, plan: 'index' },
  { label: 'rare words, FR, accented', q: 'cryolithe vérifié', locale: 'fr', withSubjects: false },
  { label: 'topic word, EN', q: 'fluoride', locale: 'en', withSubjects: false, plan: 'shown' },
  { label: 'two topic words, FR', q: 'émissions fluorure', locale: 'fr', withSubjects: false },
  { label: 'word being typed, EN', q: 'hydrop', locale: 'en', withSubjects: false },
  { label: 'accents folded, FR', q: 'electrolyse cuve', locale: 'fr', withSubjects: false },
  { label: 'word in every text, EN', q: 'methodology', locale: 'en', withSubjects: false, plan: 'shown' },
  { label: 'subjects too (reader), EN', q: 'wombatique units', locale: 'en', withSubjects: true, plan: 'index' },
  { label: 'subjects too (reader), FR', q: 'usine données', locale: 'fr', withSubjects: true },
];

const wordsOf = (query) => (query.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
const visitor = null;
const subjectReader = actorWith(['subjects.read']);

function statementsFor(query, clientId) {
  const request = { clientId, actor: query.withSubjects ? subjectReader : visitor, locale: query.locale, query: query.q };
  return {
    before: baselineStatement({ clientId, locale: query.locale, words: wordsOf(query.q), withSubjects: query.withSubjects }),
    after: searchStatement(request),
  };
}

const resultsOf = (answer) => answer.rows.map(({ kind, key, name, path: where, excerpt }) => ({ kind, key, name, path: where, excerpt }));

async function timed(work) {
  const started = performance.now();
  const answer = await work();
  return { ms: performance.now() - started, answer };
}

async function measure(databaseKind) {
  const scratch = databaseKind === 'postgres' ? await createScratchDatabase(POSTGRES_URL, 'bench_search') : null;
  const handle = await connectDatabase({ databaseUrl: scratch?.url, dataDir: 'memory://', migrationsDir });
  const { db } = handle;
  try {
    const version = (await db.execute(sql`show server_version`)).rows[0].server_version.split(' ')[0];
    const setUp = await timed(() => seed(db));
    const { clientId, counts } = setUp.answer;
    console.log(
      `${databaseKind} (PostgreSQL ${version}): ${counts.indicators} indicators, ${counts.subjects} subjects; the added indicators' texts average ` +
        `${format(counts.text_length)} characters (EN methodology ${counts.methodology_words} words); set up in ${format(setUp.ms / 1000, 1)} s ` +
        `(the ${INDICATORS} indicators written with their vectors in ${format(setUp.answer.indicatorsWritten / 1000, 2)} s)`,
    );

    const queries = [];
    for (const query of QUERIES) {
      const statements = statementsFor(query, clientId);
      // Same results, in the same order, with the same excerpts.
      const before = resultsOf(await db.execute(statements.before));
      const after = resultsOf(await db.execute(statements.after));
      if (!isDeepStrictEqual(before, after)) {
        throw new Error(`${query.label}: the statements disagree\nbefore: ${JSON.stringify(before).slice(0, 600)}\nafter:  ${JSON.stringify(after).slice(0, 600)}`);
      }
      const matches = await matchCount(db, clientId, query);
      const times = { before: [], after: [] };
      for (let run = 0; run < RUNS; run++) {
        // Alternating which goes first, so a busy moment on the shared machine hits both.
        for (const side of run % 2 ? ['after', 'before'] : ['before', 'after']) times[side].push((await timed(() => db.execute(statements[side]))).ms);
      }
      const entry = { ...query, results: after.length, matches, before: times.before, after: times.after };
      queries.push(entry);
      console.log(
        `  ${query.label.padEnd(28)} ${String(after.length).padStart(2)} results of ${String(matches).padStart(3)} matches, identical; ` +
          `before ${format(median(times.before), 1)} ms (${spread(times.before)}), after ${format(median(times.after), 1)} ms (${spread(times.after)}), ` +
          `${format(median(times.before) / median(times.after), 0)}× faster`,
      );
    }

    const plans = databaseKind === 'postgres' ? await plansOf(db, clientId) : null;
    const update = await timedUpdates(db, clientId);
    return { databaseKind, version, counts, setUpMs: setUp.ms, indicatorsWrittenMs: setUp.answer.indicatorsWritten, queries, plans, update };
  } finally {
    await handle.close();
    await scratch?.drop();
  }
}

const spread = (values) => `${format(Math.min(...values), 1)}–${format(Math.max(...values), 1)}`;

/** How many of the client's documents match the query: what has to be ranked before the best 20 are kept. */
async function matchCount(db, clientId, query) {
  const match = storedMatchQuery({ en: 'english', fr: 'french' }[query.locale], wordsOf(query.q));
  const vector = sql.raw(`search_vector_${query.locale}`);
  const subjectsCounted = query.withSubjects ? sql`(select count(*) from subjects where client_id = ${clientId} and archived_at is null and ${vector} @@ ${match})` : sql`0`;
  const [{ matches }] = (await db.execute(sql`select ((select count(*) from indicators where client_id = ${clientId} and ${vector} @@ ${match}) + ${subjectsCounted})::int as matches`)).rows;
  return matches;
}

/**
 * EXPLAIN ANALYZE of the new statement, and how each table's matches are found: with its GIN index,
 * or by reading every stored vector (no text is parsed either way). A selective query must find the
 * indicators (the long texts) with the index, else the run stops; for a word most texts hold, or a
 * table of a few hundred short rows, the planner may rightly prefer reading the vectors: shown, not checked.
 */
async function plansOf(db, clientId) {
  const plans = [];
  for (const query of QUERIES.filter((candidate) => candidate.plan)) {
    const { after } = statementsFor(query, clientId);
    const lines = (await db.execute(sql`explain (analyze, buffers, costs off) ${after}`)).rows.map((row) => row['QUERY PLAN']);
    const tables = query.withSubjects ? ['indicators', 'subjects'] : ['indicators'];
    const found = Object.fromEntries(
      tables.map((table) => [
        table,
        lines.some((line) => line.includes(`Bitmap Index Scan on ${table}_search_vector_${query.locale}_idx`))
          ? 'GIN index'
          : lines.some((line) => new RegExp(`Seq Scan on ${table} ${table}_1`).test(line))
            ? 'every stored vector read'
            : 'other',
      ]),
    );
    if (query.plan === 'index' && found.indicators !== 'GIN index') throw new Error(`${query.label}: the plan does not read the GIN index\n${lines.join('\n')}`);
    plans.push({ label: query.label, q: query.q, found, lines });
    console.log(`  plan for "${query.q}": ${Object.entries(found).map(([table, how]) => `${table}: ${how}`).join(', ')}`);
  }
  return plans;
}

/** What the stored vectors cost a write: one indicator's methodology saved (its vectors rebuilt by the database). */
async function timedUpdates(db, clientId) {
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const measured = await timed(() =>
      db.execute(sql`update indicators set methodology = jsonb_set(methodology, '{en}', to_jsonb((methodology->>'en') || ${`<p>Revised ${run}.</p>`}::text))
        where client_id = ${clientId} and key = 'bench_search_0001'`),
    );
    times.push(measured.ms);
  }
  return times;
}

/** The code measured: the commit, and whether the search feature differs from it. */
function codeVersion() {
  try {
    const git = (...args) => execFileSync('git', args, { cwd: benchDir, encoding: 'utf8' }).trim();
    const changed = git('status', '--porcelain', '--', '../apps/server/src/features/search') !== '';
    return `commit ${git('rev-parse', '--short', 'HEAD')}${changed ? ' with uncommitted changes in the search feature' : ''}`;
  } catch {
    return 'commit unknown';
  }
}

const startedAt = new Date();
const loadAtStart = os.loadavg()[0];
const measuredCode = codeVersion();
const measured = [];
for (const kind of DATABASES) measured.push(await measure(kind));

const cpus = os.cpus();
const setting =
  `Run on ${startedAt.toISOString()}: ${cpus.length} cores (${cpus[0]?.model.trim()}), Node ${process.version}; the demo client plus ${INDICATORS} indicators ` +
  `and ${SUBJECTS} subjects; ${RUNS} runs of each query by each statement, alternating; 1-minute load average ${format(loadAtStart, 2)} at start, ` +
  `${format(os.loadavg()[0], 2)} at the end. Code: ${measuredCode}.`;
const lines = [setting, ''];
for (const run of measured) {
  const label = run.databaseKind === 'postgres' ? `PostgreSQL ${run.version} (local server, default settings)` : `PGlite (PostgreSQL ${run.version}, in memory)`;
  lines.push(
    `**${label}**: ${run.counts.indicators} indicators (texts of the added ones: ${format(run.counts.text_length)} characters on average), ${run.counts.subjects} subjects.`,
    '',
    '| query | results (matches) | before: median (min–max) | after: median (min–max) | speed-up |',
    '|---|---|---|---|---|',
  );
  for (const query of run.queries) {
    lines.push(
      `| ${query.label}: \`${query.q}\` | ${query.results} (${query.matches}) | ${format(median(query.before), 1)} ms (${spread(query.before)}) | ` +
        `${format(median(query.after), 2)} ms (${spread(query.after)}) | ${format(median(query.before) / median(query.after), 0)}× |`,
    );
  }
  const before = run.queries.flatMap((query) => query.before);
  const after = run.queries.flatMap((query) => query.after);
  lines.push(
    `| all queries | | ${format(median(before), 1)} ms (${spread(before)}) | ${format(median(after), 2)} ms (${spread(after)}) | ${format(median(before) / median(after), 0)}× |`,
    '',
    `Writing one indicator's methodology (its two vectors rebuilt): ${format(median(run.update), 2)} ms median (${spread(run.update)}); ` +
      `the ${INDICATORS} indicators were inserted with their vectors in ${format(run.indicatorsWrittenMs / 1000, 2)} s.`,
    '',
  );
  if (run.plans) {
    for (const plan of run.plans) {
      const how = Object.entries(plan.found).map(([table, found]) => `${table}: ${found}`).join('; ');
      lines.push(`EXPLAIN ANALYZE, \`${plan.q}\` (${how}):`, '', '```', ...plan.lines, '```', '');
    }
  }
}
const report = lines.join('\n');
console.log(`\n${report}`);
if (options.write) {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'search-latest.md'), `${report}\n`);
  writeFileSync(path.join(resultsDir, 'search-latest.json'), `${JSON.stringify({ startedAt, setting, measured }, null, 2)}\n`);
  console.log(`written: bench/results/search-latest.{md,json}`);
}
