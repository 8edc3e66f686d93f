import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUESTIONNAIRE_LIMITS, QUESTIONNAIRE_STATES, type Questionnaire } from '@platform/shared/questionnaires/questionnaires.schemas';
import type { TestAgent } from '../../test/test-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
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
  READER,
  readIn,
  refusal,
  signedIn,
  TEST_SECTIONS,
  userIdOf,
} from './test/questionnaire-test-data.seed.js';

const APPROVAL_API = `${API}/approval`;

let t: TestApp;
let approver: TestAgent;
let template: { id: number; version: number };
let contributorId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://report.example.org' } });
  approver = await signedIn(t, APPROVER);
  contributorId = await userIdOf(t.db, CONTRIBUTOR);
});
afterAll(() => t.close());
beforeEach(async () => {
  template = await insertTemplate(t);
});

const transition = (caller: TestAgent, id: number, event: string) => caller.put(`${APPROVAL_API}/${id}/transition`, { event });

describe('GET /api/questionnaires/approval and …/config', () => {
  it('lists what awaits review first, then the others, of the organisations the reviewer acts for', async () => {
    const open = await insertQuestionnaire(t, template, { ownerId: contributorId, period: '2021' });
    const submitted = await insertQuestionnaire(t, template, { ownerId: contributorId, period: '2022', state: 'submitted', answers: COMPLETE_ANSWERS });
    const theirs = await insertQuestionnaire(t, template, { ownerId: await userIdOf(t.db, CONTRIBUTOR_2), organisation: LAURENTIDE, state: 'submitted', answers: COMPLETE_ANSWERS });
    const ids = (listed: { questionnaires: { id: number }[] }) => listed.questionnaires.map((one) => one.id);
    expect(ids(await readIn(approver, `${APPROVAL_API}?template_id=${template.id}`))).toEqual([submitted, theirs, open]);
    expect((await readIn(approver, `${APPROVAL_API}?template_id=${template.id}`)).total).toBe(3);

    const reviewer = await addUser(t, 'reviewer-laurentide', ['questionnaires.approve'], [LAURENTIDE]);
    const laurentideReviewer = await signedIn(t, reviewer.email);
    expect(ids(await readIn(laurentideReviewer, `${APPROVAL_API}?template_id=${template.id}`))).toEqual([theirs]);
    expect(refusal(await laurentideReviewer.get(`${APPROVAL_API}/${submitted}`))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(refusal(await transition(laurentideReviewer, submitted, 'approve'))).toMatchObject({ status: 404 });
    expect(refusal(await laurentideReviewer.put(`${APPROVAL_API}/${submitted}/request_changes`, { comment: 'No' }))).toMatchObject({ status: 404 });
    expect(refusal(await laurentideReviewer.put(`${APPROVAL_API}/${submitted}/variation`, { field_id: 'headcount' }))).toMatchObject({ status: 404 });
    expect(await readIn(approver, `${APPROVAL_API}/config`)).toEqual({ states: [...QUESTIONNAIRE_STATES], events: ['request_changes', 'approve', 'reopen'], page_size: QUESTIONNAIRE_LIMITS.pageSize });
  });

  it('is refused to those who do not review questionnaires (a contributor, a pre-approver, a reader)', async () => {
    for (const email of [CONTRIBUTOR, 'preapprover@example.org', READER]) {
      const caller = await signedIn(t, email);
      expect(refusal(await caller.get(APPROVAL_API)), email).toMatchObject({ status: 403, code: 'ACCESS_DENIED' });
      expect(refusal(await caller.get(`${APPROVAL_API}/config`)), email).toMatchObject({ status: 403 });
    }
  });
});

describe('GET /api/questionnaires/approval/{id}', () => {
  it('reads a questionnaire with its questions and history; another client’s is 404', async () => {
    const id = await insertQuestionnaire(t, template, { ownerId: contributorId, state: 'submitted', answers: COMPLETE_ANSWERS });
    const detail = await readIn(approver, `${APPROVAL_API}/${id}`);
    expect(detail.questionnaire).toMatchObject({ id, state: 'submitted', answers: COMPLETE_ANSWERS, abilities: { approve: true, request_changes: true, reopen: false, answer: false, delete: false } });
    expect(detail.config.sections).toEqual(TEST_SECTIONS);
    expect(detail.config.events).toEqual(['request_changes', 'approve']);
    expect(detail.history).toEqual([]);
    expect(refusal(await approver.get(`${APPROVAL_API}/${await otherClientQuestionnaire(t)}`))).toMatchObject({ status: 404 });
  });
});

describe('PUT /api/questionnaires/approval/{id}/transition', () => {
  it('approves a submitted questionnaire, mails its respondents, and reopens it', async () => {
    const id = await insertQuestionnaire(t, template, { ownerId: contributorId, state: 'submitted', answers: COMPLETE_ANSWERS, answeredById: contributorId });
    const response = await transition(approver, id, 'approve');
    expect(response.statusCode, response.body).toBe(200);
    const approved: Questionnaire = response.json().questionnaire;
    expect(approved).toMatchObject({ state: 'approved', abilities: { approve: false, reopen: true, comment: true } });
    const [mail] = (await mailsTo(t.db, CONTRIBUTOR)).filter((one) => one.body.includes(`/admin/questionnaires/${id}`));
    expect(mail!.subject).toBe(`Questionnaire approved: ${approved.name.en}`);
    expect(mail!.body).toContain(`https://report.example.org/admin/questionnaires/${id}`);

    expect(refusal(await transition(approver, id, 'approve'))).toEqual({ status: 422, code: 'INVALID_RECORD', details: { event: [{ error: 'INVALID_TRANSITION', state: 'approved' }] } });
    const reopened = await transition(approver, id, 'reopen');
    expect(reopened.json().questionnaire).toMatchObject({ state: 'changes_requested', abilities: { reopen: false } });
    expect(refusal(await transition(approver, id, 'reopen')).details).toEqual({ event: [{ error: 'INVALID_TRANSITION', state: 'changes_requested' }] });
    const approverId = await userIdOf(t.db, APPROVER);
    expect((await historyRows(t.db, id)).map((entry) => [entry.action, entry.fromState, entry.toState, entry.userId])).toEqual([
      ['approve', 'submitted', 'approved', approverId],
      ['reopen', 'approved', 'changes_requested', approverId],
    ]);
    // The respondent may answer again.
    expect((await readIn(await signedIn(t, CONTRIBUTOR), `${API}/${id}`)).questionnaire.abilities).toMatchObject({ answer: true, submit: true });
  });

  it('keeps four eyes: whoever last changed the answers, or impersonated them, does not approve them', async () => {
    const reviewer = await addUser(t, 'reviewer-respondent', ['questionnaires.approve', 'questionnaires.answer'], [BOREAL]);
    const caller = await signedIn(t, reviewer.email);
    const id = await insertQuestionnaire(t, template, { ownerId: reviewer.id, state: 'submitted', answers: COMPLETE_ANSWERS, answeredById: reviewer.id });
    expect((await readIn(caller, `${APPROVAL_API}/${id}`)).questionnaire.abilities.approve).toBe(false);
    expect(refusal(await transition(caller, id, 'approve'))).toMatchObject({ status: 403, code: 'ACCESS_DENIED' });
    expect((await transition(approver, id, 'approve')).statusCode).toBe(200);
  });

  it('answers details.event for the respondent’s event and for request_changes, which have calls of their own', async () => {
    const id = await insertQuestionnaire(t, template, { ownerId: contributorId, state: 'submitted', answers: COMPLETE_ANSWERS });
    for (const event of ['submit', 'request_changes']) {
      expect(refusal(await transition(approver, id, event))).toEqual({ status: 422, code: 'INVALID_RECORD', details: { event: [{ error: 'INVALID', allowed: ['approve', 'reopen'] }] } });
    }
    const notStarted = await insertQuestionnaire(t, template, { ownerId: contributorId, period: '2023', state: 'not_started' });
    expect(refusal(await transition(approver, notStarted, 'approve')).details).toEqual({ event: [{ error: 'INVALID_TRANSITION', state: 'not_started' }] });
  });
});

describe('PUT /api/questionnaires/approval/{id}/request_changes', () => {
  it('sends a submitted questionnaire back with a comment, mailed to each respondent in their language', async () => {
    const id = await insertQuestionnaire(t, template, { ownerId: await userIdOf(t.db, CONTRIBUTOR_2), organisation: LAURENTIDE, state: 'submitted', answers: COMPLETE_ANSWERS });
    const response = await approver.put(`${APPROVAL_API}/${id}/request_changes`, { comment: 'Précisez l’effectif' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().questionnaire).toMatchObject({ state: 'changes_requested', change_request: { comment: 'Précisez l’effectif', field_ids: [] }, comments_count: 0 });
    const [mail] = (await mailsTo(t.db, CONTRIBUTOR_2)).filter((one) => one.body.includes(`/admin/questionnaires/${id}`));
    expect(mail!.subject).toMatch(/^Modifications demandées sur le questionnaire /);
    expect(mail!.body).toContain('Précisez l’effectif');
    expect((await historyRows(t.db, id)).map((entry) => [entry.action, entry.comment])).toEqual([['request_changes', 'Précisez l’effectif']]);
    expect(refusal(await approver.put(`${APPROVAL_API}/${id}/request_changes`, { comment: 'Again' })).details).toEqual({ event: [{ error: 'INVALID_TRANSITION', state: 'changes_requested' }] });
  });
});

describe('PUT /api/questionnaires/approval/{id}/variation and …/previous_value', () => {
  it('show last period’s answer beside this one’s, across two periods', async () => {
    await insertQuestionnaire(t, template, { ownerId: contributorId, period: '2022', state: 'approved', answers: { headcount: 200, programmes: 'Old' } });
    const id = await insertQuestionnaire(t, template, { ownerId: contributorId, period: '2023', state: 'submitted', answers: { headcount: 150, programmes: 'New' } });
    expect((await approver.put(`${APPROVAL_API}/${id}/variation`, { field_id: 'headcount' })).json()).toEqual({ field_id: 'headcount', previous: { period: '2022', value: 200 }, current: 150, variation_percent: -25 });
    expect((await approver.put(`${APPROVAL_API}/${id}/previous_value`, { field_id: 'programmes' })).json()).toEqual({
      field_id: 'programmes',
      previous: { period: '2022', value: 'Old' },
      current: 'New',
      variation_percent: null,
    });
  });
});
