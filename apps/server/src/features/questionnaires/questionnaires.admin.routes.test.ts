import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUESTIONNAIRE_LIMITS, QUESTIONNAIRE_STATES, type Questionnaire } from '@platform/shared/questionnaires/questionnaires.schemas';
import { users } from '../../platform/auth/auth.tables.js';
import type { TestAgent } from '../../test/test-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { questionnaireComments, questionnaires } from './questionnaires.tables.js';
import {
  ADMIN,
  addUser,
  API,
  APPROVER,
  BOREAL,
  COMPLETE_ANSWERS,
  CONTRIBUTOR,
  CONTRIBUTOR_2,
  historyRows,
  insertQuestionnaire,
  insertTemplate,
  LAURENTIDE,
  mailsTo,
  otherClientQuestionnaire,
  questionnaireRow,
  READER,
  readIn,
  refusal,
  signedIn,
  TEST_SECTIONS,
  userIdOf,
} from './test/questionnaire-test-data.seed.js';

const ADMIN_API = `${API}/admin`;
const PUBLIC_URL = 'https://report.example.org';

let t: TestApp;
let admin: TestAgent;
let template: { id: number; version: number };
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  admin = await signedIn(t, ADMIN);
});
afterAll(() => t.close());
beforeEach(async () => {
  template = await insertTemplate(t);
});

const send = (caller: TestAgent, body: object) => caller.post(ADMIN_API, { template_id: template.id, period: '2024', due_date: '2025-03-31', ...body });

