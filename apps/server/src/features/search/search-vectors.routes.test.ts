import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '@platform/shared/search/search.contract';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { actorWith } from '../../test/actor-fixture.js';
import { TestAgent } from '../../test/test-agent.js';
import { API, type DataCollectionFixture, ONE_LEVEL_FIELDS, sections, seedDataCollectionFixture, signedInAs, subjects } from '../data-collection/test-fixtures.js';
import { INDICATORS_API, signedIn } from '../indicators/test-fixtures.js';
import { searchStatement } from './search.service.js';
import { seedSearchRecords } from './test-search.seed.js';

// What is searched is stored with each record (search_vectors migration): every write of a searched
// text must leave the stored vectors right, whichever path it takes (API or a plain table update).

let t: TestApp;
let f: DataCollectionFixture;
let visitor: TestAgent;
let reader: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedDataCollectionFixture(t.db);
  await seedSearchRecords(t.db, f.clientId);
  visitor = await new TestAgent(t.app).start();
  reader = await signedInAs(t, f, 'reader');
});
afterAll(() => t.close());

async function results(agent: TestAgent, query: string, locale: 'en' | 'fr'): Promise<SearchResult[]> {
  const response = await agent.get(`/api/search?q=${encodeURIComponent(query)}&locale=${locale}`);
  expect(response.statusCode).toBe(200);
  return response.json().results;
}
const keysOf = async (agent: TestAgent, query: string, locale: 'en' | 'fr') => (await results(agent, query, locale)).map((result) => result.key);

const indicatorBody = (texts: { name: { en: string; fr: string }; methodology: { en: string | null; fr: string | null } }) => ({
  indicator: {
    path: '/indicators/st/search/st_renamed',
    type: 'chart',
    unit: null,
    chart_kind: 'bar',
    calculation: null,
    notes: { en: null, fr: null },
    ...texts,
  },
});

describe('search after an indicator is written', () => {
  it('finds a new indicator at once, then only by its new name once renamed, in both languages', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const first = { name: { en: 'Pangolin tallies', fr: 'Décomptes de pangolins' }, methodology: { en: '<p>Counted by numbat rangers.</p>', fr: '<p>Comptés par les gardes numbats.</p>' } };
    expect((await admin.put(`${INDICATORS_API}/st_renamed`, indicatorBody(first))).statusCode).toBe(200);
    expect(await keysOf(visitor, 'pangolin tallies', 'en')).toEqual(['st_renamed']);
    expect(await keysOf(visitor, 'décomptes pangolins', 'fr')).toEqual(['st_renamed']);

    const renamed = { ...first, name: { en: 'Echidna tallies', fr: 'Décomptes d’échidnés' } };
    expect((await admin.put(`${INDICATORS_API}/st_renamed`, indicatorBody(renamed))).statusCode).toBe(200);
    expect(await keysOf(visitor, 'pangolin tallies', 'en')).toEqual([]);
    expect(await keysOf(visitor, 'décomptes pangolins', 'fr')).toEqual([]);
    expect(await keysOf(visitor, 'echidna tallies', 'en')).toEqual(['st_renamed']);
    // Accents folded on both sides of the new name too.
    expect(await keysOf(visitor, 'echidnes', 'fr')).toEqual(['st_renamed']);
    // Its key is still searched.
    expect(await keysOf(visitor, 'st_renamed', 'en')).toEqual(['st_renamed']);
  });

  it('finds it by a word of its edited methodology, with the excerpt taken from the new text, and no longer by the old one', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const edited = {
      name: { en: 'Echidna tallies', fr: 'Décomptes d’échidnés' },
      methodology: { en: '<p>Each <em>bilby</em> burrow is counted twice.</p>', fr: '<p>Chaque terrier de <em>bilbi</em> est compté deux fois.</p>' },
    };
    expect((await admin.put(`${INDICATORS_API}/st_renamed`, indicatorBody(edited))).statusCode).toBe(200);
    expect(await keysOf(visitor, 'numbat', 'en')).toEqual([]);
    expect(await keysOf(visitor, 'numbats', 'fr')).toEqual([]);
    const [english] = await results(visitor, 'bilby burrows', 'en');
    expect(english).toMatchObject({ key: 'st_renamed', excerpt: expect.stringContaining('Each bilby burrow is counted twice') });
    const [french] = await results(visitor, 'terriers bilbi', 'fr');
    expect(french).toMatchObject({ key: 'st_renamed', excerpt: expect.stringContaining('Chaque terrier de bilbi est compté deux fois') });
  });
});

