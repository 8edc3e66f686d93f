import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../platform/auth/auth.tables.js';
import type { TestAgent } from '../../../test/test-agent.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { PRECALCULATE_JOB } from '../../../platform/jobs/job-names.js';
import { subjectContributors } from '../data-collection.tables.js';
import {
  addTestTag,
  addTestUser,
  API,
  type DataCollectionFixture,
  historyOf,
  impersonating,
  impersonatingUser,
  inputRow,
  seedDataCollectionFixture,
  signedInAs,
  signedInWith,
  type TestUser,
} from '../test-data-collection.seed.js';

/**
 * Four eyes: whoever entered or changed an input's values (or impersonated whoever did, or, in an
 * impersonated session, is impersonating) neither passes it on nor approves it, unless the client allows
 * self-approval and they are the only person of the input's organisation.
 */
let t: TestApp;
let f: DataCollectionFixture;
let admin: TestAgent;
let approver: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedDataCollectionFixture(t.db);
  [admin, approver] = await Promise.all([signedInAs(t, f, 'admin'), signedInAs(t, f, 'approver')]);
});
afterAll(() => t.close());

const one = `${API}/subjects/t_one`;
const two = `${API}/subjects/t_two`;

/** A new input, submitted over HTTP by `agent`; its id and version. */
async function submitted(agent: TestAgent, subject: string, body: { period: string; tags: Record<string, string>; values: Record<string, unknown> }) {
  const response = await agent.post(`${subject}/inputs`, { ...body, submit: true });
  expect(response.statusCode, response.body).toBe(201);
  const { input } = response.json() as { input: { id: number; lock_version: number; state: string } };
  expect(input.state).toBe('submitted');
  return input;
}

/** The precalculation jobs sent with this input among their inputs. */
async function precalculationsOf(inputId: number): Promise<number> {
  const answer = (await t.db.execute(sql`select data from pgboss.job where name = ${PRECALCULATE_JOB}`)) as unknown as { rows: { data: { inputIds?: number[] } }[] };
  return answer.rows.filter((row) => row.data.inputIds?.includes(inputId)).length;
}

async function contributesTo(subject: { id: number }, user: TestUser): Promise<void> {
  await t.db.insert(subjectContributors).values({ subjectId: subject.id, userId: user.id }).onConflictDoNothing();
}