describe('POST /api/questionnaires/admin', () => {
  it('sends a questionnaire of the template’s current version to the owner for their organisation, and mails them in their language', async () => {
    const response = await send(admin, { owner_email: ' Contributor2@Example.org ' });
    expect(response.statusCode, response.body).toBe(201);
    const questionnaire: Questionnaire = response.json().questionnaire;
    const ownerId = await userIdOf(t.db, CONTRIBUTOR_2);
    expect(questionnaire).toMatchObject({
      template: { id: template.id, version: 1 },
      period: '2024',
      owner: { id: ownerId, email: CONTRIBUTOR_2 },
      organisation: { key: LAURENTIDE, name: { en: 'Laurentide Metals', fr: 'Laurentide Metals' } },
      state: 'not_started',
      due_date: '2025-03-31',
      answers: {},
      progress: { answered: 0, required: 2 },
      abilities: { delete: true, manage_access: true, approve: false },
    });
    const [row] = await t.db.select().from(questionnaires).where(eq(questionnaires.id, questionnaire.id));
    // The name is the template's when none is given.
    expect(row).toMatchObject({ name: { en: expect.stringMatching(/^Template /), fr: expect.stringMatching(/^Modèle /) }, createdById: await userIdOf(t.db, ADMIN) });
    expect((await historyRows(t.db, questionnaire.id)).map((entry) => [entry.action, entry.fromState, entry.toState])).toEqual([['created', null, 'not_started']]);

    const mails = (await mailsTo(t.db, CONTRIBUTOR_2)).filter((mail) => mail.body.includes(`/admin/questionnaires/${questionnaire.id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Un questionnaire attend vos réponses\u00a0: ${row!.name.fr}`);
    expect(mails[0]!.body).toContain(`${PUBLIC_URL}/admin/questionnaires/${questionnaire.id}`);
    expect(mails[0]!.body).toContain('2025-03-31');
  });

  it('takes a name and an organisation the owner and the caller act for', async () => {
    const response = await send(admin, { owner_email: CONTRIBUTOR, organisation: BOREAL, name: { en: ' Policies 2024 ', fr: 'Politiques 2024' } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().questionnaire).toMatchObject({ name: { en: 'Policies 2024', fr: 'Politiques 2024' }, organisation: { key: BOREAL } });
    const [mail] = (await mailsTo(t.db, CONTRIBUTOR)).slice(-1);
    expect(mail!.subject).toBe('A questionnaire awaits your answers: Policies 2024');
  });

  it('names every faulty field at once and writes nothing', async () => {
    const before = (await t.db.select({ id: questionnaires.id }).from(questionnaires)).length;
    const draft = await insertTemplate(t, { state: 'draft' });
    expect(refusal(await admin.post(ADMIN_API, { template_id: draft.id, period: '1999', owner_email: 'nobody@example.org', organisation: 'nowhere', due_date: '2100-01-01', name: { en: ' ', fr: 'x' } }))).toEqual({
      status: 422,
      code: 'INVALID_RECORD',
      details: {
        template_id: [{ error: 'INVALID' }],
        owner_email: [{ error: 'INVALID' }],
        organisation: [{ error: 'INVALID' }],
        due_date: [{ error: 'DATE_OUT_OF_RANGE', beginning: '2000-01-01', end: '2099-12-31' }],
        period: [{ error: 'DATE_OUT_OF_RANGE', beginning: '2000-01-01', end: '2099-12-31' }],
        'name.en': [{ error: 'BLANK' }],
      },
    });
    const details = async (body: object) => refusal(await send(admin, body)).details;
    const archived = await insertTemplate(t, { state: 'archived' });
    expect(await details({ template_id: archived.id, owner_email: CONTRIBUTOR })).toEqual({ template_id: [{ error: 'INVALID' }] });
    expect(await details({ template_id: 999_999, owner_email: CONTRIBUTOR })).toEqual({ template_id: [{ error: 'INVALID' }] });
    expect(await details({ owner_email: CONTRIBUTOR, due_date: '2025-02-30' })).toEqual({ due_date: [{ error: 'INVALID' }] });
    // The owner must be a user who may answer questionnaires, active.
    expect(await details({ owner_email: READER })).toEqual({ owner_email: [{ error: 'INVALID' }] });
    const archivedUser = await addUser(t, 'archived', ['questionnaires.answer'], [BOREAL]);
    await t.db.update(users).set({ archivedAt: new Date() }).where(eq(users.id, archivedUser.id));
    expect(await details({ owner_email: archivedUser.email })).toEqual({ owner_email: [{ error: 'INVALID' }] });
    // The organisation: one the owner acts for; left out, the owner's only one.
    expect(await details({ owner_email: CONTRIBUTOR, organisation: LAURENTIDE })).toEqual({ organisation: [{ error: 'OWNER_NOT_MEMBER' }] });
    expect(await details({ owner_email: CONTRIBUTOR, organisation: 'organisation' })).toEqual({ organisation: [{ error: 'INVALID' }] });
    expect(await details({ owner_email: ADMIN })).toEqual({ organisation: [{ error: 'BLANK' }] });
    const nowhere = await addUser(t, 'nowhere', ['questionnaires.answer']);
    expect(await details({ owner_email: nowhere.email })).toEqual({ organisation: [{ error: 'BLANK' }] });
    expect((await t.db.select({ id: questionnaires.id }).from(questionnaires)).length).toBe(before);
  });

  it('refuses an organisation the caller does not act for, and the same template, period and owner twice (DUPLICATED)', async () => {
    const manager = await addUser(t, 'manager-laurentide', ['questionnaires.manage'], [LAURENTIDE]);
    const laurentideManager = await signedIn(t, manager.email);
    expect(refusal(await send(laurentideManager, { owner_email: CONTRIBUTOR, organisation: BOREAL })).details).toEqual({ organisation: [{ error: 'INVALID' }] });
    expect(refusal(await send(laurentideManager, { owner_email: CONTRIBUTOR })).details).toEqual({ organisation: [{ error: 'INVALID' }] });
    expect((await send(laurentideManager, { owner_email: CONTRIBUTOR_2 })).statusCode).toBe(201);
    expect(refusal(await send(admin, { owner_email: CONTRIBUTOR_2 }))).toEqual({ status: 422, code: 'INVALID_RECORD', details: { owner_email: [{ error: 'DUPLICATED' }] } });
    // Two sends at once: one is taken, the other told it is a duplicate.
    const both = await Promise.all([send(admin, { owner_email: CONTRIBUTOR, period: '2030' }), send(admin, { owner_email: CONTRIBUTOR, period: '2030' })]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 422]);
  });

  it('is refused to those who do not manage questionnaires', async () => {
    for (const email of [CONTRIBUTOR, APPROVER, READER]) {
      expect(refusal(await send(await signedIn(t, email), { owner_email: CONTRIBUTOR })), email).toMatchObject({ status: 403, code: 'ACCESS_DENIED' });
    }
  });
});

describe('GET /api/questionnaires/admin, …/admin/questionnaires/{template_id}, …/admin/config', () => {
  it('lists the questionnaires of the organisations the caller acts for, by template too', async () => {
    const boreal = await insertQuestionnaire(t, template, { ownerId: await userIdOf(t.db, CONTRIBUTOR), period: '2023' });
    const laurentide = await insertQuestionnaire(t, template, { ownerId: await userIdOf(t.db, CONTRIBUTOR_2), organisation: LAURENTIDE, state: 'submitted', answers: COMPLETE_ANSWERS });
    const ids = (listed: { questionnaires: { id: number }[] }) => listed.questionnaires.map((one) => one.id);
    expect(ids(await readIn(admin, `${ADMIN_API}/questionnaires/${template.id}`))).toEqual([laurentide, boreal]);
    expect(ids(await readIn(admin, `${ADMIN_API}?template_id=${template.id}&state=submitted`))).toEqual([laurentide]);
    expect(ids(await readIn(admin, `${ADMIN_API}?template_id=${template.id}&q=boreal`))).toEqual([boreal]);
    expect((await readIn(admin, `${ADMIN_API}/questionnaires/${template.id}`)).questionnaires[0]).toMatchObject({ progress: { answered: 2, required: 2 } });

    const manager = await addUser(t, 'manager-laurentide', ['questionnaires.manage'], [LAURENTIDE]);
    const laurentideManager = await signedIn(t, manager.email);
    expect(ids(await readIn(laurentideManager, `${ADMIN_API}/questionnaires/${template.id}`))).toEqual([laurentide]);
    expect(refusal(await laurentideManager.get(`${ADMIN_API}/${boreal}`))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(refusal(await admin.get(`${ADMIN_API}/questionnaires/999999`))).toMatchObject({ status: 404 });
    expect(refusal(await (await signedIn(t, APPROVER)).get(ADMIN_API))).toMatchObject({ status: 403 });
    expect(await readIn(admin, `${ADMIN_API}/config`)).toEqual({ states: [...QUESTIONNAIRE_STATES], events: ['request_changes', 'approve', 'reopen'], page_size: QUESTIONNAIRE_LIMITS.pageSize });
  });
});

describe('GET /api/questionnaires/admin/{id} and …/config', () => {
  it('reads a questionnaire with its history (who, on whose behalf) and its questions; another client’s is 404', async () => {
    const created = (await send(admin, { owner_email: CONTRIBUTOR })).json().questionnaire as Questionnaire;
    const detail = await readIn(admin, `${ADMIN_API}/${created.id}`);
    expect(detail.questionnaire).toEqual(created);
    expect(detail.config.sections).toEqual(TEST_SECTIONS);
    expect(detail.history).toEqual([
      { id: expect.any(Number), action: 'created', from_state: null, to_state: 'not_started', changes: {}, comment: null, user: { id: await userIdOf(t.db, ADMIN), email: ADMIN }, impersonator: null, created_at: expect.any(String) },
    ]);
    expect(await readIn(admin, `${ADMIN_API}/${created.id}/config`)).toEqual(detail.config);
    const theirs = await otherClientQuestionnaire(t);
    for (const path of [`${ADMIN_API}/${theirs}`, `${ADMIN_API}/${theirs}/config`, `${ADMIN_API}/${theirs}/users`]) expect(refusal(await admin.get(path))).toMatchObject({ status: 404 });
  });
});

describe('DELETE /api/questionnaires/admin/{id}', () => {
  it('deletes a questionnaire no one answered; an answered one is kept (ANSWERED)', async () => {
    const fresh = (await send(admin, { owner_email: CONTRIBUTOR })).json().questionnaire as Questionnaire;
    expect((await admin.delete(`${ADMIN_API}/${fresh.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(questionnaires).where(eq(questionnaires.id, fresh.id))).toEqual([]);
    expect(refusal(await admin.get(`${ADMIN_API}/${fresh.id}`))).toMatchObject({ status: 404 });

    const answered = await insertQuestionnaire(t, template, { ownerId: await userIdOf(t.db, CONTRIBUTOR), period: '2023', answers: { headcount: 1 } });
    expect(refusal(await admin.delete(`${ADMIN_API}/${answered}`))).toEqual({ status: 422, code: 'INVALID_RECORD', details: { base: [{ error: 'ANSWERED', state: 'in_progress' }] } });
    expect((await questionnaireRow(t.db, answered)).id).toBe(answered);

    const manager = await addUser(t, 'manager-laurentide', ['questionnaires.manage'], [LAURENTIDE]);
    const notStarted = await insertQuestionnaire(t, template, { ownerId: await userIdOf(t.db, CONTRIBUTOR), period: '2022', state: 'not_started' });
    expect(refusal(await (await signedIn(t, manager.email)).delete(`${ADMIN_API}/${notStarted}`))).toMatchObject({ status: 404 });
    expect(refusal(await (await signedIn(t, APPROVER)).delete(`${ADMIN_API}/${notStarted}`))).toMatchObject({ status: 403 });
  });
});

describe('PUT /api/questionnaires/admin/{id}/request_changes and …/transition', () => {
  it('asks for changes on named questions: the thread of each gets the comment, the respondents a mail', async () => {
    const coRespondent = await addUser(t, 'co-fr', ['questionnaires.answer'], [BOREAL]);
    const ownerId = await userIdOf(t.db, CONTRIBUTOR);
    const id = await insertQuestionnaire(t, template, { ownerId, state: 'submitted', answers: COMPLETE_ANSWERS, accessUserIds: [coRespondent.id] });
    expect(refusal(await admin.put(`${ADMIN_API}/${id}/request_changes`, { comment: 'Which year?', field_ids: ['headcount', 'ghost'] }))).toEqual({
      status: 422,
      code: 'INVALID_RECORD',
      details: { field_ids: [{ error: 'INVALID', field_ids: ['ghost'] }] },
    });
    expect(refusal(await admin.put(`${ADMIN_API}/${id}/request_changes`, { comment: '  ' })).details).toEqual({ comment: [{ error: 'BLANK' }] });

    const response = await admin.put(`${ADMIN_API}/${id}/request_changes`, { comment: 'Which year?', field_ids: ['headcount', 'programmes', 'headcount'] });
    expect(response.statusCode, response.body).toBe(200);
    const asked: Questionnaire = response.json().questionnaire;
    const adminId = await userIdOf(t.db, ADMIN);
    expect(asked).toMatchObject({
      state: 'changes_requested',
      change_request: { comment: 'Which year?', field_ids: ['headcount', 'programmes'], requested_by: { id: adminId, email: ADMIN } },
      comments_count: 2,
      comments_by_question: { headcount: 1, programmes: 1 },
    });
    const comments = await t.db.select().from(questionnaireComments).where(eq(questionnaireComments.questionnaireId, id));
    expect(comments.map((comment) => [comment.questionId, comment.body, comment.changeRequest, comment.authorId])).toEqual([
      ['headcount', 'Which year?', true, adminId],
      ['programmes', 'Which year?', true, adminId],
    ]);
    expect((await historyRows(t.db, id)).map((entry) => [entry.action, entry.fromState, entry.toState, entry.comment])).toEqual([['request_changes', 'submitted', 'changes_requested', 'Which year?']]);
    const [english] = (await mailsTo(t.db, CONTRIBUTOR)).filter((mail) => mail.body.includes(`/admin/questionnaires/${id}`));
    expect(english!.subject).toMatch(/^Changes requested on the questionnaire /);
    expect(english!.body).toContain('Which year?');
    const [french] = await mailsTo(t.db, coRespondent.email);
    expect(french!.subject).toMatch(/^Modifications demandées sur le questionnaire /);

    expect(refusal(await admin.put(`${ADMIN_API}/${id}/request_changes`, { comment: 'Again' }))).toEqual({
      status: 422,
      code: 'INVALID_RECORD',
      details: { event: [{ error: 'INVALID_TRANSITION', state: 'changes_requested' }] },
    });
  });

  it('approves and reopens with the reviewer’s right only; other events answer details.event', async () => {
    const id = await insertQuestionnaire(t, template, { ownerId: await userIdOf(t.db, CONTRIBUTOR), state: 'submitted', answers: COMPLETE_ANSWERS });
    const manager = await signedIn(t, (await addUser(t, 'manager', ['questionnaires.manage'], [BOREAL])).email);
    expect(refusal(await manager.put(`${ADMIN_API}/${id}/transition`, { event: 'approve' }))).toMatchObject({ status: 403, code: 'ACCESS_DENIED' });
    expect((await manager.get(`${ADMIN_API}/${id}`)).json().questionnaire.abilities).toMatchObject({ approve: false, request_changes: true });
    for (const event of ['submit', 'request_changes']) {
      expect(refusal(await admin.put(`${ADMIN_API}/${id}/transition`, { event }))).toEqual({ status: 422, code: 'INVALID_RECORD', details: { event: [{ error: 'INVALID', allowed: ['approve', 'reopen'] }] } });
    }
    expect(refusal(await admin.put(`${ADMIN_API}/${id}/transition`, { event: 'reopen' })).details).toEqual({ event: [{ error: 'INVALID_TRANSITION', state: 'submitted' }] });
    expect(refusal(await admin.put(`${ADMIN_API}/${id}/transition`, { event: 'bogus' }))).toMatchObject({ status: 422 });

    const approved = await admin.put(`${ADMIN_API}/${id}/transition`, { event: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().questionnaire).toMatchObject({ state: 'approved', abilities: { reopen: true, approve: false, manage_access: false } });
    expect(refusal(await manager.put(`${ADMIN_API}/${id}/transition`, { event: 'reopen' }))).toMatchObject({ status: 403 });
    const reopened = await admin.put(`${ADMIN_API}/${id}/transition`, { event: 'reopen' });
    expect(reopened.json().questionnaire.state).toBe('changes_requested');
    expect((await historyRows(t.db, id)).map((entry) => [entry.action, entry.fromState, entry.toState])).toEqual([
      ['approve', 'submitted', 'approved'],
      ['reopen', 'approved', 'changes_requested'],
    ]);
  });
});

describe('PUT /api/questionnaires/admin/{id}/variation and …/previous_value', () => {
  it('answer as the respondent’s, in the managers’ view', async () => {
    const ownerId = await userIdOf(t.db, CONTRIBUTOR);
    await insertQuestionnaire(t, template, { ownerId, period: '2023', state: 'approved', answers: { headcount: 80 } });
    const id = await insertQuestionnaire(t, template, { ownerId, period: '2024', state: 'submitted', answers: { headcount: 100 } });
    for (const call of ['variation', 'previous_value']) {
      expect((await admin.put(`${ADMIN_API}/${id}/${call}`, { field_id: 'headcount' })).json()).toEqual({ field_id: 'headcount', previous: { period: '2023', value: 80 }, current: 100, variation_percent: 25 });
    }
    expect(refusal(await admin.put(`${ADMIN_API}/${id}/variation`, { field_id: 'labels_x' })).details).toEqual({ field_id: [{ error: 'INVALID' }] });
  });
});

describe('PUT /api/questionnaires/admin/{id}/access and GET …/users', () => {
  it('sets the co-respondents among the organisation’s respondents, keeps it in the history, mails those added', async () => {
    const ownerId = await userIdOf(t.db, CONTRIBUTOR);
    const id = await insertQuestionnaire(t, template, { ownerId });
    const colleague = await addUser(t, 'colleague', ['questionnaires.answer'], [BOREAL]);
    const siteUser = await addUser(t, 'site', ['questionnaires.answer'], ['boreal_alma']);
    const users0 = await readIn(admin, `${ADMIN_API}/${id}/users`);
    expect(users0.owner).toEqual({ id: ownerId, email: CONTRIBUTOR });
    expect(users0.users).toEqual([]);
    expect(users0.candidates).toContainEqual({ id: colleague.id, email: colleague.email });
    // Only those who act for the organisation (a site’s user does not), may answer, and are not the owner.
    const candidates = users0.candidates.map((user: { email: string }) => user.email);
    for (const email of [siteUser.email, CONTRIBUTOR, CONTRIBUTOR_2, READER]) expect(candidates).not.toContain(email);

    const response = await admin.put(`${ADMIN_API}/${id}/access`, { user_ids: [colleague.id, ownerId] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().users).toEqual([{ id: colleague.id, email: colleague.email }]);
    expect(response.json().candidates).not.toContainEqual({ id: colleague.id, email: colleague.email });
    expect((await mailsTo(t.db, colleague.email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^A questionnaire awaits your answers: /)]);
    // The co-respondent now answers it.
    expect((await (await signedIn(t, colleague.email)).get(`${API}/${id}`)).statusCode).toBe(200);

    const contributor2 = await userIdOf(t.db, CONTRIBUTOR_2);
    const readerId = await userIdOf(t.db, READER);
    expect(refusal(await admin.put(`${ADMIN_API}/${id}/access`, { user_ids: [colleague.id, contributor2, readerId, siteUser.id] }))).toEqual({
      status: 422,
      code: 'INVALID_RECORD',
      details: { user_ids: [{ error: 'INVALID', ids: [contributor2, readerId, siteUser.id] }] },
    });
    expect((await admin.put(`${ADMIN_API}/${id}/access`, { user_ids: [] })).json().users).toEqual([]);
    expect((await mailsTo(t.db, colleague.email)).length).toBe(1);
    expect((await historyRows(t.db, id)).map((entry) => [entry.action, entry.changes])).toEqual([
      ['access_changed', { _access: { from: [], to: [colleague.email] } }],
      ['access_changed', { _access: { from: [colleague.email], to: [] } }],
    ]);
    expect(refusal(await (await signedIn(t, colleague.email)).get(`${API}/${id}`))).toMatchObject({ status: 404 });
  });

  it('no longer changes once approved; refused to those who do not manage', async () => {
    const id = await insertQuestionnaire(t, template, { ownerId: await userIdOf(t.db, CONTRIBUTOR), state: 'approved', answers: COMPLETE_ANSWERS });
    expect(refusal(await admin.put(`${ADMIN_API}/${id}/access`, { user_ids: [] }))).toMatchObject({ status: 403, code: 'ACCESS_DENIED' });
    expect(refusal(await (await signedIn(t, CONTRIBUTOR)).get(`${ADMIN_API}/${id}/users`))).toMatchObject({ status: 403 });
  });
});
