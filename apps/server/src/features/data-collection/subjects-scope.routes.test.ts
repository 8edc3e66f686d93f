import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpAgent } from '../../test/http-agent.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { subjectContributors } from './data-collection.tables.js';
import { addTestUser, API, type DataCollectionFixture, inputRow, insertInput, ONE_LEVEL_FIELDS, seedDataCollectionFixture, type TestUser } from './test-data-collection.seed.js';

// Subjects seen from one organisation, over real connections: the fixture's contributors act for Alpha
// (t_org_a) and Beta (t_org_b); everyone of this file signing in acts for Alpha only, except the
// administrator, who acts for the whole tree.

let t: TestApp;
let f: DataCollectionFixture;
let nextAddress = 1;
/** Contributes to the one-level subject for both organisations: outside Alpha's scope, though Alpha's input is expected from them too. */
let contributorAll: TestUser;
let configurerA: TestUser;
let preapproverA: TestUser;
/** Deciders who do not read subjects: the approval screen is their only way in. */
let approveOnlyA: TestUser;
let preapproveOnlyA: TestUser;
/** Alpha's submitted input of the one-level subject's open period. */
let alphaOpen: number;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedDataCollectionFixture(t.db);
  contributorAll = await addTestUser(t.db, f, { name: 'contributorAll', permissions: ['subjects.read', 'inputs.write'], tagKeys: ['t_org'] });
  await t.db.insert(subjectContributors).values({ subjectId: f.oneLevel.id, userId: contributorAll.id });
  configurerA = await addTestUser(t.db, f, { name: 'configurerA', permissions: ['subjects.configure'], tagKeys: ['t_org_a'] });
  preapproverA = await addTestUser(t.db, f, { name: 'preapproverA', permissions: ['subjects.read', 'inputs.preapprove'], tagKeys: ['t_org_a'] });
  approveOnlyA = await addTestUser(t.db, f, { name: 'approveOnlyA', permissions: ['inputs.approve'], tagKeys: ['t_org_a'] });
  preapproveOnlyA = await addTestUser(t.db, f, { name: 'preapproveOnlyA', permissions: ['inputs.preapprove'], tagKeys: ['t_org_a'] });
  // The open period (2022): Alpha has delivered the one-level subject, Beta nothing; Beta's site has delivered the two-level one.
  alphaOpen = await insertInput(t.db, f, { subject: f.oneLevel, period: '2022', tag: 't_org_a', values: { production: 1 }, state: 'submitted' });
  await insertInput(t.db, f, { subject: f.twoLevel, period: '2022', tag: 't_site_b1', values: { emissions: 1 }, state: 'submitted' });
});
afterAll(() => t.close());

async function signedIn(user: TestUser): Promise<HttpAgent> {
  const agent = await HttpAgent.start(t.app, `127.86.0.${nextAddress++}`);
  expect((await agent.signIn(user.email, DEMO_PASSWORD)).statusCode).toBe(200);
  return agent;
}

const outsiders = () => [f.users.contributorB.email, contributorAll.email];
const expectNoOutsider = (body: string) => {
  for (const outsider of outsiders()) expect(body, outsider).not.toContain(outsider);
};

type Listed = { key: string; progress: Record<string, unknown> };
const progressOf = (body: { subjects: Listed[] }, key: string) => body.subjects.find((subject) => subject.key === key)?.progress;

describe('GET /subjects within the caller’s organisations', () => {
  it('counts only the inputs expected and delivered within them', async () => {
    const body = (await (await signedIn(preapproverA)).get(`${API}/subjects`)).json();
    // Alpha's input is expected (from contributor A and from whoever acts for both) and delivered; Beta's is not theirs.
    expect(progressOf(body, 't_one')).toEqual({ period: '2022', available: 1, remaining: 0, disabled: false, available_users: 3 });
    // Alpha's two sites, both still owed; Beta's delivered site is not theirs.
    expect(progressOf(body, 't_two')).toEqual({ period: '2022', available: 2, remaining: 2, disabled: false, available_users: 2 });

    const whole = (await (await signedIn(f.users.admin)).get(`${API}/subjects`)).json();
    expect(progressOf(whole, 't_one')).toMatchObject({ available: 2, remaining: 1 });
    expect(progressOf(whole, 't_two')).toMatchObject({ available: 3, remaining: 2 });
  });
});

describe('GET /subjects/{key} within the caller’s organisations', () => {
  it('lists only the contributors acting within them', async () => {
    for (const caller of [configurerA, preapproverA]) {
      const response = await (await signedIn(caller)).get(`${API}/subjects/t_one`);
      expect(response.statusCode).toBe(200);
      expectNoOutsider(response.body);
      expect(response.json().subject.contributors).toEqual([f.users.contributorA]);
    }
    const whole = (await (await signedIn(f.users.admin)).get(`${API}/subjects/t_one`)).json().subject;
    expect(whole.contributors).toEqual([f.users.contributorA, f.users.contributorB, contributorAll].sort((a, b) => a.email.localeCompare(b.email)));
  });
});

