import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { TestAgent } from '../../../test/test-agent.js';
import { API, type DataCollectionFixture, historyOf, impersonating, inputRow, insertInput, seedDataCollectionFixture, signedInAs } from '../test-data-collection.seed.js';

let t: TestApp;
let f: DataCollectionFixture;
let contributorA: TestAgent;
let approver: TestAgent;
let preapprover: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedDataCollectionFixture(t.db);
  [contributorA, approver, preapprover] = await Promise.all([signedInAs(t, f, 'contributorA'), signedInAs(t, f, 'approver'), signedInAs(t, f, 'preapprover')]);
});
afterAll(() => t.close());

const one = `${API}/subjects/t_one`;
const two = `${API}/subjects/t_two`;
const input = (subject: { id: number }, period: string, tag: string, state: Parameters<typeof insertInput>[2]['state'], lockVersion = 0) =>
  insertInput(t.db, f, { subject, period, tag, values: subject === f.oneLevel ? { production: 1 } : { emissions: 1 }, state, lockVersion });

describe('PUT /subjects/{key}/inputs/approve', () => {
  it('takes a one-level subject’s submitted input straight to approved, with a history row bound to the new version', async () => {
    const id = await input(f.oneLevel, '2020', 't_org_a', 'submitted', 4);
    const response = await approver.put(`${one}/inputs/approve`, { ids: [id], lock_versions: [4] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ results: [{ id, state: 'approved' }] });
    expect(await inputRow(t.db, id)).toMatchObject({ state: 'approved', lockVersion: 5, updatedById: f.users.approver.id });
    expect((await historyOf(t.db, id)).at(-1)).toMatchObject({
      action: 'approved',
      fromState: 'submitted',
      toState: 'approved',
      lockVersion: 5,
      userId: f.users.approver.id,
      changes: {},
    });
  });

  it('two levels: the pre-approver passes it on, cannot give the final approval, and the approver approves', async () => {
    const id = await input(f.twoLevel, '2021', 't_site_a1', 'submitted');
    // The approver cannot skip the pre-approval.
    expect((await approver.put(`${two}/inputs/approve`, { ids: [id], lock_versions: [0] })).json().results).toEqual([{ id, code: 'READ_ONLY' }]);
    expect((await preapprover.put(`${two}/inputs/approve`, { ids: [id], lock_versions: [0] })).json().results).toEqual([{ id, state: 'preapproved' }]);
    expect((await preapprover.put(`${two}/inputs/approve`, { ids: [id], lock_versions: [1] })).json().results).toEqual([{ id, code: 'READ_ONLY' }]);
    expect((await approver.put(`${two}/inputs/approve`, { ids: [id], lock_versions: [1] })).json().results).toEqual([{ id, state: 'approved' }]);
    expect((await historyOf(t.db, id)).map((row) => [row.action, row.userId])).toEqual([
      ['created', f.users.contributorA.id],
      ['preapproved', f.users.preapprover.id],
      ['approved', f.users.approver.id],
    ]);
  });

  it('answers each item: a stale version STATE_CHANGED, unknown or out-of-scope NOT_FOUND, a draft READ_ONLY, a repeat STATE_CHANGED', async () => {
    const fresh = await input(f.oneLevel, '2021', 't_org_a', 'submitted', 2);
    const stale = await input(f.oneLevel, '2021', 't_org_b', 'submitted', 2);
    const draft = await input(f.oneLevel, '2022', 't_org_a', 'draft');
    const otherOrganisation = await input(f.oneLevel, '2022', 't_org_b', 'submitted');
    const approverA = await signedInAs(t, f, 'approverA');
    const response = await approverA.put(`${one}/inputs/approve`, {
      ids: [fresh, stale, draft, otherOrganisation, 999999, fresh],
      lock_versions: [2, 2, 0, 0, 0, 2],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      { id: fresh, state: 'approved' },
      { id: stale, code: 'NOT_FOUND' },
      { id: draft, code: 'READ_ONLY' },
      { id: otherOrganisation, code: 'NOT_FOUND' },
      { id: 999999, code: 'NOT_FOUND' },
      { id: fresh, code: 'STATE_CHANGED' },
    ]);
    const staleAnswer = await approver.put(`${one}/inputs/approve`, { ids: [stale], lock_versions: [1] });
    expect(staleAnswer.json().results).toEqual([{ id: stale, code: 'STATE_CHANGED' }]);
    expect(await inputRow(t.db, stale)).toMatchObject({ state: 'submitted', lockVersion: 2 });
    expect(await historyOf(t.db, stale)).toHaveLength(1);
    expect(await historyOf(t.db, fresh)).toHaveLength(2);
  });

  it('is refused (403) to a contributor, who holds no approval permission, and to visitors (401)', async () => {
    const id = await input(f.twoLevel, '2022', 't_site_a2', 'submitted');
    const response = await contributorA.put(`${two}/inputs/approve`, { ids: [id], lock_versions: [0] });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ACCESS_DENIED');
    expect((await contributorA.put(`${two}/inputs/refuse`, { ids: [id], lock_versions: [0], reason: 'no' })).statusCode).toBe(403);
    expect((await (await new TestAgent(t.app).start()).put(`${two}/inputs/approve`, { ids: [id], lock_versions: [0] })).statusCode).toBe(401);
    expect((await inputRow(t.db, id)).state).toBe('submitted');
  });

  it('answers 404 for an unknown subject and 422 when versions do not match the ids', async () => {
    expect((await approver.put(`${API}/subjects/nothing/inputs/approve`, { ids: [1], lock_versions: [0] })).statusCode).toBe(404);
    const mismatch = await approver.put(`${one}/inputs/approve`, { ids: [1, 2], lock_versions: [0] });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().details.lock_versions).toEqual([{ error: 'INVALID' }]);
  });
});

