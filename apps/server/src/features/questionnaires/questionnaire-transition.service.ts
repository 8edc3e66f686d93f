import { eq } from 'drizzle-orm';
import type { Questionnaire, QuestionnaireEvent } from '@platform/shared/questionnaires/questionnaires.schemas';
import { QUESTIONNAIRE_TRANSITIONS } from '@platform/shared/questionnaires/questionnaires.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { invalidRecord } from '../../platform/errors/app-error.js';
import { authorize } from '../../platform/permissions/policy.js';
import { answerErrors } from './questionnaire-answers.service.js';
import { checkTransition } from './questionnaire-errors.js';
import { addHistory } from './questionnaire-history.service.js';
import { presentQuestionnaire } from './questionnaire-presenter.js';
import { factsOf, fieldsOf, findQuestionnaire, reloadQuestionnaire, type QuestionnaireRecord, type QuestionnaireView } from './questionnaire-rows.service.js';
import { nextStamp } from '../../platform/db/next-stamp.js';
import { questionnairesPolicy } from './questionnaires.policy.js';
import { questionnaireComments, questionnaires } from './questionnaires.tables.js';

/** Moves the locked questionnaire by an event, stamps it and writes the history entry, in the caller's transaction. */
async function move(
  tx: Database,
  actor: Actor,
  record: QuestionnaireRecord,
  event: QuestionnaireEvent,
  values: Partial<typeof questionnaires.$inferInsert> = {},
  comment: string | null = null,
): Promise<Questionnaire> {
  const { row } = record;
  const to = QUESTIONNAIRE_TRANSITIONS[event].to;
  await tx
    .update(questionnaires)
    .set({ ...values, state: to, updatedAt: nextStamp(row.updatedAt) })
    .where(eq(questionnaires.id, row.id));
  await addHistory(tx, actor, row.id, { action: event, from: row.state, to, comment });
  return presentQuestionnaire(actor, await reloadQuestionnaire(tx, actor.client.id, row.id));
}

/**
 * PUT /questionnaires/{id}/submit: the respondent sends their answers for review. The state must allow it (in
 * progress, or changes requested: else `details.event`), and the required questions shown must be answered (field
 * details, BLANK and the others). The changes asked for are settled by it. Under the row lock, in one transaction.
 */
export async function submitQuestionnaire(db: Database, actor: Actor, id: number): Promise<Questionnaire> {
  return db.transaction(async (tx) => {
    const record = await findQuestionnaire(tx, actor, id, 'answer', { lock: true });
    checkTransition(record.row.state, 'submit');
    const details = answerErrors(actor, record, record.row.answers, true);
    if (Object.keys(details).length > 0) throw invalidRecord(details, 'Some answers are missing or wrong.');
    authorize(questionnairesPolicy, actor, 'submit', factsOf(record));
    return move(tx, actor, record, 'submit', { submittedAt: new Date(), changeRequest: null });
  });
}

/**
 * PUT …/request_changes (managers' and reviewers' views): a submitted questionnaire goes back to its respondents
 * with a comment, kept on the questionnaire until they submit again and added to the thread of each question named
 * (each must be one of the questionnaire's: else `details.field_ids`). Under the row lock, in one transaction.
 */
export async function requestChanges(db: Database, actor: Actor, id: number, view: Exclude<QuestionnaireView, 'answer'>, body: { comment: string; field_ids?: string[] }): Promise<Questionnaire> {
  return db.transaction(async (tx) => {
    const record = await findQuestionnaire(tx, actor, id, view, { lock: true });
    checkTransition(record.row.state, 'request_changes');
    const fieldIds = [...new Set(body.field_ids ?? [])];
    const known = new Set(fieldsOf(record.sections).map((field) => field.id));
    const unknown = fieldIds.filter((fieldId) => !known.has(fieldId));
    if (unknown.length > 0) throw invalidRecord({ field_ids: [{ error: 'INVALID', field_ids: unknown }] });
    authorize(questionnairesPolicy, actor, 'request_changes', factsOf(record));
    const requestedAt = new Date();
    if (fieldIds.length > 0) {
      await tx.insert(questionnaireComments).values(
        fieldIds.map((questionId) => ({
          questionnaireId: id,
          questionId,
          authorId: actor.user.id,
          impersonatorId: actor.impersonatorId,
          body: body.comment,
          changeRequest: true,
          updatedAt: requestedAt,
        })),
      );
    }
    const changeRequest = { comment: body.comment, field_ids: fieldIds, requested_by_id: actor.user.id, requested_at: requestedAt.toISOString() };
    return move(tx, actor, record, 'request_changes', { changeRequest }, body.comment);
  });
}

/** The events PUT …/transition moves a questionnaire by: the others have calls of their own. */
const TRANSITION_EVENTS = ['approve', 'reopen'] as const;

/**
 * PUT …/transition (managers' and reviewers' views): approve (submitted → approved; a reviewer of the organisation
 * who did not last change the answers) or reopen (approved → changes requested; a reviewer). Without the reviewer's
 * right, ACCESS_DENIED; an event the state does not allow (or another event), `details.event`. Under the row lock.
 */
export async function transitionQuestionnaire(db: Database, actor: Actor, id: number, view: Exclude<QuestionnaireView, 'answer'>, event: QuestionnaireEvent): Promise<Questionnaire> {
  return db.transaction(async (tx) => {
    // The questionnaire first: one outside the caller's view is not found, whatever the event.
    const record = await findQuestionnaire(tx, actor, id, view, { lock: true });
    if (!(TRANSITION_EVENTS as readonly string[]).includes(event)) {
      throw invalidRecord({ event: [{ error: 'INVALID', allowed: [...TRANSITION_EVENTS] }] }, 'This event has a call of its own.');
    }
    authorize(questionnairesPolicy, actor, event);
    checkTransition(record.row.state, event);
    authorize(questionnairesPolicy, actor, event, factsOf(record));
    return move(tx, actor, record, event);
  });
}
