import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Owed, ReminderKind, ReminderTarget } from '@platform/shared/reminders/reminders.schemas';
import { isLocale, type Locale } from '@platform/shared/i18n/locales';
import type { Actor } from '../../platform/auth/actor.js';
import { actorOfUser } from '../../platform/auth/actor-of-user.service.js';
import { roles, userRoles, users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { decisionsAwaiting, liveSubjects, subjectContributions, usersInScope } from '../data-collection/index.js';
import { questionnairesToAnswer, questionnairesToReview } from '../questionnaires/index.js';

/** Whom a reminder names and for what: the saved or previewed reminder's fields that decide who owes what. */
export interface ReminderAim {
  kind: ReminderKind;
  target: ReminderTarget;
  userIds: readonly number[];
  subjectKeys: readonly string[];
  period: string;
}

export interface NamedPerson {
  id: number;
  email: string;
  locale: Locale;
  archived: boolean;
}

/** Everyone the reminder names (within the scope), and what each owes now: an empty list for who owes nothing. */
export interface OwedWork {
  people: NamedPerson[];
  owes: Map<number, Owed[]>;
}

/**
 * Who a reminder reaches and what each of them owes at this moment, recomputed at every run (so whoever
 * finished since it was scheduled owes nothing). Data: the inputs of the period each contributor still has to
 * enter or fix, per subject, and the questionnaires they still have to answer. Approval: the inputs of the
 * period awaiting each person's decision, per subject, and the questionnaires awaiting their review. A
 * reminder by subjects reaches those subjects' contributors (data) or everyone who decides on inputs
 * (approval); by users, the users named. Only people within `scope` (the reminder's author: an administrator
 * acting for some organisations reminds only their people) are named.
 */
export async function owedWork(db: Database, scope: Actor, aim: ReminderAim): Promise<OwedWork> {
  const clientId = scope.client.id;
  // By users, subjects may narrow what is counted (progress reminds a subject's contributors of that subject).
  const subjects = await liveSubjects(db, clientId, aim.target === 'subjects' || aim.subjectKeys.length > 0 ? aim.subjectKeys : undefined);
  const keyOf = new Map(subjects.map((subject) => [subject.id, subject.key]));
  const subjectIds = subjects.map((subject) => subject.id);
  return aim.kind === 'data' ? dataOwed(db, scope, aim, subjectIds, keyOf) : decisionsOwed(db, scope, aim, subjectIds, keyOf);
}

async function dataOwed(db: Database, scope: Actor, aim: ReminderAim, subjectIds: number[], keyOf: Map<number, string>): Promise<OwedWork> {
  const clientId = scope.client.id;
  const contributions = await subjectContributions(db, clientId, subjectIds, { scope, period: aim.period });
  const owes = new Map<number, Owed[]>();
  const contributors = new Map<number, NamedPerson>();
  for (const [subjectId, subject] of contributions) {
    for (const contributor of subject.contributors) {
      contributors.set(contributor.id, { id: contributor.id, email: contributor.email, locale: contributor.locale, archived: false });
      if (contributor.remaining > 0) pushOwed(owes, contributor.id, { subject_key: keyOf.get(subjectId)!, kind: 'inputs', count: contributor.remaining });
    }
  }
  const people = aim.target === 'users' ? await namedUsers(db, scope, aim.userIds) : [...contributors.values()];
  const ids = new Set(people.map((person) => person.id));
  for (const id of owes.keys()) if (!ids.has(id)) owes.delete(id);
  const questionnaires = await questionnairesToAnswer(db, clientId, [...ids], aim.period);
  for (const [userId, count] of questionnaires) pushOwed(owes, userId, { subject_key: null, kind: 'questionnaires', count });
  return { people, owes: sortedOwes(owes) };
}

async function decisionsOwed(db: Database, scope: Actor, aim: ReminderAim, subjectIds: number[], keyOf: Map<number, string>): Promise<OwedWork> {
  const people = aim.target === 'users' ? await namedUsers(db, scope, aim.userIds) : await deciders(db, scope);
  const owes = new Map<number, Owed[]>();
  // Each decider's own rights and organisations decide what awaits them: a few people, two queries each.
  for (const person of people.filter((one) => !one.archived)) {
    const actor = await actorOfUser(db, scope.client, person.id);
    const [inputs, questionnaires] = await Promise.all([
      decisionsAwaiting(db, actor, subjectIds, aim.period),
      actor.permissions.has('questionnaires.approve') ? questionnairesToReview(db, actor, aim.period) : 0,
    ]);
    for (const [subjectId, count] of inputs) pushOwed(owes, person.id, { subject_key: keyOf.get(subjectId)!, kind: 'inputs', count });
    if (questionnaires > 0) pushOwed(owes, person.id, { subject_key: null, kind: 'questionnaires', count: questionnaires });
  }
  return { people, owes: sortedOwes(owes) };
}

/** The users named, those of the client within the scope (others are left out as if unknown). */
async function namedUsers(db: Database, scope: Actor, userIds: readonly number[]): Promise<NamedPerson[]> {
  if (userIds.length === 0) return [];
  const [rows, visible] = await Promise.all([
    db
      .select({ id: users.id, email: users.email, locale: users.locale, archivedAt: users.archivedAt })
      .from(users)
      .where(and(eq(users.clientId, scope.client.id), inArray(users.id, [...new Set(userIds)]))),
    usersInScope(db, scope, userIds),
  ]);
  return rows.filter((row) => visible.has(row.id)).map(personOf).sort(byEmail);
}

/** Everyone of the client who pre-approves or approves inputs, within the scope. */
async function deciders(db: Database, scope: Actor): Promise<NamedPerson[]> {
  const clientId = scope.client.id;
  const decides = sql`exists (select 1 from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${users.id} and ${roles.clientId} = ${clientId}
    and (${roles.permissions} @> '["inputs.approve"]'::jsonb or ${roles.permissions} @> '["inputs.preapprove"]'::jsonb))`;
  const rows = await db
    .select({ id: users.id, email: users.email, locale: users.locale, archivedAt: users.archivedAt })
    .from(users)
    .where(and(eq(users.clientId, clientId), isNull(users.archivedAt), decides));
  const visible = await usersInScope(db, scope, rows.map((row) => row.id));
  return rows.filter((row) => visible.has(row.id)).map(personOf).sort(byEmail);
}

const personOf = (row: { id: number; email: string; locale: string; archivedAt: Date | null }): NamedPerson => ({
  id: row.id,
  email: row.email,
  locale: isLocale(row.locale) ? row.locale : 'en',
  archived: row.archivedAt !== null,
});

const byEmail = (a: NamedPerson, b: NamedPerson) => a.email.localeCompare(b.email);

function pushOwed(owes: Map<number, Owed[]>, userId: number, owed: Owed): void {
  const list = owes.get(userId);
  if (list) list.push(owed);
  else owes.set(userId, [owed]);
}

/** Subjects in key order, questionnaires last: the digest's order. */
function sortedOwes(owes: Map<number, Owed[]>): Map<number, Owed[]> {
  for (const list of owes.values()) list.sort((a, b) => (a.subject_key === null ? 1 : b.subject_key === null ? -1 : a.subject_key.localeCompare(b.subject_key)));
  return owes;
}
