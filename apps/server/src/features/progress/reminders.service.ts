import { and, eq, inArray } from 'drizzle-orm';
import type { ReminderNotSentReason } from '@platform/shared/progress/progress.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { authorize } from '../../platform/permissions/policy.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { contributorsAmong, liveSubject, subjectContributions, usersInScope, type ContributorProgress, type LiveSubject } from '../data-collection/index.js';
import { progressPolicy } from './progress.policy.js';
import { remindNow } from '../reminders/index.js';

export interface ReminderDeps {
  db: Database;
  jobs: JobQueue;
  /** Where the digests' links point (the configured public address). */
  origin: string;
}

interface NotSent {
  id: number;
  email: string;
  reason: ReminderNotSentReason;
}

/**
 * POST /progress/subjects/{key}/send_reminders: reminds each contributor within the actor's scope who still
 * owes inputs for the subject's open period (or only those of `userIds`) the reminders' way (`remindNow`):
 * one digest each in their language, pauses and the weekly cap applied, delivered by the reminders' job and
 * logged under the reminder answered (`reminder_id`). A user outside that scope is answered like an unknown
 * id; the users asked for who were not reminded are answered with the reason.
 */
export async function sendReminders(
  deps: ReminderDeps,
  actor: Actor,
  key: string,
  userIds: readonly number[] | undefined,
): Promise<{ reminder_id: number | null; sent: { id: number; email: string }[]; not_sent: NotSent[] }> {
  authorize(progressPolicy, actor, 'remind');
  const { db } = deps;
  const subject = await liveSubject(db, actor.client.id, key);
  const contributions = (await subjectContributions(db, actor.client.id, [subject.id], { scope: actor })).get(subject.id);
  const contributors = contributions?.contributors ?? [];
  const period = contributions?.period ?? null;
  const { owing, notSent } =
    userIds === undefined
      ? { owing: contributors.filter((user) => user.remaining > 0), notSent: [] }
      : await sortRequested(db, actor, subject, contributors, [...new Set(userIds)]);
  if (owing.length === 0 || period === null) return { reminder_id: null, sent: [], not_sent: notSent };

  const { reminderId, run } = await remindNow(deps, actor, { subjectKey: subject.key, userIds: owing.map((user) => user.id), period });
  return {
    reminder_id: reminderId,
    sent: run.sent.map((user) => ({ id: user.user_id, email: user.email })),
    // Whoever owed something a moment ago may have finished since: the run's own reasons follow the requested ones.
    not_sent: [...notSent, ...run.not_sent.map((user) => ({ id: user.user_id, email: user.email, reason: user.reason as ReminderNotSentReason }))],
  };
}

/** Splits the users asked for into those who owe inputs and those who will not be reminded, with why. */
async function sortRequested(
  db: Database,
  actor: Actor,
  subject: LiveSubject,
  contributors: readonly ContributorProgress[],
  ids: readonly number[],
): Promise<{ owing: ContributorProgress[]; notSent: NotSent[] }> {
  const [rows, visible, contributing] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({ id: users.id, email: users.email, archivedAt: users.archivedAt })
          .from(users)
          .where(and(eq(users.clientId, actor.client.id), inArray(users.id, [...ids]))),
    usersInScope(db, actor, ids),
    contributorsAmong(db, subject.id, ids),
  ]);
  const known = new Map(rows.filter((row) => visible.has(row.id)).map((row) => [row.id, { ...row, contributes: contributing.has(row.id) }]));
  const active = new Map(contributors.map((user) => [user.id, user]));
  const owing: ContributorProgress[] = [];
  const notSent: NotSent[] = [];
  for (const id of ids) {
    const row = known.get(id);
    const contributor = active.get(id);
    // Another client's user, or one outside the actor's scope, is answered like an unknown id: without its email.
    if (!row || !row.contributes) notSent.push({ id, email: row?.email ?? '', reason: 'NOT_A_CONTRIBUTOR' });
    else if (row.archivedAt) notSent.push({ id, email: row.email, reason: 'ARCHIVED' });
    else if (!contributor) notSent.push({ id, email: row.email, reason: 'NOT_A_CONTRIBUTOR' });
    else if (contributor.remaining === 0) notSent.push({ id, email: row.email, reason: 'NOTHING_OWED' });
    else owing.push(contributor);
  }
  return { owing, notSent };
}