describe('PUT /subjects/{key}/inputs/refuse and resubmission', () => {
  it('needs a reason, keeps it on the input until it is submitted again, and in the history for good', async () => {
    const id = await input(f.twoLevel, '2022', 't_site_a1', 'submitted');
    const blank = await preapprover.put(`${two}/inputs/refuse`, { ids: [id], lock_versions: [0], reason: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().details.reason).toEqual([{ error: 'BLANK' }]);

    const refused = await preapprover.put(`${two}/inputs/refuse`, { ids: [id], lock_versions: [0], reason: 'Emissions look too low' });
    expect(refused.json().results).toEqual([{ id, state: 'refused' }]);
    const seen = (await contributorA.get(`${two}/inputs/${id}`)).json();
    expect(seen.input).toMatchObject({ state: 'refused', refusal_reason: 'Emissions look too low', lock_version: 1, abilities: { edit: true, submit: true } });

    const resubmitted = await contributorA.put(`${two}/inputs/${id}`, { lock_version: 1, values: { emissions: 7 }, submit: true });
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json().input).toMatchObject({ state: 'submitted', refusal_reason: null, lock_version: 2 });
    const history = (await contributorA.get(`${two}/inputs/${id}`)).json().history;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['created', 'refused', 'submitted']);
    expect(history[1]).toMatchObject({
      from_state: 'submitted',
      to_state: 'refused',
      refusal_reason: 'Emissions look too low',
      user: { id: f.users.preapprover.id, email: f.users.preapprover.email },
    });
    expect(history[2]).toMatchObject({ from_state: 'refused', to_state: 'submitted', changes: { emissions: { from: 1, to: 7 } } });
  });

  it('lets an approver reopen an approved input by refusing it; a draft cannot be refused', async () => {
    const approved = await input(f.oneLevel, '2020', 't_org_b', 'approved');
    const draft = await input(f.twoLevel, '2021', 't_site_b1', 'draft');
    expect((await approver.put(`${one}/inputs/refuse`, { ids: [approved], lock_versions: [0], reason: 'Reopened: audit found an error' })).json().results).toEqual([
      { id: approved, state: 'refused' },
    ]);
    expect((await approver.put(`${two}/inputs/refuse`, { ids: [draft], lock_versions: [0], reason: 'x' })).json().results).toEqual([{ id: draft, code: 'READ_ONLY' }]);
  });

  it('records who was impersonating', async () => {
    // Inputs of periods of their own, written straight to the table (the subjects' periods bind only new inputs).
    const id = await input(f.twoLevel, '2015', 't_site_a1', 'draft');
    const asContributor = await impersonating(t, f, 'contributorA', 'admin');
    const response = await asContributor.put(`${two}/inputs/${id}`, { lock_version: 0, values: { emissions: 3 } });
    expect(response.statusCode).toBe(200);
    const last = (await contributorA.get(`${two}/inputs/${id}`)).json().history.at(-1);
    expect(last).toMatchObject({ action: 'updated', user: { id: f.users.contributorA.id }, impersonator: { id: f.users.admin.id, email: f.users.admin.email } });
  });
});

