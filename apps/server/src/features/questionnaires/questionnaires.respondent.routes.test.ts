import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUESTIONNAIRE_LIMITS, type Questionnaire } from '@platform/shared/questionnaires/questionnaires.schemas';
import type { TestAgent } from '../../test/test-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { questionnaireHistory, questionnaires } from './questionnaires.tables.js';
import {
  ADMIN,
  addTemplateVersion,
  addUser,
  API,
  BOREAL,
  COMPLETE_ANSWERS,
  CONTRIBUTOR,
  historyRows,
  insertQuestionnaire,
  insertTemplate,
  LAURENTIDE,
  otherClientQuestionnaire,
  question,
  questionnaireRow,
  READER,
  readIn,
  refusal,
  signedIn,
  TEST_SECTIONS,
  userIdOf,
} from './test/questionnaire-test-data.seed.js';

let t: TestApp;
let template: { id: number; version: number };
let respondent: { id: number; email: string };
let agent: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  respondent = await addUser(t, 'respondent', ['questionnaires.answer'], [BOREAL]);
  agent = await signedIn(t, respondent.email);
});
afterAll(() => t.close());
// A template of its own for each test: one questionnaire per template, period and owner.
beforeEach(async () => {
  template = await insertTemplate(t);
});

const save = (caller: TestAgent, id: number, answers: object, updatedAt: string) => caller.put(`${API}/${id}`, { answers, updated_at: updatedAt });
const show = async (caller: TestAgent, id: number): Promise<Questionnaire> => (await readIn(caller, `${API}/${id}`)).questionnaire;

describe('GET /api/questionnaires', () => {
  it('lists the questionnaires the caller owns or was given access to, soonest due first, with their progress', async () => {
    const other = await addUser(t, 'other', ['questionnaires.answer'], [BOREAL]);
    const owned = await insertQuestionnaire(t, template, { ownerId: respondent.id, state: 'not_started' });
    const shared = await insertQuestionnaire(t, template, { ownerId: other.id, accessUserIds: [respondent.id], answers: { certified: 'yes' } });
    const notMine = await insertQuestionnaire(t, template, { ownerId: other.id, period: '2023' });
    await t.db.update(questionnaires).set({ dueDate: '2025-01-15' }).where(eq(questionnaires.id, shared));

    const listed = await readIn(agent, API);
    const ids = listed.questionnaires.map((one: { id: number }) => one.id);
    expect(ids).toEqual([shared, owned]);
    expect(ids).not.toContain(notMine);
    expect(listed.total).toBe(2);
    // Certified: the date question shows and is required, so three required questions, one answered.
    expect(listed.questionnaires[0]).toMatchObject({ progress: { answered: 1, required: 3 }, owner: { id: other.id, email: other.email }, organisation: { key: BOREAL } });
    expect(listed.questionnaires[1]).toMatchObject({ state: 'not_started', progress: { answered: 0, required: 2 }, abilities: { answer: true, submit: false, approve: false, delete: false } });
    expect(listed.questionnaires[0]).not.toHaveProperty('answers');

    expect((await readIn(agent, `${API}?state=not_started`)).questionnaires.map((one: { id: number }) => one.id)).toEqual([owned]);
    expect((await readIn(agent, `${API}?period=2023`)).total).toBe(0);
    expect((await readIn(agent, `${API}?q=${encodeURIComponent(other.email)}`)).questionnaires.map((one: { id: number }) => one.id)).toEqual([shared]);
    expect((await readIn(agent, `${API}?page=2`)).questionnaires).toEqual([]);
  });

  it('answers pages of the page size', async () => {
    const many = await addUser(t, 'many', ['questionnaires.answer'], [BOREAL]);
    for (let index = 0; index < QUESTIONNAIRE_LIMITS.pageSize + 1; index += 1) await insertQuestionnaire(t, template, { ownerId: many.id, period: String(1950 + index) });
    const caller = await signedIn(t, many.email);
    const first = await readIn(caller, API);
    expect(first.questionnaires).toHaveLength(QUESTIONNAIRE_LIMITS.pageSize);
    expect(first.total).toBe(QUESTIONNAIRE_LIMITS.pageSize + 1);
    expect((await readIn(caller, `${API}?page=2`)).questionnaires).toHaveLength(1);
  });

  it('is refused to a user who does not answer questionnaires', async () => {
    expect(refusal(await (await signedIn(t, READER)).get(API))).toMatchObject({ status: 403, code: 'ACCESS_DENIED' });
  });
});

