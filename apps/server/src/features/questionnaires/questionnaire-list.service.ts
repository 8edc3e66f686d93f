import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { QUESTIONNAIRE_LIMITS, type QuestionnaireState, type QuestionnaireSummary } from '@platform/shared/questionnaires/questionnaires.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import { presentSummary } from './questionnaire-presenter.js';
import { recordsOf, viewScope, type QuestionnaireView } from './questionnaire-rows.service.js';
import { questionnaires, questionnaireTemplates } from './questionnaires.tables.js';

export interface QuestionnaireListQuery {
  page?: number;
  q?: string;
  state?: QuestionnaireState;
  period?: string;
  template_id?: number;
}

/** `%text%` for ilike, the text's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Each view's order: respondents see the soonest due first; reviewers what awaits them (submitted) first, the
 * longest waiting first; managers the latest period first, then by due date.
 */
const ORDER: Record<QuestionnaireView, SQL[]> = {
  answer: [asc(questionnaires.dueDate), asc(questionnaires.id)],
  review: [desc(sql`${questionnaires.state} = 'submitted'`), asc(questionnaires.submittedAt), asc(questionnaires.dueDate), asc(questionnaires.id)],
  manage: [desc(questionnaires.period), asc(questionnaires.dueDate), asc(questionnaires.id)],
};

/** One page of the questionnaires of a view (its row filter), with the total; `q` matches either name, the owner's email or the organisation's key. */
export async function listQuestionnaires(db: Database, actor: Actor, view: QuestionnaireView, query: QuestionnaireListQuery): Promise<{ questionnaires: QuestionnaireSummary[]; total: number }> {
  const page = query.page ?? 1;
  const text = query.q ? containing(query.q) : null;
  const where = and(
    eq(questionnaires.clientId, actor.client.id),
    viewScope(actor, view),
    query.state ? eq(questionnaires.state, query.state) : undefined,
    query.period ? eq(questionnaires.period, query.period) : undefined,
    query.template_id ? eq(questionnaires.templateId, query.template_id) : undefined,
    text
      ? or(
          ilike(sql`${questionnaires.name} ->> 'en'`, text),
          ilike(sql`${questionnaires.name} ->> 'fr'`, text),
          ilike(sql`array_to_string(${questionnaires.organisationKeys}, ' ')`, text),
          sql`exists (select 1 from ${users} where ${users.id} = ${questionnaires.ownerId} and ${users.email} ilike ${text})`,
        )
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(questionnaires)
      .where(where)
      .orderBy(...ORDER[view])
      .limit(QUESTIONNAIRE_LIMITS.pageSize)
      .offset((page - 1) * QUESTIONNAIRE_LIMITS.pageSize),
    db.select({ total: count() }).from(questionnaires).where(where),
  ]);
  const records = await recordsOf(db, rows);
  return { questionnaires: records.map((record) => presentSummary(actor, record)), total: Number(counted?.total ?? 0) };
}

/** The managers' list of the questionnaires sent from one of their client's templates (NOT_FOUND for any other template). */
export async function listByTemplate(db: Database, actor: Actor, templateId: number, query: QuestionnaireListQuery) {
  const [template] = await db
    .select({ id: questionnaireTemplates.id })
    .from(questionnaireTemplates)
    .where(and(eq(questionnaireTemplates.id, templateId), eq(questionnaireTemplates.clientId, actor.client.id)));
  if (!template) throw notFound('No such template.');
  return listQuestionnaires(db, actor, 'manage', { ...query, template_id: templateId });
}
