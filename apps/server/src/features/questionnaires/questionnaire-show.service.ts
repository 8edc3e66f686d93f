import type { QuestionnaireConfig, QuestionnaireDetail } from '@platform/shared/questionnaires/questionnaires.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { historyOf } from './questionnaire-history.service.js';
import { presentConfig, presentQuestionnaire } from './questionnaire-presenter.js';
import { findQuestionnaire, type QuestionnaireView } from './questionnaire-rows.service.js';

/** A questionnaire as a view reads it, with what it is answered with; managers and reviewers also get its history. */
export async function showQuestionnaire(db: Database, actor: Actor, id: number, view: QuestionnaireView): Promise<QuestionnaireDetail> {
  const record = await findQuestionnaire(db, actor, id, view);
  const detail = { questionnaire: presentQuestionnaire(actor, record), config: presentConfig(actor, record) };
  return view === 'answer' ? detail : { ...detail, history: await historyOf(db, id) };
}

/** The questions of a questionnaire (its template version), the client's dates and the limits, in a view. */
export async function questionnaireConfig(db: Database, actor: Actor, id: number, view: QuestionnaireView): Promise<QuestionnaireConfig> {
  return presentConfig(actor, await findQuestionnaire(db, actor, id, view));
}
