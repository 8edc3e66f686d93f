import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TestAgent } from '../../test/test-agent.js';
import { seedSearchRecords } from './test-search.seed.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';

// French search as on a database that lacks its configuration: the database itself refuses the query.
vi.mock('./text-search-configurations.js', () => ({
  TEXT_SEARCH_CONFIGURATIONS: { en: 'english', fr: 'no_such_configuration' },
  WORD_PREFIX_CONFIGURATION: 'simple',
}));

let t: TestApp;
let visitor: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  const [client] = await t.db.select({ id: clients.id }).from(clients).limit(1);
  await seedSearchRecords(t.db, client!.id);
  visitor = await new TestAgent(t.app).start();
});
afterAll(() => t.close());

describe('GET /search when full-text search is unavailable', () => {
  it('answers 503 with the error envelope', async () => {
    const response = await visitor.get('/api/search?q=quokka&locale=fr');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 'CLIENT_IN_MAINTENANCE', feedback: 'Search is not available at the moment.' });
  });

  it('still answers a query too short to search, and the languages that are available', async () => {
    expect((await visitor.get('/api/search?q=q&locale=fr')).json()).toEqual({ results: [] });
    const english = await visitor.get('/api/search?q=quokka&locale=en');
    expect(english.statusCode).toBe(200);
    expect(english.json().results.map((result: { key: string }) => result.key)).toEqual(['st_quokka_releases']);
  });
});
