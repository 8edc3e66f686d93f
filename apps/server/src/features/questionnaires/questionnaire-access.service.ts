import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { questionnaireUsersSchema } from '@platform/shared/questionnaires/questionnaires.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { invalidRecord } from '../../platform/errors/app-error.js';
import { authorize } from '../../platform/permissions/policy.js';
import { addHistory } from './questionnaire-history.service.js';
import { answerers } from './questionnaire-people.service.js';
import { factsOf, findQuestionnaire, type QuestionnaireRecord } from './questionnaire-rows.service.js';
import { questionnairesPolicy } from './questionnaires.policy.js';
import { questionnaireAccess, questionnaires } from './questionnaires.tables.js';

type QuestionnaireUsers = z.infer<typeof questionnaireUsersSchema>;

/**
 * The key of an access change in its history entry's `changes`: the co-respondents' emails before and after. It
 * starts with `_`, which no field id does, so it is never taken for an answer.
 */
export const ACCESS_CHANGE_KEY = '_access';

/** Who could be given access: the users who may answer questionnaires and act for its organisation, owner and co-respondents aside. */
async function usersOf(db: Database, record: QuestionnaireRecord): Promise<QuestionnaireUsers> {
  const taken = new Set([record.row.ownerId, ...record.users.map((user) => user.id)]);
  const possible = await answerers(db, record.row.clientId, { organisation: record.row.organisationKeys[0] ?? null });
  return {
    owner: record.owner,
    users: record.users,
    candidates: possible.filter((user) => !taken.has(user.id)).map(({ id, email }) => ({ id, email })),
  };
}

/** GET /questionnaires/admin/{id}/users: the owner, the co-respondents and who could be one. */
export async function questionnaireUsers(db: Database, actor: Actor, id: number): Promise<QuestionnaireUsers> {
  return usersOf(db, await findQuestionnaire(db, actor, id, 'manage'));
}

/**
 * PUT /questionnaires/admin/{id}/access: the co-respondents become exactly `userIds` (the owner, named or not,
 * keeps their access). Each must be a user who may answer questionnaires and acts for the questionnaire's
 * organisation (else `details.user_ids` with the others' ids). An approved questionnaire's access no longer
 * changes (ACCESS_DENIED). The change and its history entry are written under the row lock; the answers'
 * `updated_at` is left as it is, so a respondent's autosave is not refused for it. Answers the users and who
 * was given access (to mail them).
 */
export async function setAccess(db: Database, actor: Actor, id: number, userIds: readonly number[]): Promise<{ users: QuestionnaireUsers; added: number[] }> {
  return db.transaction(async (tx) => {
    const record = await findQuestionnaire(tx, actor, id, 'manage', { lock: true });
    authorize(questionnairesPolicy, actor, 'manage_access', factsOf(record));
    const wanted = [...new Set(userIds)].filter((userId) => userId !== record.row.ownerId);
    const allowed = await answerers(tx, actor.client.id, { ids: wanted, organisation: record.row.organisationKeys[0] ?? null });
    const refused = wanted.filter((userId) => !allowed.some((user) => user.id === userId));
    if (refused.length > 0) throw invalidRecord({ user_ids: [{ error: 'INVALID', ids: refused }] });
    const before = record.users.map((user) => user.id);
    const added = wanted.filter((userId) => !before.includes(userId));
    const removed = before.filter((userId) => !wanted.includes(userId));
    if (removed.length > 0) await tx.delete(questionnaireAccess).where(and(eq(questionnaireAccess.questionnaireId, id), inArray(questionnaireAccess.userId, removed)));
    if (added.length > 0) await tx.insert(questionnaireAccess).values(added.map((userId) => ({ questionnaireId: id, userId })));
    if (added.length > 0 || removed.length > 0) {
      const emails = (users: readonly { email: string }[]) => users.map((user) => user.email).sort();
      await addHistory(tx, actor, id, {
        action: 'access_changed',
        from: record.row.state,
        to: record.row.state,
        changes: { [ACCESS_CHANGE_KEY]: { from: emails(record.users), to: emails(allowed) } },
      });
    }
    const after = await findQuestionnaire(tx, actor, id, 'manage');
    return { users: await usersOf(tx, after), added };
  });
}

/**
 * DELETE /questionnaires/admin/{id}: only a questionnaire no one has answered (not started: else `details.base`
 * ANSWERED), with its history, comments and access, under the row lock.
 */
export async function deleteQuestionnaire(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await findQuestionnaire(tx, actor, id, 'manage', { lock: true });
    if (record.row.state !== 'not_started') throw invalidRecord({ base: [{ error: 'ANSWERED', state: record.row.state }] }, 'This questionnaire was answered: it is kept.');
    authorize(questionnairesPolicy, actor, 'delete', factsOf(record));
    await tx.delete(questionnaires).where(eq(questionnaires.id, id));
  });
}
