import { eq } from 'drizzle-orm';
import type { FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import { validateFormValues } from '@platform/shared/dynamic-form/validate-form-values';
import type { Questionnaire } from '@platform/shared/questionnaires/questionnaires.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { invalidRecord } from '../../platform/errors/app-error.js';
import { answerChanges, keptAnswers } from './answer-changes.js';
import { readOnly, stateChanged } from './questionnaire-errors.js';
import { addAnswersHistory } from './questionnaire-history.service.js';
import { presentQuestionnaire } from './questionnaire-presenter.js';
import { factsOf, fieldsOf, findQuestionnaire, reloadQuestionnaire, type QuestionnaireRecord } from './questionnaire-rows.service.js';
import { nextStamp } from '../../platform/db/next-stamp.js';
import { questionnairesPolicy } from './questionnaires.policy.js';
import { questionnaires } from './questionnaires.tables.js';

/** The value rules of a questionnaire's answers (spec §5), as data entry checks a draft (`requireAll: false`) or a submission. */
export function answerErrors(actor: Actor, record: QuestionnaireRecord, answers: FormValues, requireAll: boolean) {
  const { dates } = actor.client.settings;
  return validateFormValues(fieldsOf(record.sections), answers, {
    requireAll,
    period: record.row.period,
    dateBounds: { beginning: dates.beginning_of_time, end: dates.end_of_time },
  });
}

/**
 * PUT /questionnaires/{id}: a respondent's answers as they left them (autosave), on the questionnaire as they read
 * it (`updated_at`; STATE_CHANGED if it changed since). The row is locked from the check to the end, so of saves
 * sent at once on one version one is taken and the others are refused; the answers, the state (not started → in
 * progress at the first save), who answered and the history entry are written in one transaction.
 */
export async function saveAnswers(db: Database, actor: Actor, id: number, body: { answers: FormValues; updated_at: string }): Promise<Questionnaire> {
  return db.transaction(async (tx) => {
    const record = await findQuestionnaire(tx, actor, id, 'answer', { lock: true });
    const { row } = record;
    // Read only first: a respondent whose screen is behind because the questionnaire was submitted meanwhile
    // learns that it can no longer be changed, rather than to reload and try again.
    if (!questionnairesPolicy.can(actor, 'save', factsOf(record))) throw readOnly(row.state);
    if (body.updated_at !== row.updatedAt.toISOString()) throw stateChanged();
    const answers = keptAnswers(body.answers);
    const details = answerErrors(actor, record, answers, false);
    if (Object.keys(details).length > 0) throw invalidRecord(details);
    const changes = answerChanges(row.answers, answers);
    const changed = Object.keys(changes).length > 0;
    const state = row.state === 'not_started' ? 'in_progress' : row.state;
    await tx
      .update(questionnaires)
      .set({ answers, state, updatedAt: nextStamp(row.updatedAt), ...(changed ? { answeredById: actor.user.id } : {}) })
      .where(eq(questionnaires.id, id));
    await addAnswersHistory(tx, actor, id, { from: row.state, to: state }, changes);
    return presentQuestionnaire(actor, await reloadQuestionnaire(tx, actor.client.id, id));
  });
}