describe('search after a subject or its section is written', () => {
  const configuration = (overrides: Record<string, unknown>) => ({
    name: { en: 'Subject t_one', fr: 'Sujet t_one' },
    section_key: 't_section',
    fields: ONE_LEVEL_FIELDS,
    tag_dimensions: [{ key: 't_org', depth: 1 }],
    periods: ['2020', '2021', '2022'],
    variation_threshold: 10,
    approval_levels: 1,
    contributor_ids: [f.users.contributorA.id, f.users.contributorB.id],
    ...overrides,
  });

  it('finds a subject configured through the API by its new name, its fields’ new help and its new section, and not by the old ones', async () => {
    const admin = await signedInAs(t, f, 'admin');
    expect(await keysOf(reader, 'sujet t_one', 'fr')).toEqual(['t_one']);
    const fields = ONE_LEVEL_FIELDS.map((field, index) => (index === 0 ? { ...field, help: { en: 'Weigh every cassowary egg', fr: 'Peser chaque œuf de casoar' } } : field));
    const response = await admin.put(
      `${API}/subjects/t_one`,
      configuration({ name: { en: 'Cassowary census', fr: 'Recensement des casoars' }, section_key: 'st_section', fields }),
    );
    expect(response.statusCode).toBe(200);
    expect(await keysOf(reader, 'sujet t_one', 'fr')).toEqual([]);
    expect(await keysOf(reader, 'cassowary census', 'en')).toEqual(['t_one']);
    expect(await keysOf(reader, 'recensement casoars', 'fr')).toEqual(['t_one']);
    // The ligature folded: "oeuf" finds "œuf".
    expect(await keysOf(reader, 'oeuf casoar', 'fr')).toEqual(['t_one']);
    // Moved to the search tests' section: found by its name now, not by its old section's.
    expect(await keysOf(reader, 'cassowary quokka habitat', 'en')).toEqual(['t_one']);
    expect(await keysOf(reader, 'cassowary test section', 'en')).toEqual([]);

    await admin.put(`${API}/subjects/t_one`, configuration({}));
    expect(await keysOf(reader, 'cassowary', 'en')).toEqual([]);
    expect(await keysOf(reader, 'sujet t_one', 'fr')).toEqual(['t_one']);
  });

  it('finds a section’s subjects by its new name once it is renamed, and no longer by the old one', async () => {
    expect(await keysOf(reader, 'section de test', 'fr')).toEqual(['t_one', 't_two']);
    await t.db.update(sections).set({ name: { en: 'Platypus survey', fr: 'Relevé des ornithorynques' } }).where(eq(sections.key, 't_section'));
    expect(await keysOf(reader, 'section de test', 'fr')).toEqual([]);
    expect(await keysOf(reader, 'platypus survey', 'en')).toEqual(['t_one', 't_two']);
    const [found] = await results(reader, 'ornithorynque', 'fr');
    expect(found!.excerpt).toMatch(/^Relevé des ornithorynques · /);
    // Another section's subjects are untouched.
    expect(await keysOf(reader, 'marsupial quokka habitat', 'en')).toEqual(['st_marsupials']);
  });

  it('never shows a subject once archived, and shows it again when it is restored', async () => {
    await t.db.update(subjects).set({ archivedAt: new Date() }).where(eq(subjects.key, 't_two'));
    expect(await keysOf(reader, 'sujet t_two', 'fr')).toEqual([]);
    await t.db.update(subjects).set({ archivedAt: null }).where(eq(subjects.key, 't_two'));
    expect(await keysOf(reader, 'sujet t_two', 'fr')).toEqual(['t_two']);
  });
});

describe('the search statement', () => {
  it('reads the GIN indexes of the stored vectors, in both languages, on a client with thousands of records', async () => {
    // Enough rows (and their statistics) for an index to beat a scan, as on a real client's database.
    const filler = `'<p>' || repeat('Tonnes of alumina refined per smelter line and year. ', 2) || n || '</p>'`;
    await t.db.execute(
      sql.raw(`insert into indicators (client_id, key, section, subsection, type, path, name, methodology)
        select ${f.clientId}, 'st_bulk_' || n, 'st', 'bulk', 'chart', '/indicators/st/bulk/st_bulk_' || n,
               jsonb_build_object('en', 'Bulk figure ' || n, 'fr', 'Chiffre de masse ' || n), jsonb_build_object('en', ${filler}, 'fr', ${filler})
          from generate_series(1, 2000) n`),
    );
    const [section] = await t.db.select({ id: sections.id }).from(sections).where(eq(sections.key, 't_section'));
    await t.db.execute(
      sql.raw(`insert into subjects (client_id, section_id, key, name)
        select ${f.clientId}, ${section!.id}, 'st_bulk_' || n, jsonb_build_object('en', 'Bulk subject ' || n, 'fr', 'Sujet de masse ' || n)
          from generate_series(1, 2000) n`),
    );
    await t.db.execute(sql`vacuum analyze indicators, subjects`);
    for (const locale of ['en', 'fr'] as const) {
      const statement = searchStatement({ clientId: f.clientId, actor: actorWith(['subjects.read']), locale, query: 'quokka emiss' })!;
      const answer = (await t.db.execute(sql`explain ${statement}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
      const plan = answer.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toContain(`Bitmap Index Scan on indicators_search_vector_${locale}_idx`);
      expect(plan).toContain(`Bitmap Index Scan on subjects_search_vector_${locale}_idx`);
    }
    expect(await keysOf(reader, 'quokka emiss', 'en')).toEqual(['st_quokka_releases']);
  });
});
