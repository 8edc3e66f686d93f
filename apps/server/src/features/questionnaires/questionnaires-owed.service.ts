import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { organisationScope } from './questionnaires.policy.js';
import { questionnaireAccess, questionnaires } from './questionnaires.tables.js';

/** The states in which a questionnaire still waits for its respondents. */
const TO_ANSWER = ['not_started', 'in_progress', 'changes_requested'] as const;

/**
 * How many questionnaires of `period` each of these users still has to answer (owned or shared with them,
 * not submitted or sent back with changes requested). Users with none are absent. One query.
 */
export async function questionnairesToAnswer(db: Database, clientId: number, userIds: readonly number[], period: string): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const ids = [...new Set(userIds)];
  const respondents = db
    .select({ questionnaireId: questionnaires.id, userId: questionnaires.ownerId })
    .from(questionnaires)
    .where(and(eq(questionnaires.clientId, clientId), eq(questionnaires.period, period), inArray(questionnaires.state, [...TO_ANSWER]), inArray(questionnaires.ownerId, ids)))
    .union(
      db
        .select({ questionnaireId: questionnaireAccess.questionnaireId, userId: questionnaireAccess.userId })
        .from(questionnaireAccess)
        .innerJoin(questionnaires, eq(questionnaires.id, questionnaireAccess.questionnaireId))
        .where(and(eq(questionnaires.clientId, clientId), eq(questionnaires.period, period), inArray(questionnaires.state, [...TO_ANSWER]), inArray(questionnaireAccess.userId, ids))),
    )
    .as('respondents');
  const rows = await db
    .select({ userId: respondents.userId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(respondents)
    .groupBy(respondents.userId);
  return new Map(rows.map((row) => [row.userId, row.count]));
}

/**
 * How many submitted questionnaires of `period` wait for this reviewer's decision: those of organisations
 * they act for, whose answers they did not write themselves (they could not approve those).
 */
export async function questionnairesToReview(db: Database, actor: Actor, period: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(questionnaires)
    .where(
      and(
        eq(questionnaires.period, period),
        eq(questionnaires.state, 'submitted'),
        organisationScope(actor, 'review'),
        or(isNull(questionnaires.answeredById), ne(questionnaires.answeredById, actor.user.id)),
      ),
    );
  return row?.count ?? 0;
}
