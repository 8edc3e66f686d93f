import { asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FieldValue } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { QuestionnaireHistoryEntry, QuestionnaireState } from '@platform/shared/questionnaires/questionnaires.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { sameValue } from './answer-changes.js';
import { questionnaireHistory } from './questionnaires.tables.js';

export type AnswerChanges = Record<string, { from: FieldValue; to: FieldValue }>;

/** Autosaves by one person within this long of their first one, with nothing else in between, make one history entry. */
export const ANSWERS_MERGE_WINDOW_MS = 10 * 60 * 1000;

/** One history entry: a state change, a change of answers or of access, by the actor (and whoever impersonates them). */
export async function addHistory(
  db: Database,
  actor: Actor,
  questionnaireId: number,
  entry: { action: QuestionnaireHistoryEntry['action']; from: QuestionnaireState | null; to: QuestionnaireState | null; changes?: AnswerChanges; comment?: string | null },
): Promise<void> {
  await db.insert(questionnaireHistory).values({
    questionnaireId,
    action: entry.action,
    fromState: entry.from,
    toState: entry.to,
    changes: entry.changes ?? {},
    comment: entry.comment ?? null,
    userId: actor.user.id,
    impersonatorId: actor.impersonatorId,
  });
}

/**
 * The history entry of a save of answers. Autosaving writes often: when the questionnaire's last entry is a save
 * of answers by the same person (and the same impersonator), made less than ten minutes ago, and this save changes
 * no state, the changes go into that entry instead (each answer keeps its first `from`; one back to where it was
 * drops out; an entry left with no change goes). The caller holds the questionnaire's row lock, so no other entry
 * can slip in between.
 */
export async function addAnswersHistory(
  db: Database,
  actor: Actor,
  questionnaireId: number,
  states: { from: QuestionnaireState; to: QuestionnaireState },
  changes: AnswerChanges,
): Promise<void> {
  const [last] = await db.select().from(questionnaireHistory).where(eq(questionnaireHistory.questionnaireId, questionnaireId)).orderBy(desc(questionnaireHistory.id)).limit(1);
  const mergeable =
    last !== undefined &&
    states.from === states.to &&
    last.action === 'answered' &&
    last.userId === actor.user.id &&
    last.impersonatorId === actor.impersonatorId &&
    last.toState === states.to &&
    Date.now() - last.createdAt.getTime() < ANSWERS_MERGE_WINDOW_MS;
  if (!mergeable) {
    if (Object.keys(changes).length > 0 || states.from !== states.to) await addHistory(db, actor, questionnaireId, { action: 'answered', ...states, changes });
    return;
  }
  const merged: AnswerChanges = { ...last.changes };
  for (const [fieldId, change] of Object.entries(changes)) merged[fieldId] = { from: merged[fieldId]?.from ?? change.from, to: change.to };
  for (const [fieldId, change] of Object.entries(merged)) if (sameValue(change.from, change.to)) delete merged[fieldId];
  if (Object.keys(merged).length === 0 && last.fromState === last.toState) await db.delete(questionnaireHistory).where(eq(questionnaireHistory.id, last.id));
  else await db.update(questionnaireHistory).set({ changes: merged }).where(eq(questionnaireHistory.id, last.id));
}

/** A questionnaire's history, oldest first, with who did each thing and who impersonated them. */
export async function historyOf(db: Database, questionnaireId: number): Promise<QuestionnaireHistoryEntry[]> {
  const impersonators = alias(users, 'impersonators');
  const rows = await db
    .select({
      entry: questionnaireHistory,
      user: { id: users.id, email: users.email },
      impersonator: { id: impersonators.id, email: impersonators.email },
    })
    .from(questionnaireHistory)
    .leftJoin(users, eq(users.id, questionnaireHistory.userId))
    .leftJoin(impersonators, eq(impersonators.id, questionnaireHistory.impersonatorId))
    .where(eq(questionnaireHistory.questionnaireId, questionnaireId))
    .orderBy(asc(questionnaireHistory.id));
  return rows.map(({ entry, user, impersonator }) => ({
    id: entry.id,
    action: entry.action,
    from_state: entry.fromState,
    to_state: entry.toState,
    changes: entry.changes,
    comment: entry.comment,
    user,
    impersonator,
    created_at: entry.createdAt.toISOString(),
  }));
}
