import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { TestAgent } from '../../../test/test-agent.js';
import { inputs, subjects } from '../data-collection.tables.js';
import { API, type DataCollectionFixture, historyOf, inputRow, insertInput, seedDataCollectionFixture, signedInAs } from '../test-data-collection.seed.js';

let t: TestApp;
let f: DataCollectionFixture;
let contributorA: TestAgent;
let contributorB: TestAgent;
let approver: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedDataCollectionFixture(t.db);
  [contributorA, contributorB, approver] = await Promise.all([signedInAs(t, f, 'contributorA'), signedInAs(t, f, 'contributorB'), signedInAs(t, f, 'approver')]);
});
afterAll(() => t.close());

const one = () => `${API}/subjects/${f.oneLevel.key}`;

describe('POST /subjects/{key}/inputs', () => {
  it('creates a draft for a tag in the contributor’s scope, with its history row, and names the next subject owed', async () => {
    const response = await contributorA.post(`${one()}/inputs`, { period: '2020', tags: { t_org: 't_org_a' }, values: { production: 0, comment: 'First year' } });
    expect(response.statusCode).toBe(201);
    const { input, nextSubject } = response.json();
    expect(input).toMatchObject({
      subject_key: 't_one',
      period: '2020',
      tags: { t_org: 't_org_a' },
      values: { production: 0, comment: 'First year' },
      state: 'draft',
      lock_version: 0,
      updated_by: { id: f.users.contributorA.id, email: f.users.contributorA.email },
      abilities: { edit: true, submit: true, delete: true, approve: false, preapprove: false, refuse: false },
    });
    // Zero is a value, kept as such.
    expect(input.values.production).toBe(0);
    expect(nextSubject).toEqual({ key: 't_two', name: { en: 'Subject t_two', fr: 'Sujet t_two' } });
    const history = await historyOf(t.db, input.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: 'created',
      fromState: null,
      toState: 'draft',
      lockVersion: 0,
      userId: f.users.contributorA.id,
      impersonatorId: null,
      changes: { production: { from: null, to: 0 }, comment: { from: null, to: 'First year' } },
    });
    expect((await inputRow(t.db, input.id)).searchText).toContain('alpha metals');
  });

  it('answers DUPLICATED with the existing input’s id for a second live input of the same period and tags', async () => {
    const first = await contributorA.post(`${one()}/inputs`, { period: '2021', tags: { t_org: 't_org_a' }, values: {} });
    expect(first.statusCode).toBe(201);
    const second = await contributorA.post(`${one()}/inputs`, { period: '2021', tags: { t_org: 't_org_a' }, values: { production: 3 } });
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({ code: 'INVALID_RECORD', details: { tags: [{ error: 'DUPLICATED', id: first.json().input.id }] } });
  });

  it('gives exactly one of several simultaneous creations, the others DUPLICATED', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => contributorB.post(`${one()}/inputs`, { period: '2021', tags: { t_org: 't_org_b' }, values: { production: 1 } })),
    );
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created).toHaveLength(1);
    for (const answer of answers.filter((item) => item.statusCode !== 201)) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json().details.tags).toEqual([{ error: 'DUPLICATED', id: created[0]!.json().input.id }]);
    }
  });

  it('refuses BLANK required fields only on submit', async () => {
    const submitted = await contributorB.post(`${one()}/inputs`, { period: '2022', tags: { t_org: 't_org_b' }, values: { comment: 'x' }, submit: true });
    expect(submitted.statusCode).toBe(422);
    expect(submitted.json().details).toEqual({ production: [{ error: 'BLANK' }] });
    const draft = await contributorB.post(`${one()}/inputs`, { period: '2022', tags: { t_org: 't_org_b' }, values: { comment: 'x' } });
    expect(draft.statusCode).toBe(201);
    expect(draft.json().input.state).toBe('draft');
  });

  it('answers DISABLED, INVALID and INVALID_DATE_FOR_PERIOD per field, and writes nothing', async () => {
    const response = await contributorA.post(`${one()}/inputs`, {
      period: '2022',
      tags: { t_org: 't_org_a' },
      values: { production: -1, exports: 'many', kind: 'primary', kind_details: 'hidden', measured_on: '2021-06-30', unknown_field: 1 },
      submit: true,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toMatchObject({
      production: [{ error: 'INVALID', min: 0 }],
      exports: [{ error: 'INVALID' }],
      kind_details: [{ error: 'DISABLED' }],
      measured_on: [{ error: 'INVALID_DATE_FOR_PERIOD', period: '2022' }],
      unknown_field: [{ error: 'DISABLED' }],
    });
    const list = await contributorA.get(`${one()}/inputs?period=2022`);
    expect(list.json().total).toBe(0);
  });

  it('refuses a period the subject does not have and tags that are not its dimensions', async () => {
    const period = await contributorA.post(`${one()}/inputs`, { period: '2019', tags: { t_org: 't_org_a' }, values: {} });
    expect(period.statusCode).toBe(422);
    expect(period.json().details.period).toEqual([{ error: 'INVALID' }]);
    for (const tags of [{}, { t_org: 't_site_a1' }, { t_org: 'nothing' }, { t_org: 't_org_a', other: 'x' }]) {
      const response = await contributorA.post(`${one()}/inputs`, { period: '2022', tags, values: {} });
      expect(response.statusCode, JSON.stringify(tags)).toBe(422);
      expect(response.json().details.tags).toEqual([{ error: 'INVALID' }]);
    }
  });

  it('refuses tags of another organisation (403) and leaves them untouched', async () => {
    const response = await contributorA.post(`${one()}/inputs`, { period: '2022', tags: { t_org: 't_org_b' }, values: { production: 1 } });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ACCESS_DENIED');
  });

  it('keeps a field marked not applicable with its reason, distinct from a missing value', async () => {
    const response = await contributorA.post(`${one()}/inputs`, {
      period: '2022',
      tags: { t_org: 't_org_a' },
      values: { production: 12 },
      not_applicable: { exports: 'We do not export' },
      submit: true,
    });
    expect(response.statusCode).toBe(201);
    const { input } = response.json();
    expect(input.not_applicable).toEqual({ exports: 'We do not export' });
    expect(input.values).not.toHaveProperty('exports');
    expect(input.state).toBe('submitted');
    const both = await contributorB.put(`${one()}/inputs/${(await contributorB.get(`${one()}/inputs?period=2022`)).json().inputs[0].id}`, {
      lock_version: 0,
      values: { production: 1, exports: 0 },
      not_applicable: { exports: 'None' },
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().details.exports).toEqual([{ error: 'INVALID', reason: 'NOT_APPLICABLE_WITH_VALUE' }]);
  });

  it('asks visitors to sign in and refuses users who may not enter data', async () => {
    const visitor = await new TestAgent(t.app).start();
    expect((await visitor.post(`${one()}/inputs`, { period: '2022', tags: { t_org: 't_org_a' }, values: {} })).statusCode).toBe(401);
    const response = await approver.post(`${one()}/inputs`, { period: '2022', tags: { t_org: 't_org_a' }, values: {} });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for an unknown subject', async () => {
    const response = await contributorA.post(`${API}/subjects/nothing/inputs`, { period: '2022', tags: { t_org: 't_org_a' }, values: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('the variation rule', () => {
  it('answers VARIATION_EXCEEDED beyond the threshold from last year’s approved value, then accepts the value with a justification', async () => {
    await insertInput(t.db, f, { subject: f.oneLevel, period: '2019', tag: 't_org_a', values: { production: 50 }, state: 'approved' });
    // 2019 is not a period of the subject, but 2020's previous year: the rule reads it all the same.
    const base = await insertInput(t.db, f, { subject: f.oneLevel, period: '2020', tag: 't_org_b', values: { production: 100, exports: 10 }, state: 'approved' });
    expect(base).toBeGreaterThan(0);
    const existing = (await contributorB.get(`${one()}/inputs?period=2021`)).json().inputs[0];
    const exceeded = await contributorB.put(`${one()}/inputs/${existing.id}`, { lock_version: existing.lock_version, values: { production: 125, exports: 10.5 } });
    expect(exceeded.statusCode).toBe(422);
    expect(exceeded.json().details).toEqual({
      production: [{ error: 'VARIATION_EXCEEDED', previous: 100, value: 125, variation: 25, threshold: 10 }],
    });
    const justified = await contributorB.put(`${one()}/inputs/${existing.id}`, {
      lock_version: existing.lock_version,
      values: { production: 125, exports: 10.5 },
      justification: '  New potline started in March  ',
      submit: true,
    });
    expect(justified.statusCode).toBe(200);
    expect(justified.json().input).toMatchObject({ state: 'submitted', justification: 'New potline started in March', lock_version: existing.lock_version + 1 });
    const detail = (await contributorB.get(`${one()}/inputs/${existing.id}`)).json();
    expect(detail.previous).toEqual({ period: '2020', values: { production: 100, exports: 10 } });
    expect(detail.history.at(-1)).toMatchObject({
      action: 'submitted',
      from_state: 'draft',
      to_state: 'submitted',
      justification: 'New potline started in March',
      changes: { production: { from: 1, to: 125 }, exports: { from: null, to: 10.5 } },
      user: { id: f.users.contributorB.id, email: f.users.contributorB.email },
    });
  });
});

describe('PUT /subjects/{key}/inputs/{id}', () => {
  it('needs the version the contributor saw: a stale one gets 409 STATE_CHANGED and nothing is written', async () => {
    const input = (await contributorA.get(`${one()}/inputs?period=2021`)).json().inputs[0];
    const saved = await contributorA.put(`${one()}/inputs/${input.id}`, { lock_version: input.lock_version, values: { production: 5 } });
    expect(saved.statusCode).toBe(200);
    const stale = await contributorA.put(`${one()}/inputs/${input.id}`, { lock_version: input.lock_version, values: { production: 6 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STATE_CHANGED');
    const row = await inputRow(t.db, input.id);
    expect(row.values).toEqual({ production: 5 });
    expect(row.lockVersion).toBe(input.lock_version + 1);
    expect(await historyOf(t.db, input.id)).toHaveLength(2);
  });

  it('is READ_ONLY once approved, and for a contributor of another organisation the input does not exist', async () => {
    const id = await insertInput(t.db, f, { subject: f.twoLevel, period: '2022', tag: 't_site_b1', values: { emissions: 1 }, state: 'preapproved', lockVersion: 3 });
    const two = `${API}/subjects/t_two`;
    const frozen = await contributorB.put(`${two}/inputs/${id}`, { lock_version: 3, values: { emissions: 2 } });
    expect(frozen.statusCode).toBe(422);
    expect(frozen.json().details).toEqual({ base: [{ error: 'READ_ONLY' }] });
    const other = await contributorA.put(`${two}/inputs/${id}`, { lock_version: 3, values: { emissions: 2 } });
    expect(other.statusCode).toBe(404);
    expect((await contributorA.get(`${two}/inputs/${id}`)).statusCode).toBe(404);
    // Nor through another subject's address.
    expect((await contributorB.get(`${one()}/inputs/${id}`)).statusCode).toBe(404);
    expect((await inputRow(t.db, id)).values).toEqual({ emissions: 1 });
  });

  it('keeps a submitted input submitted when its values change, and does not offer to submit it again', async () => {
    const id = await insertInput(t.db, f, { subject: f.twoLevel, period: '2022', tag: 't_site_a2', values: { emissions: 1 }, state: 'submitted' });
    const two = `${API}/subjects/t_two`;
    expect((await contributorA.get(`${two}/inputs/${id}`)).json().input.abilities).toMatchObject({ edit: true, submit: false, delete: true });
    const edited = await contributorA.put(`${two}/inputs/${id}`, { lock_version: 0, values: { emissions: 2 } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().input).toMatchObject({ state: 'submitted', lock_version: 1, values: { emissions: 2 }, abilities: { edit: true, submit: false } });
    // Sending it "for approval" again (as a grid does with every changed row) is the same edit.
    const again = await contributorA.put(`${two}/inputs/${id}`, { lock_version: 1, values: { emissions: 3 }, submit: true });
    expect(again.json().input).toMatchObject({ state: 'submitted', lock_version: 2 });
    expect((await historyOf(t.db, id)).slice(1).map((row) => [row.action, row.fromState, row.toState])).toEqual([
      ['updated', 'submitted', 'submitted'],
      ['updated', 'submitted', 'submitted'],
    ]);
  });

  it('is refused to an approver, who never edits values', async () => {
    const id = await insertInput(t.db, f, { subject: f.twoLevel, period: '2022', tag: 't_site_a1', values: { emissions: 1 }, state: 'submitted' });
    const response = await approver.put(`${API}/subjects/t_two/inputs/${id}`, { lock_version: 0, values: { emissions: 2 } });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /subjects/{key}/inputs', () => {
  it('lists only the inputs in the caller’s scope, with total and refused counts over the filtered set', async () => {
    await insertInput(t.db, f, { subject: f.twoLevel, period: '2021', tag: 't_site_a1', values: { emissions: 1 }, state: 'refused' });
    await insertInput(t.db, f, { subject: f.twoLevel, period: '2021', tag: 't_site_a2', values: { emissions: 2 }, state: 'submitted' });
    await insertInput(t.db, f, { subject: f.twoLevel, period: '2021', tag: 't_site_b1', values: { emissions: 3 }, state: 'refused' });
    const two = `${API}/subjects/t_two/inputs`;
    const mine = (await contributorA.get(`${two}?period=2021`)).json();
    expect(mine.total).toBe(2);
    expect(mine.refused).toBe(1);
    expect(mine.inputs.map((input: { tags: { t_org: string } }) => input.tags.t_org)).toEqual(['t_site_a1', 't_site_a2']);
    const all = (await approver.get(`${two}?period=2021`)).json();
    expect(all).toMatchObject({ total: 3, refused: 2 });
    expect((await approver.get(`${two}?period=2021&state=refused`)).json()).toMatchObject({ total: 2, refused: 2 });
    const paged = (await approver.get(`${two}?period=2021&per_page=2&page=2`)).json();
    expect(paged.inputs).toHaveLength(1);
    expect(paged.total).toBe(3);
  });

  it('searches tag names in both languages, case-insensitively, with wildcards taken literally', async () => {
    const two = `${API}/subjects/t_two/inputs`;
    expect((await approver.get(`${two}?period=2021&q=ALPHA%20NORD`)).json().total).toBe(1);
    expect((await approver.get(`${two}?period=2021&q=alpha`)).json().total).toBe(2);
    expect((await approver.get(`${two}?period=2021&q=%25`)).json().total).toBe(0);
  });

  it('counts the filtered set on any page, past the last one too, and leaves deleted inputs out', async () => {
    const two = `${API}/subjects/t_two/inputs`;
    expect((await approver.get(`${two}?period=2021&per_page=2&page=5`)).json()).toEqual({ inputs: [], total: 3, refused: 2 });
    expect((await contributorA.get(`${two}?period=2021&per_page=2&page=5`)).json()).toEqual({ inputs: [], total: 2, refused: 1 });
    expect((await approver.get(`${two}?period=2021&state=submitted`)).json()).toMatchObject({ total: 1, refused: 0 });
    const everyPeriod = (await approver.get(two)).json();
    const deleted = and(eq(inputs.subjectId, f.twoLevel.id), eq(inputs.period, '2021'), eq(inputs.tagSignature, 't_org=t_site_b1'));
    await t.db.update(inputs).set({ deletedAt: new Date() }).where(deleted);
    try {
      const all = (await approver.get(`${two}?period=2021`)).json();
      expect(all).toMatchObject({ total: 2, refused: 1 });
      expect(all.inputs).toHaveLength(2);
      expect((await approver.get(two)).json()).toMatchObject({ total: everyPeriod.total - 1, refused: everyPeriod.refused - 1 });
    } finally {
      await t.db.update(inputs).set({ deletedAt: null }).where(deleted);
    }
  });

  it('presents each listed input as the input itself is presented to the same caller, abilities included', async () => {
    for (const caller of [approver, contributorA, contributorB]) {
      for (const key of ['t_one', 't_two']) {
        const listed = (await caller.get(`${API}/subjects/${key}/inputs`)).json().inputs as { id: number }[];
        expect(listed.length).toBeGreaterThan(0);
        for (const input of listed) expect(input).toEqual((await caller.get(`${API}/subjects/${key}/inputs/${input.id}`)).json().input);
      }
    }
  });

  it('answers 404 once the subject is archived, though it was listed before, and lists it again once restored', async () => {
    const two = `${API}/subjects/t_two/inputs?period=2021`;
    expect((await approver.get(two)).statusCode).toBe(200);
    await t.db.update(subjects).set({ archivedAt: new Date() }).where(eq(subjects.id, f.twoLevel.id));
    try {
      expect((await approver.get(two)).statusCode).toBe(404);
    } finally {
      await t.db.update(subjects).set({ archivedAt: null }).where(eq(subjects.id, f.twoLevel.id));
    }
    expect((await approver.get(two)).json()).toMatchObject({ total: 3, refused: 2 });
  });
});
