import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { TestAgent } from '../../../test/test-agent.js';
import { API, type DataCollectionFixture, insertInput, seedDataCollectionFixture, signedInAs, TWO_LEVEL_FIELDS } from '../test-data-collection.seed.js';

let t: TestApp;
let f: DataCollectionFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedDataCollectionFixture(t.db);
});
afterAll(() => t.close());

type Listed = { key: string; section: { key: string }; progress: Record<string, unknown>; abilities: Record<string, boolean> };
const ours = (subjects: Listed[]) => subjects.filter((subject) => subject.key.startsWith('t_'));

describe('GET /subjects', () => {
  it('lists the subjects with their section, open-period progress and what the caller may do', async () => {
    await insertInput(t.db, f, { subject: f.oneLevel, period: '2022', tag: 't_org_a', values: { production: 1 }, state: 'submitted' });
    const contributor = await signedInAs(t, f, 'contributorA');
    const response = await contributor.get(`${API}/subjects`);
    expect(response.statusCode).toBe(200);
    const [one, two] = ours(response.json().subjects);
    expect(one).toMatchObject({
      key: 't_one',
      name: { en: 'Subject t_one', fr: 'Sujet t_one' },
      section: { key: 't_section', name: { en: 'Test section', fr: 'Section de test' } },
      // Two contributors, one organisation each; Alpha's 2022 input is submitted: Alpha's contributor owes nothing more.
      progress: { period: '2022', available: 1, remaining: 0, disabled: false, available_users: 2 },
      abilities: { enter: true, approve: false, preapprove: false, configure: false, progress: false },
    });
    expect(two).toMatchObject({ key: 't_two', progress: { period: '2022', available: 2, remaining: 2 } });
    // Whoever does not contribute follows the whole subject.
    const [wholeOne, wholeTwo] = ours((await (await signedInAs(t, f, 'approver')).get(`${API}/subjects`)).json().subjects);
    expect(wholeOne).toMatchObject({ progress: { period: '2022', available: 2, remaining: 1, available_users: 2 } });
    expect(wholeTwo).toMatchObject({ progress: { period: '2022', available: 3, remaining: 3 } });
  });

  it('gives a pre-approver the pre-approval of two-level subjects only, an administrator configuration, and whoever follows progress its page', async () => {
    const preapprover = ours((await (await signedInAs(t, f, 'preapprover')).get(`${API}/subjects`)).json().subjects);
    expect(preapprover.map((subject) => [subject.key, subject.abilities.preapprove, subject.abilities.enter])).toEqual([
      ['t_one', false, false],
      ['t_two', true, false],
    ]);
    const admin = ours((await (await signedInAs(t, f, 'admin')).get(`${API}/subjects`)).json().subjects);
    expect(admin[0]!.abilities).toEqual({ enter: false, approve: true, preapprove: false, configure: true, progress: false });
    // Progress is for those who follow it, on every subject.
    const approver = ours((await (await signedInAs(t, f, 'approver')).get(`${API}/subjects`)).json().subjects);
    expect(approver.map((subject) => subject.abilities.progress)).toEqual([true, true]);
    expect((await (await signedInAs(t, f, 'approver')).get(`${API}/subjects/t_one`)).json().subject.abilities).toMatchObject({ approve: true, progress: true });
  });

  it('is refused to a user without subjects.read and asks visitors to sign in', async () => {
    expect((await (await signedInAs(t, f, 'nobody')).get(`${API}/subjects`)).statusCode).toBe(403);
    expect((await (await new TestAgent(t.app).start()).get(`${API}/subjects`)).statusCode).toBe(401);
  });
});

describe('GET /sections', () => {
  it('lists the sections in order', async () => {
    const response = await (await signedInAs(t, f, 'reader')).get(`${API}/sections`);
    expect(response.statusCode).toBe(200);
    expect(response.json().sections).toContainEqual({ key: 't_section', name: { en: 'Test section', fr: 'Section de test' }, position: 100 });
  });
});

describe('GET /subjects/{key}', () => {
  it('gives the form, periods and the leaves the caller acts for', async () => {
    const response = await (await signedInAs(t, f, 'contributorA')).get(`${API}/subjects/t_two`);
    expect(response.statusCode).toBe(200);
    expect(response.json().subject).toEqual({
      key: 't_two',
      name: { en: 'Subject t_two', fr: 'Sujet t_two' },
      section: { key: 't_section', name: { en: 'Test section', fr: 'Section de test' } },
      fields: TWO_LEVEL_FIELDS,
      tag_dimensions: [
        {
          key: 't_org',
          depth: 2,
          name: { en: 'Test organisations', fr: 'Organisations de test' },
          leaves: [
            { key: 't_site_a1', name: { en: 'Alpha North', fr: 'Alpha Nord' } },
            { key: 't_site_a2', name: { en: 'Alpha South', fr: 'Alpha Sud' } },
          ],
        },
      ],
      periods: ['2021', '2022'],
      open_period: '2022',
      variation_threshold: null,
      approval_levels: 2,
      // Only the contributors within the caller's organisations: B's contributor is not A's to see.
      contributors: [f.users.contributorA],
      abilities: { enter: true, approve: false, preapprove: false, configure: false, progress: false },
    });
  });

  it('gives every leaf to whoever configures subjects, and 404 for an unknown key', async () => {
    const admin = await signedInAs(t, f, 'admin');
    const leaves = (await admin.get(`${API}/subjects/t_one`)).json().subject.tag_dimensions[0].leaves;
    expect(leaves.map((leaf: { key: string }) => leaf.key)).toEqual(['t_org_a', 't_org_b']);
    const missing = await admin.get(`${API}/subjects/nothing`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });
});

describe('GET /subjects_last_entries', () => {
  it('gives the inputs changed last, within the caller’s scope only', async () => {
    await insertInput(t.db, f, { subject: f.twoLevel, period: '2022', tag: 't_site_b1', values: { emissions: 4 }, state: 'draft' });
    const contributorA = (await (await signedInAs(t, f, 'contributorA')).get(`${API}/subjects_last_entries`)).json().inputs;
    expect(contributorA.map((input: { tags: { t_org: string } }) => input.tags.t_org)).toEqual(['t_org_a']);
    const approver = (await (await signedInAs(t, f, 'approver')).get(`${API}/subjects_last_entries`)).json().inputs;
    expect(approver.map((input: { subject_key: string; tags: { t_org: string } }) => `${input.subject_key}/${input.tags.t_org}`)).toEqual([
      't_two/t_site_b1',
      't_one/t_org_a',
    ]);
    expect(approver[1].abilities).toMatchObject({ approve: true, refuse: true, edit: false });
  });
});
