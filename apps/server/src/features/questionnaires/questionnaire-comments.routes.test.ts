import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionnaireComment } from '@platform/shared/questionnaires/questionnaires.schemas';
import type { TestAgent } from '../../test/test-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { questionnaireComments } from './questionnaires.tables.js';
import {
  ADMIN,
  addUser,
  API,
  APPROVER,
  BOREAL,
  COMPLETE_ANSWERS,
  CONTRIBUTOR,
  CONTRIBUTOR_2,
  insertQuestionnaire,
  insertTemplate,
  LAURENTIDE,
  otherClientQuestionnaire,
  READER,
  readIn,
  refusal,
  signedIn,
  userIdOf,
} from './test/questionnaire-test-data.seed.js';

let t: TestApp;
let contributor: TestAgent;
let approver: TestAgent;
let admin: TestAgent;
let id: number;
let contributorId: number;
beforeAll(async () => {
  t = await createTestApp();
  [contributor, approver, admin] = await Promise.all([signedIn(t, CONTRIBUTOR), signedIn(t, APPROVER), signedIn(t, ADMIN)]);
  contributorId = await userIdOf(t.db, CONTRIBUTOR);
  id = await insertQuestionnaire(t, await insertTemplate(t), { ownerId: contributorId, state: 'submitted', answers: COMPLETE_ANSWERS });
});
afterAll(() => t.close());

const thread = (questionId: string, questionnaire = id) => `${API}/${questionnaire}/questions/${questionId}/comments`;
const commentsOf = (response: { json(): { comments: QuestionnaireComment[] } }) => response.json().comments;

