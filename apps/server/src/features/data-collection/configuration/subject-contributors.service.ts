import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import { isLocale, type Locale } from '@platform/shared/i18n/locales';
import type { Actor } from '../../../platform/auth/actor.js';
import { users } from '../../../platform/auth/auth.tables.js';
import type { Database } from '../../../platform/db/database.js';
import { subjectContributors, subjects } from '../data-collection.tables.js';
import { holdsInputsWrite, usersInScope } from '../shared/subject-progress.service.js';

/** A user who may be named a subject's contributor. */
export interface PossibleContributor {
  id: number;
  email: string;
  locale: Locale;
}

/** The client's live users within the actor's scope who may enter data (all, or those among `ids`), by email. */
export async function possibleContributors(db: Database, actor: Actor, ids?: readonly number[]): Promise<PossibleContributor[]> {
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

/** Which of these users are the subject's contributors (archived or not, within any scope). */
export async function contributorsAmong(db: Database, subjectId: number, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: subjectContributors.userId })
    .from(subjectContributors)
    .where(and(eq(subjectContributors.subjectId, subjectId), inArray(subjectContributors.userId, [...userIds])));
  return new Set(rows.map((row) => row.userId));
}

/**
 * The subject's contributors within the actor's scope become exactly `userIds` (checked by the caller); its
 * contributors outside that scope are not the actor's to remove, and stay. In one transaction.
 */
export async function replaceContributorsInScope(db: Database, actor: Actor, subjectId: number, userIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(userIds)];
  await db.transaction(async (tx) => {
    const rows = await tx.select({ userId: subjectContributors.userId }).from(subjectContributors).where(eq(subjectContributors.subjectId, subjectId));
    const visible = await usersInScope(
      tx,
      actor,
      rows.map((row) => row.userId),
    );
    const others = rows.map((row) => row.userId).filter((id) => !visible.has(id));
    await tx
      .delete(subjectContributors)
      .where(and(eq(subjectContributors.subjectId, subjectId), others.length > 0 ? notInArray(subjectContributors.userId, others) : undefined));
    if (wanted.length > 0) await tx.insert(subjectContributors).values(wanted.map((userId) => ({ subjectId, userId })));
  });
}

/** The client's live subjects a user contributes to, in subject order: where their data rights apply. */
export async function subjectsContributedBy(db: Database, clientId: number, userId: number): Promise<{ key: string; name: LocalizedText }[]> {
  return db
    .select({ key: subjects.key, name: subjects.name })
    .from(subjectContributors)
    .innerJoin(subjects, eq(subjects.id, subjectContributors.subjectId))
    .where(and(eq(subjectContributors.userId, userId), eq(subjects.clientId, clientId), isNull(subjects.archivedAt)))
    .orderBy(asc(subjects.position), asc(subjects.key));
}
