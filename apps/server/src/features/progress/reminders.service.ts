import { and, eq, inArray } from 'drizzle-orm';
import type { ReminderNotSentReason } from '@platform/shared/progress/progress.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { authorize } from '../../platform/permissions/policy.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { contributorsAmong, liveSubject, subjectContributions, usersInScope, type ContributorProgress, type LiveSubject } from '../data-collection/index.js';
import { progressPolicy } from './progress.policy.js';
import { reminderMail } from './reminder-mail.js';

export interface ReminderDeps {
  db: Database;
  mailer: Mailer;
  log: { error(details: object, message: string): void };
}

interface NotSent {
  id: number;
  email: string;
  reason: ReminderNotSentReason;
}

/**
 * POST /progress/subjects/{key}/send_reminders: emails each contributor within the actor's scope who
 * still owes inputs for the subject's open period (or only those of `userIds`), in their own language;
 * a user outside that scope is answered like an unknown id. Each message is sent
 * on its own, so one that fails is reported (SEND_FAILED, its error kept on its outbox row) and the
 * others still go; the users asked for who were not reminded are answered with the reason.
 */
export async function sendReminders(
  deps: ReminderDeps,
  actor: Actor,
  key: string,
  userIds: readonly number[] | undefined,
  origin: string,
): Promise<{ sent: { id: number; email: string }[]; not_sent: NotSent[] }> {
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

  const sent: { id: number; email: string }[] = [];
  for (const user of owing) {
    try {
      await deps.mailer.send(reminderMail({ clientId: actor.client.id, to: user, subject, period: period ?? '', owed: user.remaining, origin }));
      sent.push({ id: user.id, email: user.email });
    } catch (error) {
      deps.log.error({ err: error, userId: user.id, subject: subject.key }, 'A data reminder could not be sent');
      notSent.push({ id: user.id, email: user.email, reason: 'SEND_FAILED' });
    }
  }
  return { sent, not_sent: notSent };
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