describe('approving one’s own input', () => {
  it('refuses an approver who made themselves a contributor and entered the figure: SELF_APPROVAL, still submitted, no precalculation', async () => {
    const contributors = await admin.put(`/api/progress/subjects/t_one/update_users`, { user_ids: [f.users.contributorA.id, f.users.contributorB.id, f.users.admin.id] });
    expect(contributors.statusCode, contributors.body).toBe(200);
    const input = await submitted(admin, one, { period: '2022', tags: { t_org: 't_org_b' }, values: { production: 1234 } });

    const response = await admin.put(`${one}/inputs/approve`, { ids: [input.id], lock_versions: [input.lock_version] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ results: [{ id: input.id, code: 'SELF_APPROVAL' }] });
    expect(await inputRow(t.db, input.id)).toMatchObject({ state: 'submitted', lockVersion: input.lock_version });
    expect((await historyOf(t.db, input.id)).map((row) => row.action)).toEqual(['created']);
    expect(await precalculationsOf(input.id)).toBe(0);

    // Another approver may; refusing one's own input stays open (it publishes nothing).
    expect((await approver.put(`${one}/inputs/approve`, { ids: [input.id], lock_versions: [input.lock_version] })).json().results).toEqual([
      { id: input.id, state: 'approved' },
    ]);
    expect(await precalculationsOf(input.id)).toBe(1);
    expect((await admin.put(`${one}/inputs/refuse`, { ids: [input.id], lock_versions: [input.lock_version + 1], reason: 'Wrong unit' })).json().results).toEqual([
      { id: input.id, state: 'refused' },
    ]);
  });

  it('refuses a pre-approver who entered the figure of a two-level subject, and lets another pre-approver pass it on', async () => {
    const enteringPreapprover = await addTestUser(t.db, f, { name: 'preapproverContributor', permissions: ['subjects.read', 'inputs.write', 'inputs.preapprove'], tagKeys: ['t_org'] });
    await contributesTo(f.twoLevel, enteringPreapprover);
    const agent = await signedInWith(t, enteringPreapprover.email);
    const input = await submitted(agent, two, { period: '2022', tags: { t_org: 't_site_a1' }, values: { emissions: 12 } });

    expect((await agent.put(`${two}/inputs/approve`, { ids: [input.id], lock_versions: [input.lock_version] })).json().results).toEqual([
      { id: input.id, code: 'SELF_APPROVAL' },
    ]);
    expect((await inputRow(t.db, input.id)).state).toBe('submitted');
    const preapprover = await signedInAs(t, f, 'preapprover');
    expect((await preapprover.put(`${two}/inputs/approve`, { ids: [input.id], lock_versions: [input.lock_version] })).json().results).toEqual([
      { id: input.id, state: 'preapproved' },
    ]);
  });

  it('counts what an administrator entered while impersonating a contributor as the administrator’s own, and the other way round', async () => {
    const asContributor = await impersonating(t, f, 'contributorA', 'admin');
    const input = await submitted(asContributor, one, { period: '2021', tags: { t_org: 't_org_a' }, values: { production: 50 } });
    expect((await historyOf(t.db, input.id)).at(-1)).toMatchObject({ userId: f.users.contributorA.id, impersonatorId: f.users.admin.id });

    // Back in their own session, the administrator may not approve it.
    expect((await admin.put(`${one}/inputs/approve`, { ids: [input.id], lock_versions: [input.lock_version] })).json().results).toEqual([
      { id: input.id, code: 'SELF_APPROVAL' },
    ]);
    expect((await inputRow(t.db, input.id)).state).toBe('submitted');
    expect(await precalculationsOf(input.id)).toBe(0);

    // An administrator impersonating an approver does not approve what the administrator entered either.
    const own = await submitted(admin, one, { period: '2022', tags: { t_org: 't_org_a' }, values: { production: 60 } });
    const asApprover = await impersonating(t, f, 'approverA', 'admin');
    expect((await asApprover.put(`${one}/inputs/approve`, { ids: [own.id], lock_versions: [own.lock_version] })).json().results).toEqual([
      { id: own.id, code: 'SELF_APPROVAL' },
    ]);
    expect((await inputRow(t.db, own.id)).state).toBe('submitted');
  });

  it('gives abilities saying approve: false on one’s own inputs in the approval list, true on others’', async () => {
    const others = await submitted(await signedInAs(t, f, 'contributorB'), one, { period: '2020', tags: { t_org: 't_org_b' }, values: { production: 7 } });
    const own = await submitted(admin, one, { period: '2020', tags: { t_org: 't_org_a' }, values: { production: 8 } });
    const list = (await admin.get(`${one}/approval?period=2020`)).json() as { inputs: { id: number; abilities: Record<string, boolean> }[] };
    const abilitiesOf = (id: number) => list.inputs.find((input) => input.id === id)?.abilities;
    expect(abilitiesOf(own.id)).toMatchObject({ approve: false, preapprove: false, refuse: true });
    expect(abilitiesOf(others.id)).toMatchObject({ approve: true, refuse: true });
    // The input itself says the same.
    expect((await admin.get(`${one}/inputs/${own.id}`)).json().input.abilities).toMatchObject({ approve: false, refuse: true });
    expect((await approver.get(`${one}/inputs/${own.id}`)).json().input.abilities).toMatchObject({ approve: true });
  });
});

