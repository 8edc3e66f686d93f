import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { isLocale } from '@platform/shared/i18n/locales';
import type { z } from 'zod';
import type { subjectUsersSchema } from '@platform/shared/progress/progress.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { invalidRecord } from '../../platform/errors/app-error.js';
import { authorize } from '../../platform/permissions/policy.js';
import { subjectContributors } from '../data-collection/data-collection.tables.js';
import { holdsInputsWrite, subjectContributions, type ContributorProgress } from '../data-collection/subject-progress.service.js';
import { progressPolicy } from './progress.policy.js';
import { progressSubject, progressSubjects, type ProgressSubject } from './progress-subjects.service.js';

type SubjectUsers = z.infer<typeof subjectUsersSchema>;
type UserRef = SubjectUsers['available_users'][number];

const refOf = ({ id, email, locale }: Pick<ContributorProgress, 'id' | 'email' | 'locale'>): UserRef => ({ id, email, locale });

/**
 * GET /progress/subjects/reminders: per live subject, the contributors who still owe data for its
 * open period (whom a reminder would go to) and every contributor who may enter data (whom one may be sent to).
 */
export async function reminderRecipients(db: Database, actor: Actor): Promise<SubjectUsers[]> {
  authorize(progressPolicy, actor, 'remind');
  const list = await progressSubjects(db, actor.client.id);
  const contributions = await subjectContributions(
    db,
    actor.client.id,
    list.map((subject) => subject.id),
  );
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

/** GET /progress/subjects/users: per live subject, its contributors and every user of the client who could be one. */
export async function subjectsUsers(db: Database, actor: Actor): Promise<SubjectUsers[]> {
  authorize(progressPolicy, actor, 'assign');
  return usersOf(db, actor.client.id, await progressSubjects(db, actor.client.id));
}

/**
 * PUT /progress/subjects/{key}/update_users: the subject's contributors become exactly these users,
 * each a live user of the client who may enter data (INVALID, with the id, for any other).
 */
export async function updateSubjectUsers(db: Database, actor: Actor, key: string, userIds: readonly number[]): Promise<SubjectUsers> {
  authorize(progressPolicy, actor, 'assign');
  const subject = await progressSubject(db, actor.client.id, key);
  const wanted = [...new Set(userIds)];
  const eligible = new Set((await possibleContributors(db, actor.client.id, wanted)).map((user) => user.id));
  const invalid = wanted.filter((id) => !eligible.has(id));
  if (invalid.length > 0) throw invalidRecord({ user_ids: invalid.map((id) => ({ error: 'INVALID', id })) });
  await db.transaction(async (tx) => {
    await tx.delete(subjectContributors).where(eq(subjectContributors.subjectId, subject.id));
    if (wanted.length > 0) await tx.insert(subjectContributors).values(wanted.map((userId) => ({ subjectId: subject.id, userId })));
  });
  const [answer] = await usersOf(db, actor.client.id, [subject]);
  return answer!;
}

async function usersOf(db: Database, clientId: number, list: readonly ProgressSubject[]): Promise<SubjectUsers[]> {
  const [contributions, possible] = await Promise.all([
    subjectContributions(
      db,
      clientId,
      list.map((subject) => subject.id),
    ),
    possibleContributors(db, clientId),
  ]);
  return list.map((subject) => ({
    key: subject.key,
    name: subject.name,
    contributors: (contributions.get(subject.id)?.contributors ?? []).map((user) => ({ ...refOf(user), remaining: user.remaining })),
    available_users: possible,
  }));
}

/** The client's live users who may enter data (all, or those among `ids`), by email. */
async function possibleContributors(db: Database, clientId: number, ids?: readonly number[]): Promise<UserRef[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.clientId, clientId), isNull(users.archivedAt), holdsInputsWrite(clientId), ids ? inArray(users.id, [...ids]) : undefined))
    .orderBy(asc(users.email), asc(users.id));
  return rows.map((row) => ({ id: row.id, email: row.email, locale: isLocale(row.locale) ? row.locale : 'en' }));
}