describe('GET /api/questionnaires/{id} and …/config', () => {
  it('reads one with the questions of its template version and the client’s dates, without its history', async () => {
    const id = await insertQuestionnaire(t, template, { ownerId: respondent.id, answers: { headcount: 5 } });
    const detail = await readIn(agent, `${API}/${id}`);
    expect(detail).not.toHaveProperty('history');
    expect(detail.questionnaire).toMatchObject({
      id,
      template: { id: template.id, version: 1 },
      answers: { headcount: 5 },
      state: 'in_progress',
      change_request: null,
      comments_count: 0,
      comments_by_question: {},
      abilities: { answer: true, submit: true, request_changes: false, approve: false, reopen: false, comment: true, manage_access: false, delete: false },
    });
    expect(detail.config).toEqual({
      sections: TEST_SECTIONS,
      date_bounds: { beginning: '2000-01-01', end: '2099-12-31' },
      events: ['submit'],
      limits: { comment_max: QUESTIONNAIRE_LIMITS.commentMax, autosave_delay_ms: QUESTIONNAIRE_LIMITS.autosaveDelayMs },
    });
    expect(await readIn(agent, `${API}/${id}/config`)).toEqual(detail.config);
  });

  it('reads a questionnaire on its own version after the template moved on', async () => {
    const versioned = await insertTemplate(t);
    const id = await insertQuestionnaire(t, versioned, { ownerId: respondent.id });
    await addTemplateVersion(t, versioned.id, [{ id: 'only', name: { en: 'Only', fr: 'Seule' }, fields: [question('new_one')] }]);
    const detail = await readIn(agent, `${API}/${id}`);
    expect(detail.questionnaire.template.version).toBe(1);
    expect(detail.config.sections).toEqual(TEST_SECTIONS);
  });

  it('answers 404 for a questionnaire outside the caller’s own: someone else’s, another organisation’s, another client’s, none', async () => {
    const other = await addUser(t, 'stranger', ['questionnaires.answer'], [LAURENTIDE]);
    const theirs = await insertQuestionnaire(t, template, { ownerId: other.id, organisation: LAURENTIDE });
    const sameOrganisation = await insertQuestionnaire(t, template, { ownerId: await userIdOf(t.db, CONTRIBUTOR) });
    const otherClient = await otherClientQuestionnaire(t);
    for (const id of [theirs, sameOrganisation, otherClient, 999_999]) {
      for (const path of [`${API}/${id}`, `${API}/${id}/config`]) expect(refusal(await agent.get(path)), path).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(refusal(await save(agent, id, {}, new Date().toISOString()))).toMatchObject({ status: 404 });
      expect(refusal(await agent.put(`${API}/${id}/submit`))).toMatchObject({ status: 404 });
    }
    // Managing every organisation does not make the administrator a respondent of it.
    expect(refusal(await (await signedIn(t, ADMIN)).get(`${API}/${theirs}`))).toMatchObject({ status: 404 });
  });
});

