import { and, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Owed, ReminderSkipReason } from '@platform/shared/reminders/reminders.schemas';
import { isReservedEmail } from '@platform/shared/users/impersonation.contract';
import type { Database } from '../../platform/db/database.js';
import type { NamedPerson, OwedWork } from './owed-work.service.js';
import { todayIn } from './reminder-schedule.js';
import { reminderDeliveries, reminderPauses } from './reminders.tables.js';

export interface Recipient {
  person: NamedPerson;
  owes: Owed[];
}

export interface Skipped {
  person: NamedPerson;
  reason: ReminderSkipReason;
  owes: Owed[];
}

/** Deliveries that count against the weekly cap: queued, being handed over, or sent. */
const COUNTED = ['queued', 'sending', 'sent'] as const;
const WEEK_MS = 7 * 24 * 3600 * 1000;

/**
 * Splits the people a reminder names into those who get a digest now and those who do not, with why: no
 * address that can receive mail (an archived account, a visitor account), reminders paused until today or
 * later (in the client's zone), nothing owed, or the cap of reminders a person gets in seven days reached
 * (every reminder of the client counted together).
 */
export async function sortRecipients(
  db: Database,
  clientId: number,
  work: OwedWork,
  settings: { timeZone: string; maxPerUserPerWeek: number },
  now: Date,
): Promise<{ recipients: Recipient[]; skipped: Skipped[] }> {
  const ids = work.people.map((person) => person.id);
  const [paused, recent] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ userId: reminderPauses.userId })
            .from(reminderPauses)
            .where(and(inArray(reminderPauses.userId, ids), gte(reminderPauses.pausedUntil, todayIn(settings.timeZone, now)))),
          db
            .select({ userId: reminderDeliveries.userId, count: sql<number>`count(*)`.mapWith(Number) })
            .from(reminderDeliveries)
            .where(
              and(
                eq(reminderDeliveries.clientId, clientId),
                inArray(reminderDeliveries.userId, ids),
                inArray(reminderDeliveries.status, [...COUNTED]),
                gt(reminderDeliveries.createdAt, new Date(now.getTime() - WEEK_MS)),
              ),
            )
            .groupBy(reminderDeliveries.userId),
        ]);
  const pausedIds = new Set(paused.map((row) => row.userId));
  const sentThisWeek = new Map(recent.map((row) => [row.userId, row.count]));
  const recipients: Recipient[] = [];
  const skipped: Skipped[] = [];
  for (const person of work.people) {
    const owes = work.owes.get(person.id) ?? [];
    const reason: ReminderSkipReason | null =
      person.archived || isReservedEmail(person.email)
        ? 'NO_EMAIL'
        : pausedIds.has(person.id)
          ? 'PAUSED'
          : owes.length === 0
            ? 'NOTHING_OWED'
            : (sentThisWeek.get(person.id) ?? 0) >= settings.maxPerUserPerWeek
              ? 'CAP_REACHED'
              : null;
    if (reason) skipped.push({ person, reason, owes });
    else recipients.push({ person, owes });
  }
  return { recipients, skipped };
}
