import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '@platform/shared/search/search.contract';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TestAgent } from '../../test/test-agent.js';
import { type DataCollectionFixture, seedDataCollectionFixture, signedInAs } from '../data-collection/test-fixtures.js';
import { MAX_SEARCH_RESULTS } from './search.service.js';
import { seedSearchRecords } from './test-search.seed.js';

let t: TestApp;
let f: DataCollectionFixture;
let visitor: TestAgent;
let reader: TestAgent;
let nobody: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedDataCollectionFixture(t.db);
  await seedSearchRecords(t.db, f.clientId);
  visitor = await new TestAgent(t.app).start();
  reader = await signedInAs(t, f, 'contributorA');
  nobody = await signedInAs(t, f, 'nobody');
});
afterAll(() => t.close());

async function results(agent: TestAgent, query: string, locale?: 'en' | 'fr'): Promise<SearchResult[]> {
  const response = await agent.get(`/api/search?q=${encodeURIComponent(query)}${locale ? `&locale=${locale}` : ''}`);
  expect(response.statusCode).toBe(200);
  return response.json().results;
}
const keysOf = (found: SearchResult[]) => found.map((result) => result.key);

describe('GET /search: indicators', () => {
  it('finds an indicator by a word of its methodology in French, stemmed and accent-folded', async () => {
    // The methodology says "émission" (singular); every spelling of the plural finds it.
    for (const query of ['émissions quokka', 'quokka émissions', 'emissions quokka', 'ÉMISSIONS QUOKKA']) {
      const found = await results(visitor, query, 'fr');
      expect(keysOf(found), query).toEqual(['st_quokka_releases']);
    }
    const [found] = await results(visitor, 'émissions quokka', 'fr');
    expect(found).toEqual({
      kind: 'indicator',
      key: 'st_quokka_releases',
      name: { en: 'Xylophonic releases', fr: 'Rejets xylophoniques' },
      path: '/indicators/st/search/st_quokka_releases',
      excerpt: expect.stringContaining('Chaque émission de gaz quokka est mesurée à l’aluminerie. Les chiffres sont arrondis. Revu chaque année'),
    });
  });

  it('finds it in English by a stemmed word of the English methodology, and not by a word only the French one has', async () => {
    expect(keysOf(await results(visitor, 'quokka emissions', 'en'))).toEqual(['st_quokka_releases']);
    expect(keysOf(await results(visitor, 'smelters quokka', 'en'))).toEqual(['st_quokka_releases']);
    expect(await results(visitor, 'aluminerie quokka', 'en')).toEqual([]);
    expect(keysOf(await results(visitor, 'aluminerie quokka', 'fr'))).toEqual(['st_quokka_releases']);
  });

  it('matches the last word as it is being typed', async () => {
    expect(keysOf(await results(visitor, 'quok', 'en'))).toEqual(['st_quokka_releases']);
    expect(keysOf(await results(visitor, 'xylophoniq', 'fr'))).toEqual(['st_quokka_releases']);
    expect(keysOf(await results(visitor, 'st_quokka_rel', 'en'))).toEqual(['st_quokka_releases']);
  });

  it('searches in the signed-in user’s language when none is asked for, else in English', async () => {
    const french = await signedInAs(t, f, 'preapprover');
    expect(keysOf(await results(french, 'aluminerie quokka'))).toEqual(['st_quokka_releases']);
    expect(await results(visitor, 'aluminerie quokka')).toEqual([]);
    expect(keysOf(await results(visitor, 'smelter quokka'))).toEqual(['st_quokka_releases']);
  });

  it('gives the excerpt as plain text taken from the stored text, whatever markup the query holds', async () => {
    // Markup typed in the query is only words that must be found as well.
    expect(await results(visitor, '<strong>quokka</strong>', 'en')).toEqual([]);
    const [plain] = await results(visitor, '<quokka>', 'en');
    expect(plain!.excerpt).toContain('Each kiln emission of quokka gas is measured at the smelter. Figures are rounded & checked. Reviewed yearly');
    expect(plain!.excerpt).not.toMatch(/[<>]|&amp;/);
  });

  it('answers at most 20 results, best first', async () => {
    const found = await results(visitor, 'zébrule', 'fr');
    expect(found).toHaveLength(MAX_SEARCH_RESULTS);
    expect(found.every((result) => result.key.startsWith('st_zebrule_'))).toBe(true);
  });

  it('answers nothing for an empty or one-character query', async () => {
    expect(await results(visitor, '')).toEqual([]);
    expect(await results(visitor, 'q')).toEqual([]);
    expect(await results(reader, '  z ')).toEqual([]);
  });
});

