import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags } from '../../platform/tags/tags.tables.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TestAgent } from '../../test/test-agent.js';

let t: TestApp;
let otherClientTagId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [other] = await t.db.insert(clients).values({ name: 't_other', title: 'Other', settings: {} as never }).returning({ id: clients.id });
  const [tag] = await t.db
    .insert(tags)
    .values({ clientId: other!.id, key: 't_other_root', dimension: 't_other_root', depth: 0, name: { en: 'Other', fr: 'Autre' } })
    .returning({ id: tags.id });
  otherClientTagId = tag!.id;
});
afterAll(() => t.close());

type Listed = { id: number; key: string; dimension: string; parent_key: string | null; depth: number; name: { en: string } };

describe('GET /tags', () => {
  it("lists the client's tag nodes for any visitor, each tree in order: a node, then its children by position", async () => {
    const response = await (await new TestAgent(t.app).start()).get('/api/tags');
    expect(response.statusCode).toBe(200);
    const listed: Listed[] = response.json().tags;
    expect(listed[0]).toMatchObject({ key: 'organisation', dimension: 'organisation', parent_key: null, depth: 0 });
    const keys = listed.map((tag) => tag.key);
    expect(keys.slice(0, 6)).toEqual(['organisation', 'boreal', 'boreal_alma', 'boreal_jonquiere', 'boreal_la_baie', 'boreal_laterriere']);
    expect(listed.find((tag) => tag.key === 'boreal_alma')).toMatchObject({ parent_key: 'boreal', depth: 2, name: { en: 'Alma smelter' } });
    // Every parent comes before its children; nothing of another client.
    for (const tag of listed) if (tag.parent_key) expect(keys.indexOf(tag.parent_key)).toBeLessThan(keys.indexOf(tag.key));
    expect(keys).not.toContain('t_other_root');
  });
});

describe('GET /tags/{id}', () => {
  it('gives a node with its children in order, and 404 for another client’s or an unknown one', async () => {
    const agent = await new TestAgent(t.app).start();
    const boreal = ((await agent.get('/api/tags')).json().tags as Listed[]).find((tag) => tag.key === 'boreal')!;
    const response = await agent.get(`/api/tags/${boreal.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().tag).toEqual(boreal);
    expect(response.json().children.map((tag: Listed) => tag.key)).toEqual(['boreal_alma', 'boreal_jonquiere', 'boreal_la_baie', 'boreal_laterriere']);
    expect((await agent.get(`/api/tags/${otherClientTagId}`)).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await agent.get('/api/tags/99999999')).statusCode).toBe(404);
    expect((await agent.get('/api/tags/abc')).statusCode).toBe(422);
  });
});