describe('PUT /api/questionnaires/{id} (save)', () => {
  it('saves the answers, starts the questionnaire, stamps a later updated_at and keeps what changed in the history', async () => {
    const id = await insertQuestionnaire(t, template, { ownerId: respondent.id, state: 'not_started' });
    const read = await show(agent, id);
    const response = await save(agent, id, { certified: 'yes', certified_since: '2024-02-01', headcount: 10, programmes: '', labels: [] }, read.updated_at);
    expect(response.statusCode, response.body).toBe(200);
    const saved: Questionnaire = response.json().questionnaire;
    // Empty answers are no answers: they are not kept.
    expect(saved).toMatchObject({ state: 'in_progress', answers: { certified: 'yes', certified_since: '2024-02-01', headcount: 10 }, progress: { answered: 3, required: 3 } });
    expect(Object.keys(saved.answers).sort()).toEqual(['certified', 'certified_since', 'headcount']);
    expect(saved.updated_at > read.updated_at).toBe(true);
    expect(new Date(saved.updated_at).toISOString()).toBe(saved.updated_at);
    expect(await show(agent, id)).toEqual(saved);
    const row = await questionnaireRow(t.db, id);
    expect(row.answeredById).toBe(respondent.id);
    const history = await historyRows(t.db, id);
    expect(history.map((entry) => [entry.action, entry.fromState, entry.toState, entry.changes, entry.userId, entry.impersonatorId])).toEqual([
      [
        'answered',
        'not_started',
        'in_progress',
        { certified: { from: null, to: 'yes' }, certified_since: { from: null, to: '2024-02-01' }, headcount: { from: null, to: 10 } },
        respondent.id,
        null,
      ],
    ]);
  });

  it('refuses a save made on an older read: 409 STATE_CHANGED, nothing written', async () => {
    const id = await insertQuestionnaire(t, template, { ownerId: respondent.id });
    const read = await show(agent, id);
    expect((await save(agent, id, { headcount: 1 }, read.updated_at)).statusCode).toBe(200);
    expect(refusal(await save(agent, id, { headcount: 2 }, read.updated_at))).toMatchObject({ status: 409, code: 'STATE_CHANGED' });
    expect(refusal(await save(agent, id, { headcount: 2 }, 'yesterday'))).toMatchObject({ status: 409, code: 'STATE_CHANGED' });
    expect((await questionnaireRow(t.db, id)).answers).toEqual({ headcount: 1 });
  });

  it('checks the answers as a draft is checked: 422 INVALID_RECORD with details by field id, nothing written', async () => {
    const id = await insertQuestionnaire(t, template, { ownerId: respondent.id, answers: { headcount: 3 } });
    const read = await show(agent, id);
    const response = await save(
      agent,
      id,
      { certified: 'maybe', headcount: 2.5, labels: ['iso', 'gold'], unknown_field: 'x', programmes: 42 },
      read.updated_at,
    );
    expect(refusal(response)).toEqual({
      status: 422,
      code: 'INVALID_RECORD',
      details: {
        unknown_field: [{ error: 'DISABLED' }],
        certified: [{ error: 'INVALID' }],
        labels: [{ error: 'INVALID' }],
        headcount: [{ error: 'INVALID', decimals: 0 }],
        programmes: [{ error: 'INVALID' }],
      },
    });
    // A question hidden by its display condition takes no answer; a date lies in the questionnaire's period.
    expect(refusal(await save(agent, id, { certified: 'no', certified_since: '2024-01-01' }, read.updated_at)).details).toEqual({ certified_since: [{ error: 'DISABLED' }] });
    expect(refusal(await save(agent, id, { certified: 'yes', certified_since: '2019-01-01' }, read.updated_at)).details).toEqual({
      certified_since: [{ error: 'INVALID_DATE_FOR_PERIOD', period: '2024' }],
    });
    // Required questions are not required yet.
    expect((await save(agent, id, { certified: 'yes' }, read.updated_at)).statusCode).toBe(200);
    expect(await historyRows(t.db, id)).toHaveLength(1);
  });

  it('refuses answers to a submitted or approved questionnaire: 422 READ_ONLY', async () => {
    for (const state of ['submitted', 'approved'] as const) {
      const id = await insertQuestionnaire(t, template, { ownerId: respondent.id, state, answers: COMPLETE_ANSWERS, period: state === 'submitted' ? '2023' : '2024' });
      const read = await show(agent, id);
      expect(read.abilities.answer).toBe(false);
      expect(refusal(await save(agent, id, { headcount: 1 }, read.updated_at))).toEqual({ status: 422, code: 'INVALID_RECORD', details: { base: [{ error: 'READ_ONLY', state }] } });
      expect((await questionnaireRow(t.db, id)).answers).toEqual(COMPLETE_ANSWERS);
    }
  });

  it('merges one person’s autosaves within ten minutes into one history entry, keeping each answer’s first value', async () => {
    const coRespondent = await addUser(t, 'co', ['questionnaires.answer'], [BOREAL]);
    const id = await insertQuestionnaire(t, template, { ownerId: respondent.id, answers: { headcount: 1, programmes: 'A' }, accessUserIds: [coRespondent.id] });
    let stamp = (await show(agent, id)).updated_at;
    const saveAs = async (caller: TestAgent, answers: object) => {
      const response = await save(caller, id, answers, stamp);
      expect(response.statusCode, response.body).toBe(200);
      stamp = response.json().questionnaire.updated_at;
    };
    await saveAs(agent, { headcount: 2, programmes: 'A' });
    await saveAs(agent, { headcount: 3, programmes: 'A' });
    await saveAs(agent, { headcount: 3, programmes: 'B' });
    await saveAs(agent, { headcount: 3, programmes: 'A' });
    expect((await historyRows(t.db, id)).map((entry) => [entry.action, entry.userId, entry.changes])).toEqual([['answered', respondent.id, { headcount: { from: 1, to: 3 } }]]);

    // Someone else's save starts an entry of its own; so does a save more than ten minutes after the entry began.
    await saveAs(await signedIn(t, coRespondent.email), { headcount: 4, programmes: 'A' });
    await saveAs(agent, { headcount: 5, programmes: 'A' });
    const [, , last] = await historyRows(t.db, id);
    await t.db.update(questionnaireHistory).set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) }).where(eq(questionnaireHistory.id, last!.id));
    await saveAs(agent, { headcount: 6, programmes: 'A' });
    expect((await historyRows(t.db, id)).map((entry) => [entry.userId, entry.changes])).toEqual([
      [respondent.id, { headcount: { from: 1, to: 3 } }],
      [coRespondent.id, { headcount: { from: 3, to: 4 } }],
      [respondent.id, { headcount: { from: 4, to: 5 } }],
      [respondent.id, { headcount: { from: 5, to: 6 } }],
    ]);
  });

  it('keeps who saved on whose behalf: an administrator impersonating the respondent', async () => {
    const contributorId = await userIdOf(t.db, CONTRIBUTOR);
    const adminId = await userIdOf(t.db, ADMIN);
    const id = await insertQuestionnaire(t, template, { ownerId: contributorId });
    const impersonating = await signedIn(t, ADMIN);
    expect((await impersonating.post(`/api/users/${contributorId}/impersonate`)).statusCode).toBe(200);
    const read = await show(impersonating, id);
    expect((await save(impersonating, id, { headcount: 7 }, read.updated_at)).statusCode).toBe(200);
    const [entry] = await historyRows(t.db, id);
    expect(entry).toMatchObject({ action: 'answered', userId: contributorId, impersonatorId: adminId });
    expect((await questionnaireRow(t.db, id)).answeredById).toBe(contributorId);
    const history = (await readIn(await signedIn(t, ADMIN), `${API}/admin/${id}`)).history;
    expect(history).toEqual([expect.objectContaining({ action: 'answered', user: { id: contributorId, email: CONTRIBUTOR }, impersonator: { id: adminId, email: ADMIN } })]);
  });
});