describe('comments on a question', () => {
  it('are posted by the respondent, the reviewer and the manager, oldest first, each changeable by its author only', async () => {
    const posted = await contributor.post(thread('headcount'), { body: '  Counted at year end.  ' });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(commentsOf(posted)).toEqual([
      {
        id: expect.any(Number),
        body: 'Counted at year end.',
        author: { id: contributorId, email: CONTRIBUTOR },
        change_request: false,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        abilities: { update: true, delete: true },
      },
    ]);
    expect((await approver.post(thread('headcount'), { body: 'Including contractors?' })).statusCode).toBe(201);
    expect((await admin.post(thread('headcount'), { body: 'Please answer.' })).statusCode).toBe(201);

    const seenByReviewer = commentsOf(await approver.get(thread('headcount')));
    expect(seenByReviewer.map((comment) => [comment.body, comment.author.email, comment.abilities])).toEqual([
      ['Counted at year end.', CONTRIBUTOR, { update: false, delete: false }],
      ['Including contractors?', APPROVER, { update: true, delete: true }],
      ['Please answer.', ADMIN, { update: false, delete: false }],
    ]);
    const [own, reviewers] = seenByReviewer;

    // Someone else's comment is refused (403); one's own is edited and deleted.
    expect(refusal(await approver.put(`${thread('headcount')}/${own!.id}`, { body: 'Changed' }))).toMatchObject({ status: 403, code: 'ACCESS_DENIED' });
    expect(refusal(await contributor.delete(`${thread('headcount')}/${reviewers!.id}`))).toMatchObject({ status: 403, code: 'ACCESS_DENIED' });
    const edited = await contributor.put(`${thread('headcount')}/${own!.id}`, { body: 'Counted on 31 December.' });
    expect(edited.statusCode, edited.body).toBe(200);
    const editedOwn = commentsOf(edited)[0]!;
    expect(editedOwn).toMatchObject({ id: own!.id, body: 'Counted on 31 December.', created_at: own!.created_at });
    expect(editedOwn.updated_at >= own!.updated_at).toBe(true);
    const removed = await approver.delete(`${thread('headcount')}/${reviewers!.id}`);
    expect(removed.statusCode).toBe(200);
    expect(commentsOf(removed).map((comment) => comment.body)).toEqual(['Counted on 31 December.', 'Please answer.']);

    // The questionnaire counts them, by question.
    const questionnaire = (await readIn(contributor, `${API}/${id}`)).questionnaire;
    expect(questionnaire).toMatchObject({ comments_count: 2, comments_by_question: { headcount: 2 } });
    expect((await readIn(contributor, API)).questionnaires.find((one: { id: number }) => one.id === id)).toMatchObject({ comments_count: 2 });
  });

  it('carry the reviewer’s request for changes in the threads of the questions concerned', async () => {
    const asked = await insertQuestionnaire(t, await insertTemplate(t), { ownerId: contributorId, state: 'submitted', answers: COMPLETE_ANSWERS });
    expect((await approver.put(`${API}/approval/${asked}/request_changes`, { comment: 'Which sites?', field_ids: ['programmes'] })).statusCode).toBe(200);
    const comments = commentsOf(await contributor.get(thread('programmes', asked)));
    expect(comments).toEqual([expect.objectContaining({ body: 'Which sites?', change_request: true, author: { id: await userIdOf(t.db, APPROVER), email: APPROVER } })]);
    expect(commentsOf(await contributor.get(thread('headcount', asked)))).toEqual([]);
  });

  it('are only on the questionnaire’s questions, and a comment only in its own thread: 404 otherwise', async () => {
    expect(refusal(await contributor.get(thread('nope')))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(refusal(await contributor.post(thread('nope'), { body: 'Hello' }))).toMatchObject({ status: 404 });
    const [comment] = commentsOf(await contributor.post(thread('labels'), { body: 'On labels' }));
    expect(refusal(await contributor.put(`${thread('programmes')}/${comment!.id}`, { body: 'Moved?' }))).toMatchObject({ status: 404 });
    expect(refusal(await contributor.delete(`${thread('labels')}/999999`))).toMatchObject({ status: 404 });
    expect(refusal(await contributor.post(thread('labels'), { body: '   ' }))).toEqual({ status: 422, code: 'INVALID_RECORD', details: { body: [{ error: 'BLANK' }] } });
  });

  it('are out of reach of anyone who does not read the questionnaire: another organisation’s respondent, reviewer or manager (404), another client’s (404), a reader (403)', async () => {
    const otherReviewer = await signedIn(t, (await addUser(t, 'reviewer-laurentide', ['questionnaires.approve'], [LAURENTIDE])).email);
    const otherManager = await signedIn(t, (await addUser(t, 'manager-laurentide', ['questionnaires.manage'], [LAURENTIDE])).email);
    for (const caller of [await signedIn(t, CONTRIBUTOR_2), otherReviewer, otherManager]) {
      expect(refusal(await caller.get(thread('headcount')))).toMatchObject({ status: 404 });
      expect(refusal(await caller.post(thread('headcount'), { body: 'Hi' }))).toMatchObject({ status: 404 });
    }
    expect(refusal(await contributor.get(thread('q', await otherClientQuestionnaire(t))))).toMatchObject({ status: 404 });
    expect(refusal(await (await signedIn(t, READER)).get(thread('headcount')))).toMatchObject({ status: 403 });
    // A co-respondent of the same organisation reads and writes the threads.
    const colleague = await addUser(t, 'colleague', ['questionnaires.answer'], [BOREAL]);
    expect(refusal(await (await signedIn(t, colleague.email)).get(thread('headcount')))).toMatchObject({ status: 404 });
    expect((await admin.put(`${API}/admin/${id}/access`, { user_ids: [colleague.id] })).statusCode).toBe(200);
    expect((await (await signedIn(t, colleague.email)).post(thread('headcount'), { body: 'Seen.' })).statusCode).toBe(201);
  });

  it('keep who wrote them on whose behalf', async () => {
    const impersonating = await signedIn(t, ADMIN);
    expect((await impersonating.post(`/api/users/${contributorId}/impersonate`)).statusCode).toBe(200);
    const [first] = commentsOf(await impersonating.post(thread('certified'), { body: 'Written for Marc.' }));
    expect(first).toMatchObject({ author: { id: contributorId, email: CONTRIBUTOR }, abilities: { update: true } });
    const [row] = await t.db.select().from(questionnaireComments).where(eq(questionnaireComments.id, first!.id));
    expect(row).toMatchObject({ authorId: contributorId, impersonatorId: await userIdOf(t.db, ADMIN) });
  });
});
