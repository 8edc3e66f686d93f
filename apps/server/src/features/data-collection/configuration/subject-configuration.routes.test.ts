import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { API, type DataCollectionFixture, insertInput, ONE_LEVEL_FIELDS, seedDataCollectionFixture, signedInAs } from '../test-data-collection.seed.js';

let t: TestApp;
let f: DataCollectionFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedDataCollectionFixture(t.db);
});
afterAll(() => t.close());

describe('PUT /subjects/{key}', () => {
  const configuration = (overrides: Record<string, unknown> = {}) => ({
    name: { en: 'Production', fr: 'Production' },
    section_key: 't_section',
    fields: ONE_LEVEL_FIELDS,
    tag_dimensions: [{ key: 't_org', depth: 1 }],
    periods: ['2020', '2021', '2022', '2023'],
    variation_threshold: 15,
    approval_levels: 2,
    contributor_ids: [f.users.contributorB.id],
    ...overrides,
  });

  it('lets an administrator configure a subject: form, periods, threshold, levels and contributors', async () => {
    const admin = await signedInAs(t, f, 'admin');
    const response = await admin.put(`${API}/subjects/t_one`, configuration());
    expect(response.statusCode).toBe(200);
    expect(response.json().subject).toMatchObject({
      name: { en: 'Production', fr: 'Production' },
      periods: ['2020', '2021', '2022', '2023'],
      open_period: '2023',
      variation_threshold: 15,
      approval_levels: 2,
      contributors: [f.users.contributorB],
    });
    // Contributor A no longer enters it.
    const contributorA = await signedInAs(t, f, 'contributorA');
    expect((await contributorA.get(`${API}/subjects/t_one`)).json().subject.abilities.enter).toBe(false);
    expect((await contributorA.post(`${API}/subjects/t_one/inputs`, { period: '2023', tags: { t_org: 't_org_a' }, values: {} })).statusCode).toBe(403);
    await admin.put(
      `${API}/subjects/t_one`,
      configuration({
        name: { en: 'Subject t_one', fr: 'Sujet t_one' },
        periods: ['2020', '2021', '2022'],
        variation_threshold: 10,
        approval_levels: 1,
        contributor_ids: [f.users.contributorA.id, f.users.contributorB.id],
      }),
    );
  });

  it('checks the definition as a whole and answers each problem on its path', async () => {
    await insertInput(t.db, f, { subject: f.oneLevel, period: '2022', tag: 't_org_a', values: { production: 1 }, state: 'submitted' });
    const admin = await signedInAs(t, f, 'admin');
    const response = await admin.put(
      `${API}/subjects/t_one`,
      configuration({
        section_key: 'nowhere',
        fields: [
          { id: 'a', name: { en: 'A', fr: 'A' }, type: 'number' },
          { id: 'a', name: { en: 'A', fr: 'A' }, type: 'string' },
          { id: 'b', name: { en: 'B', fr: 'B' }, type: 'radio' },
          { id: 'c', name: { en: 'C', fr: 'C' }, type: 'string', display: { key: 'nothing', for: ['x'] } },
          { id: 'tags', name: { en: 'T', fr: 'T' }, type: 'string' },
        ],
        tag_dimensions: [{ key: 't_site_a1', depth: 1 }],
        periods: ['2022', '2021', '2021'],
        contributor_ids: [999999],
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'INVALID_RECORD' });
    expect(response.json().details).toEqual({
      section_key: [{ error: 'INVALID' }],
      'fields.1.id': [{ error: 'DUPLICATED' }],
      'fields.2.choices': [{ error: 'BLANK' }],
      'fields.3.display.key': [{ error: 'INVALID' }],
      'fields.4.id': [{ error: 'INVALID' }],
      'tag_dimensions.0.key': [{ error: 'INVALID' }],
      // The subject has inputs: its dimensions stay as they are.
      tag_dimensions: [{ error: 'READ_ONLY' }],
      periods: [{ error: 'INVALID' }],
      contributor_ids: [{ error: 'INVALID' }],
    });
    expect((await admin.get(`${API}/subjects/t_one`)).json().subject.fields).toEqual(ONE_LEVEL_FIELDS);
  });

  it('is refused to a contributor', async () => {
    const response = await (await signedInAs(t, f, 'contributorA')).put(`${API}/subjects/t_one`, configuration());
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ACCESS_DENIED');
  });
});