describe('PUT /api/questionnaires/{id}/submit', () => {
  it('refuses missing required answers with field details (BLANK), then submits a complete questionnaire', async () => {
    const id = await insertQuestionnaire(t, template, { ownerId: respondent.id, answers: { certified: 'yes' } });
    expect(refusal(await agent.put(`${API}/${id}/submit`))).toEqual({
      status: 422,
      code: 'INVALID_RECORD',
      details: { certified_since: [{ error: 'BLANK' }], headcount: [{ error: 'BLANK' }] },
    });
    expect((await questionnaireRow(t.db, id)).state).toBe('in_progress');
    const read = await show(agent, id);
    expect((await save(agent, id, COMPLETE_ANSWERS, read.updated_at)).statusCode).toBe(200);
    const response = await agent.put(`${API}/${id}/submit`);
    expect(response.statusCode, response.body).toBe(200);
    const submitted: Questionnaire = response.json().questionnaire;
    expect(submitted).toMatchObject({ state: 'submitted', abilities: { answer: false, submit: false, comment: true } });
    expect(Date.now() - Date.parse(submitted.submitted_at!)).toBeLessThan(60_000);
    expect((await historyRows(t.db, id)).map((entry) => [entry.action, entry.fromState, entry.toState, entry.userId])).toEqual([
      ['answered', 'in_progress', 'in_progress', respondent.id],
      ['submit', 'in_progress', 'submitted', respondent.id],
    ]);
  });

  it('answers details.event for a state that does not allow it: not started, submitted, approved', async () => {
    for (const [index, state] of (['not_started', 'submitted', 'approved'] as const).entries()) {
      const id = await insertQuestionnaire(t, template, { ownerId: respondent.id, state, answers: state === 'not_started' ? {} : COMPLETE_ANSWERS, period: String(2021 + index) });
      expect(refusal(await agent.put(`${API}/${id}/submit`))).toEqual({ status: 422, code: 'INVALID_RECORD', details: { event: [{ error: 'INVALID_TRANSITION', state }] } });
      expect((await historyRows(t.db, id)).length).toBe(0);
    }
  });

  it('settles the changes asked for: resubmitting after a request clears it', async () => {
    const id = await insertQuestionnaire(t, template, { ownerId: respondent.id, state: 'submitted', answers: COMPLETE_ANSWERS });
    const approver = await signedIn(t, 'approver@example.org');
    expect((await approver.put(`${API}/approval/${id}/request_changes`, { comment: 'Check the headcount', field_ids: ['headcount'] })).statusCode).toBe(200);
    const asked = await show(agent, id);
    expect(asked).toMatchObject({ state: 'changes_requested', change_request: { comment: 'Check the headcount', field_ids: ['headcount'] }, abilities: { answer: true, submit: true } });
    expect((await save(agent, id, { ...COMPLETE_ANSWERS, headcount: 121 }, asked.updated_at)).statusCode).toBe(200);
    const resubmitted: Questionnaire = (await agent.put(`${API}/${id}/submit`)).json().questionnaire;
    expect(resubmitted).toMatchObject({ state: 'submitted', change_request: null, answers: { headcount: 121 } });
  });
});

