import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { isLocale } from '@platform/shared/i18n/locales';
import type { z } from 'zod';
import type { subjectUsersSchema } from '@platform/shared/progress/progress.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { invalidRecord } from '../../platform/errors/app-error.js';
import { authorize } from '../../platform/permissions/policy.js';
import { subjectContributors } from '../data-collection/data-collection.tables.js';
import { holdsInputsWrite, subjectContributions, usersInScope, type ContributorProgress } from '../data-collection/subject-progress.service.js';
import { progressPolicy } from './progress.policy.js';
import { progressSubject, progressSubjects, type ProgressSubject } from './progress-subjects.service.js';

type SubjectUsers = z.infer<typeof subjectUsersSchema>;
type UserRef = SubjectUsers['available_users'][number];

const refOf = ({ id, email, locale }: Pick<ContributorProgress, 'id' | 'email' | 'locale'>): UserRef => ({ id, email, locale });

/** Who owes what on each of these subjects, as the actor may see it (subjectContributions' `scope`). */
const contributionsOf = (db: Database, actor: Actor, list: readonly ProgressSubject[]) =>
  subjectContributions(
    db,
    actor.client.id,
    list.map((subject) => subject.id),
    { scope: actor },
  );

/**
 * GET /progress/subjects/reminders: per live subject, the contributors who still owe data for its
 * open period (whom a reminder would go to) and every contributor who may enter data (whom one may be
 * sent to), among the users within the actor's scope.
 */
export async function reminderRecipients(db: Database, actor: Actor): Promise<SubjectUsers[]> {
  authorize(progressPolicy, actor, 'remind');
  const list = await progressSubjects(db, actor.client.id);
  const contributions = await contributionsOf(db, actor, list);
  return list.map((subject) => {
    const contributors = contributions.get(subject.id)?.contributors ?? [];
    return {
      key: subject.key,
      name: subject.name,
      contributors: contributors.filter((user) => user.remaining > 0).map((user) => ({ ...refOf(user), remaining: user.remaining })),
      available_users: contributors.map(refOf),
    };
  });
}

/**
 * GET /progress/subjects/users: per live subject, its contributors and every user of the client who
 * could be one, among the users within the actor's scope.
 */
export async function subjectsUsers(db: Database, actor: Actor): Promise<SubjectUsers[]> {
  authorize(progressPolicy, actor, 'assign');
  return usersOf(db, actor, await progressSubjects(db, actor.client.id));
}

/**
 * PUT /progress/subjects/{key}/update_users: the subject's contributors within the actor's scope
 * become exactly these users, each a live user of the client within that scope who may enter data
 * (INVALID, with the id, for any other); its contributors outside the actor's scope stay.
 */
export async function updateSubjectUsers(db: Database, actor: Actor, key: string, userIds: readonly number[]): Promise<SubjectUsers> {
  authorize(progressPolicy, actor, 'assign');
  const subject = await progressSubject(db, actor.client.id, key);
  const wanted = [...new Set(userIds)];
  const eligible = new Set((await possibleContributors(db, actor, wanted)).map((user) => user.id));
  const invalid = wanted.filter((id) => !eligible.has(id));
  if (invalid.length > 0) throw invalidRecord({ user_ids: invalid.map((id) => ({ error: 'INVALID', id })) });
  await db.transaction(async (tx) => {
    // The contributors outside the actor's scope are not theirs to remove.
    const rows = await tx.select({ userId: subjectContributors.userId }).from(subjectContributors).where(eq(subjectContributors.subjectId, subject.id));
    const visible = await usersInScope(
      tx,
      actor,
      rows.map((row) => row.userId),
    );
    const others = rows.map((row) => row.userId).filter((id) => !visible.has(id));
    await tx
      .delete(subjectContributors)
      .where(and(eq(subjectContributors.subjectId, subject.id), others.length > 0 ? notInArray(subjectContributors.userId, others) : undefined));
    if (wanted.length > 0) await tx.insert(subjectContributors).values(wanted.map((userId) => ({ subjectId: subject.id, userId })));
  });
  const [answer] = await usersOf(db, actor, [subject]);
  return answer!;
}

async function usersOf(db: Database, actor: Actor, list: readonly ProgressSubject[]): Promise<SubjectUsers[]> {
  const [contributions, possible] = await Promise.all([contributionsOf(db, actor, list), possibleContributors(db, actor)]);
  return list.map((subject) => ({
    key: subject.key,
    name: subject.name,
    contributors: (contributions.get(subject.id)?.contributors ?? []).map((user) => ({ ...refOf(user), remaining: user.remaining })),
    available_users: possible,
  }));
}

/** The client's live users within the actor's scope who may enter data (all, or those among `ids`), by email. */
async function possibleContributors(db: Database, actor: Actor, ids?: readonly number[]): Promise<UserRef[]> {
  if (ids && ids.length === 0) return [];
  const clientId = actor.client.id;
  const rows = await db
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.clientId, clientId), isNull(users.archivedAt), holdsInputsWrite(clientId), ids ? inArray(users.id, [...ids]) : undefined))
    .orderBy(asc(users.email), asc(users.id));
  const visible = await usersInScope(
    db,
    actor,
    rows.map((row) => row.id),
  );
  return rows.filter((row) => visible.has(row.id)).map((row) => ({ id: row.id, email: row.email, locale: isLocale(row.locale) ? row.locale : 'en' }));
}