describe('GET /search: subjects', () => {
  it('finds a subject by its name, its section’s name and its fields’ names and help, for a user who may read subjects', async () => {
    const expected = { kind: 'subject', key: 'st_marsupials', name: { en: 'Marsupial counts', fr: 'Dénombrement des marsupiaux' }, path: '/admin/subjects/st_marsupials' };
    expect(await results(reader, 'marsupial', 'en')).toEqual([{ ...expected, excerpt: expect.any(String) }]);
    expect(await results(reader, 'terriers inventoriés', 'fr')).toEqual([{ ...expected, excerpt: 'Habitat des quokkas · Terriers inventoriés: Compter chaque terrier wombatique' }]);
    expect(await results(reader, 'wombatique', 'en')).toEqual([{ ...expected, excerpt: expect.stringContaining('wombatique') }]);
    expect(keysOf(await results(reader, 'habitat quokkas', 'fr'))).toContain('st_marsupials');
  });

  it('never shows an archived subject', async () => {
    expect(keysOf(await results(reader, 'archived wombatique', 'en'))).toEqual([]);
  });

  it('hides subjects from visitors and from users without subjects.read, who still find indicators', async () => {
    for (const agent of [visitor, nobody]) {
      expect(await results(agent, 'wombatique', 'en')).toEqual([]);
      expect(keysOf(await results(agent, 'quokka', 'en'))).toEqual(['st_quokka_releases']);
    }
  });
});

describe('GET /search: another client', () => {
  it('never finds another client’s indicators or subjects', async () => {
    const admin = await signedInAs(t, f, 'admin');
    for (const agent of [visitor, admin]) {
      for (const locale of ['en', 'fr'] as const) {
        const found = [...(await results(agent, 'quokka', locale)), ...(await results(agent, 'wombatique', locale)), ...(await results(agent, 'xylophoni', locale))];
        expect(found.filter((result) => result.key.startsWith('st_other'))).toEqual([]);
      }
    }
  });
});

describe('GET /search: hostile queries', () => {
  const hostile = [
    `'`,
    `"`,
    `''quokka''`,
    `&|!():*`,
    `quokka & | ! ( ) : *`,
    `quokka:*`,
    `!quokka`,
    `quokka <-> gas`,
    `'; drop table indicators; --`,
    `quokka' or '1'='1`,
    `) or 1=1 --`,
    `\\`,
    `%`,
    `_`,
    `<script>alert(1)</script>`,
    `${'quokka '.repeat(30)}`.slice(0, 200),
    '&'.repeat(200),
    'é'.repeat(200),
    'a b c d e f g h i j k l m n o p q r s t u v w x y z',
    '日本語 тест עברית',
    '😀😀',
  ];

  it.each(hostile)('answers %j with results, never a failure', async (query) => {
    for (const agent of [visitor, reader]) {
      const response = await agent.get(`/api/search?q=${encodeURIComponent(query)}&locale=fr`);
      expect(response.statusCode).toBe(200);
      expect(Array.isArray(response.json().results)).toBe(true);
    }
  });

  it('refuses a query too long, an unknown language, a query given twice or text no field holds (a NUL byte, a lone surrogate) with the error envelope', async () => {
    const refused = [`/api/search?q=${'a'.repeat(201)}`, '/api/search?q=quokka&locale=de', '/api/search?q=a&q=b', '/api/search', '/api/search?q=%00quokka', '/api/search?q=%ED%A0%80'];
    for (const url of refused) {
      const response = await visitor.get(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json(), url).toMatchObject({ code: expect.any(String), feedback: expect.any(String) });
    }
  });
});
