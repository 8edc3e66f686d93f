import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { variationPercent } from '@platform/shared/data-collection/variation';
import type { FieldVariation } from '@platform/shared/questionnaires/questionnaires.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { invalidRecord } from '../../platform/errors/app-error.js';
import { textArrayLiteral } from '../../platform/permissions/tag-scope.policy.js';
import { fieldsOf, findQuestionnaire, type QuestionnaireRow, type QuestionnaireView } from './questionnaire-rows.service.js';
import { questionnaires } from './questionnaires.tables.js';

/**
 * The questionnaire last period's answers are read from: the same template's (any version), for the latest earlier
 * period, of the same organisation (of the same owner for one addressed to no organisation), submitted or approved.
 */
async function previousQuestionnaire(db: Database, row: QuestionnaireRow): Promise<Pick<QuestionnaireRow, 'period' | 'answers'> | null> {
  const sameAddressee =
    row.organisationKeys.length > 0
      ? sql`${questionnaires.organisationKeys} = ${textArrayLiteral(row.organisationKeys)}::text[]`
      : and(eq(questionnaires.ownerId, row.ownerId), sql`cardinality(${questionnaires.organisationKeys}) = 0`);
  const [previous] = await db
    .select({ period: questionnaires.period, answers: questionnaires.answers })
    .from(questionnaires)
    .where(
      and(
        eq(questionnaires.clientId, row.clientId),
        eq(questionnaires.templateId, row.templateId),
        lt(questionnaires.period, row.period),
        inArray(questionnaires.state, ['submitted', 'approved']),
        sameAddressee,
      ),
    )
    .orderBy(desc(questionnaires.period), desc(questionnaires.id))
    .limit(1);
  return previous ?? null;
}

/**
 * PUT …/variation and …/previous_value in a view: last period's answer to one of the questionnaire's questions
 * (`details.field_id` INVALID for any other), this one's, and for two numbers the change in percent.
 */
export async function fieldVariation(db: Database, actor: Actor, id: number, view: QuestionnaireView, fieldId: string): Promise<FieldVariation> {
  const record = await findQuestionnaire(db, actor, id, view);
  if (!fieldsOf(record.sections).some((field) => field.id === fieldId)) throw invalidRecord({ field_id: [{ error: 'INVALID' }] });
  const previous = await previousQuestionnaire(db, record.row);
  const current = record.row.answers[fieldId] ?? null;
  const before = previous ? (previous.answers[fieldId] ?? null) : null;
  return {
    field_id: fieldId,
    previous: previous ? { period: previous.period, value: before } : null,
    current,
    variation_percent: typeof before === 'number' && typeof current === 'number' ? variationPercent(before, current) : null,
  };
}