describe('approval lists', () => {
  it('shows each judge what waits for them, and counts per subject', async () => {
    const fixtureInputs = await seedApprovalLists();
    const preapproverList = (await preapprover.get(`${two}/approval?period=2023`)).json();
    expect(preapproverList.inputs.map((item: { id: number }) => item.id)).toEqual([fixtureInputs.submittedSite]);
    expect(preapproverList).toMatchObject({ total: 1, refused: 1 });
    const approverList = (await approver.get(`${two}/approval?period=2023`)).json();
    expect(approverList.inputs.map((item: { id: number }) => item.id)).toEqual([fixtureInputs.preapprovedSite]);
    expect(approverList.inputs[0].abilities).toMatchObject({ approve: true, refuse: true, edit: false });

    const subjects = (await preapprover.get(`${API}/subjects/approval`)).json().subjects;
    expect(subjects.map((subject: { key: string }) => subject.key)).toEqual(['t_two']);
    const approverSubjects = (await approver.get(`${API}/subjects/approval`)).json().subjects;
    expect(approverSubjects.map((subject: { key: string }) => subject.key)).toEqual(['t_one', 't_two']);
    const twoCounts = approverSubjects.find((subject: { key: string }) => subject.key === 't_two');
    const all = (await approver.get(`${two}/inputs?per_page=1000`)).json();
    expect(twoCounts).toMatchObject({ total: all.total, refused: all.refused });
    expect(twoCounts.awaiting).toBe(all.inputs.filter((item: { state: string }) => item.state === 'preapproved').length);
  });

  it('is refused to a contributor', async () => {
    expect((await contributorA.get(`${API}/subjects/approval`)).statusCode).toBe(403);
    expect((await contributorA.get(`${two}/approval`)).statusCode).toBe(403);
  });
});

/** Inputs of a period of their own (2023, added to the two-level subject) in each state. */
async function seedApprovalLists() {
  const admin = await signedInAs(t, f, 'admin');
  const subject = (await admin.get(two)).json().subject;
  await admin.put(two, {
    name: subject.name,
    section_key: 't_section',
    fields: subject.fields,
    tag_dimensions: [{ key: 't_org', depth: 2 }],
    periods: ['2021', '2022', '2023'],
    variation_threshold: null,
    approval_levels: 2,
    contributor_ids: [f.users.contributorA.id, f.users.contributorB.id],
  });
  return {
    submittedSite: await input(f.twoLevel, '2023', 't_site_a1', 'submitted'),
    preapprovedSite: await input(f.twoLevel, '2023', 't_site_a2', 'preapproved'),
    refusedSite: await input(f.twoLevel, '2023', 't_site_b1', 'refused'),
  };
}