describe('PUT /api/questionnaires/{id}/variation and …/previous_value', () => {
  it('reads last period’s answer of the same organisation and template (any version), submitted or approved, with the variation', async () => {
    const owner = await addUser(t, 'yearly', ['questionnaires.answer'], [BOREAL]);
    const caller = await signedIn(t, owner.email);
    const other = await addUser(t, 'colleague', ['questionnaires.answer'], [BOREAL]);
    await insertQuestionnaire(t, template, { ownerId: owner.id, period: '2021', state: 'approved', answers: { headcount: 50 } });
    // The latest earlier period counts, whoever owned it in the organisation, whatever its version.
    await insertQuestionnaire(t, template, { ownerId: other.id, period: '2023', state: 'approved', answers: { headcount: 100, certified: 'yes' } });
    await insertQuestionnaire(t, template, { ownerId: owner.id, period: '2022', state: 'submitted', answers: { headcount: 90 } });
    // Neither an unsubmitted one, nor another organisation's, nor another template's.
    await insertQuestionnaire(t, template, { ownerId: owner.id, period: '2023', state: 'in_progress', answers: { headcount: 1 } });
    const laurentide = await addUser(t, 'laurentide', ['questionnaires.answer'], [LAURENTIDE]);
    await insertQuestionnaire(t, template, { ownerId: laurentide.id, period: '2023', state: 'approved', organisation: LAURENTIDE, answers: { headcount: 7 } });
    const id = await insertQuestionnaire(t, template, { ownerId: owner.id, period: '2024', answers: { headcount: 120, certified: 'no' } });

    for (const call of ['variation', 'previous_value']) {
      const response = await caller.put(`${API}/${id}/${call}`, { field_id: 'headcount' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ field_id: 'headcount', previous: { period: '2023', value: 100 }, current: 120, variation_percent: 20 });
    }
    expect((await caller.put(`${API}/${id}/variation`, { field_id: 'certified' })).json()).toEqual({
      field_id: 'certified',
      previous: { period: '2023', value: 'yes' },
      current: 'no',
      variation_percent: null,
    });
    expect((await caller.put(`${API}/${id}/variation`, { field_id: 'programmes' })).json()).toEqual({
      field_id: 'programmes',
      previous: { period: '2023', value: null },
      current: null,
      variation_percent: null,
    });
    expect(refusal(await caller.put(`${API}/${id}/variation`, { field_id: 'nope' }))).toEqual({ status: 422, code: 'INVALID_RECORD', details: { field_id: [{ error: 'INVALID' }] } });
  });

  it('has no previous answer for a first period; without an organisation, the same owner’s questionnaires count', async () => {
    const owner = await addUser(t, 'alone', ['questionnaires.answer']);
    const caller = await signedIn(t, owner.email);
    const first = await insertQuestionnaire(t, template, { ownerId: owner.id, period: '2020', organisation: null, state: 'approved', answers: { headcount: 0 } });
    expect((await caller.put(`${API}/${first}/previous_value`, { field_id: 'headcount' })).json()).toMatchObject({ previous: null, current: 0, variation_percent: null });
    const next = await insertQuestionnaire(t, template, { ownerId: owner.id, period: '2021', organisation: null, answers: { headcount: 4 } });
    // From zero there is no ratio to speak of.
    expect((await caller.put(`${API}/${next}/variation`, { field_id: 'headcount' })).json()).toEqual({ field_id: 'headcount', previous: { period: '2020', value: 0 }, current: 4, variation_percent: null });
    expect(refusal(await agent.put(`${API}/${next}/variation`, { field_id: 'headcount' }))).toMatchObject({ status: 404 });
  });
});