describe('self-approval in one-person organisations', () => {
  it('is off by default, and when the client allows it, only for the one person of the organisation', async () => {
    await addTestTag(t.db, f, { key: 't_org_c', parent: 't_org', en: 'Gamma Alloys', fr: 'Alliages Gamma' });
    const solo = await addTestUser(t.db, f, { name: 'solo', permissions: ['subjects.read', 'inputs.write', 'inputs.approve'], tagKeys: ['t_org_c'] });
    await contributesTo(f.oneLevel, solo);
    const agent = await signedInWith(t, solo.email);
    const first = await submitted(agent, one, { period: '2020', tags: { t_org: 't_org_c' }, values: { production: 10 } });
    const approve = (input: { id: number }, lockVersion: number) => agent.put(`${one}/inputs/approve`, { ids: [input.id], lock_versions: [lockVersion] });

    // The setting is off: four eyes hold even for the only person of an organisation.
    expect((await approve(first, 0)).json().results).toEqual([{ id: first.id, code: 'SELF_APPROVAL' }]);

    const configurator = await signedInWith(t, (await addTestUser(t.db, f, { name: 'configurator', permissions: ['client.configure'], tagKeys: [] })).email);
    const client = (await configurator.get('/api/services/clients')).json() as { title: string; settings: Record<string, unknown> };
    const saved = await configurator.put('/api/services/clients', {
      title: client.title,
      settings: { ...client.settings, approval: { allow_self_approval_for_single_person_organisations: true } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await configurator.get('/api/services/clients')).json().settings.approval).toEqual({ allow_self_approval_for_single_person_organisations: true });

    expect((await agent.get(`${one}/approval?period=2020`)).json().inputs.find((input: { id: number }) => input.id === first.id).abilities).toMatchObject({ approve: true });
    expect((await approve(first, 0)).json().results).toEqual([{ id: first.id, state: 'approved' }]);
    expect((await historyOf(t.db, first.id)).at(-1)).toMatchObject({ action: 'approved', userId: solo.id, selfApproval: true });
    expect(await precalculationsOf(first.id)).toBe(1);
    const history = (await agent.get(`${one}/inputs/${first.id}`)).json().history as { action: string; self_approval: boolean }[];
    expect(history.map((entry) => [entry.action, entry.self_approval])).toEqual([
      ['created', false],
      ['approved', true],
    ]);

    // A second active person in the organisation: someone else must approve.
    const colleague = await addTestUser(t.db, f, { name: 'colleague', permissions: ['subjects.read'], tagKeys: ['t_org_c'] });
    const second = await submitted(agent, one, { period: '2021', tags: { t_org: 't_org_c' }, values: { production: 11 } });
    expect((await approve(second, 0)).json().results).toEqual([{ id: second.id, code: 'SELF_APPROVAL' }]);
    expect((await inputRow(t.db, second.id)).state).toBe('submitted');

    // The colleague archived, the organisation has one person again; but impersonated, that person does not self-approve: someone else is acting.
    await t.db.update(users).set({ archivedAt: new Date() }).where(eq(users.id, colleague.id));
    const asSolo = await impersonatingUser(t, solo.id, f.users.admin.id);
    expect((await asSolo.put(`${one}/inputs/approve`, { ids: [second.id], lock_versions: [0] })).json().results).toEqual([{ id: second.id, code: 'SELF_APPROVAL' }]);
    expect((await approve(second, 0)).json().results).toEqual([{ id: second.id, state: 'approved' }]);
    expect((await historyOf(t.db, second.id)).at(-1)).toMatchObject({ selfApproval: true });

    // A decision on someone else's input is not a self-approval.
    const byAdmin = await submitted(admin, one, { period: '2022', tags: { t_org: 't_org_c' }, values: { production: 12 } });
    expect((await approve(byAdmin, 0)).json().results).toEqual([{ id: byAdmin.id, state: 'approved' }]);
    expect((await historyOf(t.db, byAdmin.id)).at(-1)).toMatchObject({ userId: solo.id, selfApproval: false });
  });
});
