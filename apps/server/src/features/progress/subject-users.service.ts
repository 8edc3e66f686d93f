import type { z } from 'zod';
import type { subjectUsersSchema } from '@platform/shared/progress/progress.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { invalidRecord } from '../../platform/errors/app-error.js';
import { authorize } from '../../platform/permissions/policy.js';
import {
  liveSubject,
  liveSubjects,
  possibleContributors,
  replaceContributorsInScope,
  subjectContributions,
  type ContributorProgress,
  type LiveSubject,
} from '../data-collection/index.js';
import { progressPolicy } from './progress.policy.js';

type SubjectUsers = z.infer<typeof subjectUsersSchema>;
type UserRef = SubjectUsers['available_users'][number];

const refOf = ({ id, email, locale }: Pick<ContributorProgress, 'id' | 'email' | 'locale'>): UserRef => ({ id, email, locale });

/** Who owes what on each of these subjects, as the actor may see it (subjectContributions' `scope`). */
const contributionsOf = (db: Database, actor: Actor, list: readonly LiveSubject[]) =>
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
  const list = await liveSubjects(db, actor.client.id);
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
  return usersOf(db, actor, await liveSubjects(db, actor.client.id));
}

/**
 * PUT /progress/subjects/{key}/update_users: the subject's contributors within the actor's scope
 * become exactly these users, each a live user of the client within that scope who may enter data
 * (INVALID, with the id, for any other); its contributors outside the actor's scope stay.
 */
export async function updateSubjectUsers(db: Database, actor: Actor, key: string, userIds: readonly number[]): Promise<SubjectUsers> {
  authorize(progressPolicy, actor, 'assign');
  const subject = await liveSubject(db, actor.client.id, key);
  const wanted = [...new Set(userIds)];
  const eligible = new Set((await possibleContributors(db, actor, wanted)).map((user) => user.id));
  const invalid = wanted.filter((id) => !eligible.has(id));
  if (invalid.length > 0) throw invalidRecord({ user_ids: invalid.map((id) => ({ error: 'INVALID', id })) });
  await replaceContributorsInScope(db, actor, subject.id, wanted);
  const [answer] = await usersOf(db, actor, [subject]);
  return answer!;
}

async function usersOf(db: Database, actor: Actor, list: readonly LiveSubject[]): Promise<SubjectUsers[]> {
  const [contributions, possible] = await Promise.all([contributionsOf(db, actor, list), possibleContributors(db, actor)]);
  return list.map((subject) => ({
    key: subject.key,
    name: subject.name,
    contributors: (contributions.get(subject.id)?.contributors ?? []).map((user) => ({ ...refOf(user), remaining: user.remaining })),
    available_users: possible,
  }));
}
