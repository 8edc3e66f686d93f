import { and, asc, eq } from 'drizzle-orm';
import type { QuestionnaireComment } from '@platform/shared/questionnaires/questionnaires.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { accessDenied, notFound } from '../../platform/errors/app-error.js';
import { authorize } from '../../platform/permissions/policy.js';
import { factsOf, fieldsOf, findQuestionnaire } from './questionnaire-rows.service.js';
import { questionnairesPolicy } from './questionnaires.policy.js';
import { questionnaireComments } from './questionnaires.tables.js';

/**
 * A question's thread, reached by whoever reads the questionnaire in some view (respondents, managers and reviewers
 * of its organisation: NOT_FOUND for anyone else), on a question of its template version (NOT_FOUND for any other).
 */
async function requireThread(db: Database, actor: Actor, id: number, questionId: string): Promise<void> {
  const record = await findQuestionnaire(db, actor, id, 'any');
  if (!fieldsOf(record.sections).some((field) => field.id === questionId)) throw notFound('No such question in this questionnaire.');
  authorize(questionnairesPolicy, actor, 'comment', factsOf(record));
}

/** A question's comments, oldest first; each says whether the caller may change it (their own). */
async function threadOf(db: Database, actor: Actor, id: number, questionId: string): Promise<QuestionnaireComment[]> {
  const rows = await db
    .select({ comment: questionnaireComments, author: { id: users.id, email: users.email } })
    .from(questionnaireComments)
    .leftJoin(users, eq(users.id, questionnaireComments.authorId))
    .where(and(eq(questionnaireComments.questionnaireId, id), eq(questionnaireComments.questionId, questionId)))
    .orderBy(asc(questionnaireComments.id));
  return rows.map(({ comment, author }) => {
    const own = comment.authorId !== null && comment.authorId === actor.user.id;
    return {
      id: comment.id,
      body: comment.body,
      // An author whose account is gone is shown as no one.
      author: author ?? { id: 0, email: '' },
      change_request: comment.changeRequest,
      created_at: comment.createdAt.toISOString(),
      updated_at: comment.updatedAt.toISOString(),
      abilities: { update: own, delete: own },
    };
  });
}

export async function listComments(db: Database, actor: Actor, id: number, questionId: string): Promise<QuestionnaireComment[]> {
  await requireThread(db, actor, id, questionId);
  return threadOf(db, actor, id, questionId);
}

/** Adds the caller's comment to a question's thread (as the user they act as, with whoever impersonates them). */
export async function addComment(db: Database, actor: Actor, id: number, questionId: string, body: string): Promise<QuestionnaireComment[]> {
  await requireThread(db, actor, id, questionId);
  await db.insert(questionnaireComments).values({ questionnaireId: id, questionId, authorId: actor.user.id, impersonatorId: actor.impersonatorId, body, updatedAt: new Date() });
  return threadOf(db, actor, id, questionId);
}

/** A comment of the thread: NOT_FOUND when the thread has no such comment, ACCESS_DENIED when it is someone else's. */
async function requireOwnComment(db: Database, actor: Actor, id: number, questionId: string, commentId: number): Promise<void> {
  await requireThread(db, actor, id, questionId);
  const [comment] = await db
    .select({ authorId: questionnaireComments.authorId })
    .from(questionnaireComments)
    .where(and(eq(questionnaireComments.id, commentId), eq(questionnaireComments.questionnaireId, id), eq(questionnaireComments.questionId, questionId)));
  if (!comment) throw notFound('No such comment.');
  if (comment.authorId !== actor.user.id) throw accessDenied('Only its author changes a comment.');
}

export async function updateComment(db: Database, actor: Actor, id: number, questionId: string, commentId: number, body: string): Promise<QuestionnaireComment[]> {
  await requireOwnComment(db, actor, id, questionId, commentId);
  await db.update(questionnaireComments).set({ body, updatedAt: new Date() }).where(eq(questionnaireComments.id, commentId));
  return threadOf(db, actor, id, questionId);
}

export async function removeComment(db: Database, actor: Actor, id: number, questionId: string, commentId: number): Promise<QuestionnaireComment[]> {
  await requireOwnComment(db, actor, id, questionId, commentId);
  await db.delete(questionnaireComments).where(eq(questionnaireComments.id, commentId));
  return threadOf(db, actor, id, questionId);
}