describe('PUT /subjects/{key} within the caller’s organisations', () => {
  const configuration = (contributorIds: number[]) => ({
    name: { en: 'Subject t_one', fr: 'Sujet t_one' },
    section_key: 't_section',
    fields: ONE_LEVEL_FIELDS,
    tag_dimensions: [{ key: 't_org', depth: 1 }],
    periods: ['2020', '2021', '2022'],
    variation_threshold: 10,
    approval_levels: 1,
    contributor_ids: contributorIds,
  });
  const contributorsOf = async () =>
    (await t.db.select({ userId: subjectContributors.userId }).from(subjectContributors).where(eq(subjectContributors.subjectId, f.oneLevel.id))).map((row) => row.userId).sort();

  it('changes the contributors within them only, keeping the others', async () => {
    const configurer = await signedIn(configurerA);
    const before = await contributorsOf();
    expect(before).toEqual([f.users.contributorA.id, f.users.contributorB.id, contributorAll.id].sort());

    const refused = await configurer.put(`${API}/subjects/t_one`, configuration([f.users.contributorA.id, f.users.contributorB.id]));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual({ contributor_ids: [{ error: 'INVALID' }] });
    expect(await contributorsOf()).toEqual(before);

    const emptied = await configurer.put(`${API}/subjects/t_one`, configuration([]));
    expect(emptied.statusCode).toBe(200);
    expectNoOutsider(emptied.body);
    expect(emptied.json().subject.contributors).toEqual([]);
    expect(await contributorsOf()).toEqual([f.users.contributorB.id, contributorAll.id].sort());

    const restored = await configurer.put(`${API}/subjects/t_one`, configuration([f.users.contributorA.id]));
    expect(restored.statusCode).toBe(200);
    expect(restored.json().subject.contributors).toEqual([f.users.contributorA]);
    expect(await contributorsOf()).toEqual(before);
  });
});

describe('approval by a decider who does not read subjects', () => {
  const listed = async (agent: HttpAgent, key: string) => {
    const response = await agent.get(`${API}/subjects/${key}/approval`);
    expect(response.statusCode).toBe(200);
    return (response.json().inputs as { id: number; lock_version: number }[]).map(({ id, lock_version }) => ({ id, lock_version }));
  };

  it('lets an approver approve what their approval list shows', async () => {
    const id = await insertInput(t.db, f, { subject: f.oneLevel, period: '2021', tag: 't_org_a', values: { production: 2 }, state: 'submitted', lockVersion: 3 });
    const approver = await signedIn(approveOnlyA);
    expect(await listed(approver, 't_one')).toEqual([
      { id: alphaOpen, lock_version: 0 },
      { id, lock_version: 3 },
    ]);
    const response = await approver.put(`${API}/subjects/t_one/inputs/approve`, { ids: [id], lock_versions: [3] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ results: [{ id, state: 'approved' }] });
    expect(await inputRow(t.db, id)).toMatchObject({ state: 'approved', updatedById: approveOnlyA.id });
  });

  it('lets a pre-approver pass on and refuse what their approval list shows, on two-level subjects only', async () => {
    const passed = await insertInput(t.db, f, { subject: f.twoLevel, period: '2021', tag: 't_site_a1', values: { emissions: 2 }, state: 'submitted' });
    const refused = await insertInput(t.db, f, { subject: f.twoLevel, period: '2021', tag: 't_site_a2', values: { emissions: 3 }, state: 'submitted' });
    const oneLevel = await insertInput(t.db, f, { subject: f.oneLevel, period: '2020', tag: 't_org_a', values: { production: 3 }, state: 'submitted' });
    const preapprover = await signedIn(preapproveOnlyA);
    expect(await listed(preapprover, 't_two')).toEqual([
      { id: passed, lock_version: 0 },
      { id: refused, lock_version: 0 },
    ]);
    expect((await preapprover.put(`${API}/subjects/t_two/inputs/approve`, { ids: [passed], lock_versions: [0] })).json()).toEqual({ results: [{ id: passed, state: 'preapproved' }] });
    expect((await preapprover.put(`${API}/subjects/t_two/inputs/refuse`, { ids: [refused], lock_versions: [0], reason: 'Check' })).json()).toEqual({
      results: [{ id: refused, state: 'refused' }],
    });
    // A one-level subject has nothing for them to judge, nor to see.
    expect(await listed(preapprover, 't_one')).toEqual([]);
    expect((await preapprover.put(`${API}/subjects/t_one/inputs/approve`, { ids: [oneLevel], lock_versions: [0] })).json()).toEqual({ results: [{ id: oneLevel, code: 'NOT_FOUND' }] });
    expect(await inputRow(t.db, oneLevel)).toMatchObject({ state: 'submitted' });
  });

  it('still keeps them from the inputs of another organisation and from the input screens', async () => {
    const beta = await insertInput(t.db, f, { subject: f.oneLevel, period: '2021', tag: 't_org_b', values: { production: 4 }, state: 'submitted' });
    const approver = await signedIn(approveOnlyA);
    expect((await listed(approver, 't_one')).map((input) => input.id)).not.toContain(beta);
    expect((await approver.put(`${API}/subjects/t_one/inputs/approve`, { ids: [beta], lock_versions: [0] })).json()).toEqual({ results: [{ id: beta, code: 'NOT_FOUND' }] });
    expect((await approver.get(`${API}/subjects/t_one/inputs/${beta}`)).statusCode).toBe(403);
    expect((await approver.get(`${API}/subjects/t_one`)).statusCode).toBe(403);
  });
});
