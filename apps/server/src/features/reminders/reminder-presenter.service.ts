import { desc, inArray } from 'drizzle-orm';
import type { Delivery, Reminder, ReminderRun, ReminderSkipReason } from '@platform/shared/reminders/reminders.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { abilitiesFor } from '../../platform/permissions/policy.js';
import { usersInScope } from '../data-collection/index.js';
import { remindersPolicy } from './reminders.policy.js';
import { reminderDeliveries, reminderRuns, type reminders } from './reminders.tables.js';

type ReminderRow = typeof reminders.$inferSelect;
type DeliveryRow = typeof reminderDeliveries.$inferSelect;

/** A delivery as the log shows it: a digest being handed over is still queued; a failure reads DELIVERY_FAILED beside the server's answer. */
export function presentDelivery(row: Pick<DeliveryRow, 'reminderId' | 'runId' | 'userId' | 'email' | 'status' | 'reason' | 'owes' | 'updatedAt'>): Delivery {
  return {
    reminder_id: row.reminderId,
    run_id: row.runId,
    user_id: row.userId,
    email: row.email,
    at: row.updatedAt.toISOString(),
    status: row.status === 'sending' ? 'queued' : row.status,
    reason: row.reason,
    owes: row.owes,
  };
}

/** Each reminder's last run, from its deliveries: digests queued or sent, and the others with why. */
async function lastRuns(db: Database, reminderIds: readonly number[]): Promise<Map<number, ReminderRun>> {
  if (reminderIds.length === 0) return new Map();
  const latest = await db
    .selectDistinctOn([reminderRuns.reminderId], { id: reminderRuns.id, reminderId: reminderRuns.reminderId, at: reminderRuns.createdAt })
    .from(reminderRuns)
    .where(inArray(reminderRuns.reminderId, [...reminderIds]))
    .orderBy(reminderRuns.reminderId, desc(reminderRuns.id));
  if (latest.length === 0) return new Map();
  const deliveries = await db
    .select({ runId: reminderDeliveries.runId, userId: reminderDeliveries.userId, email: reminderDeliveries.email, status: reminderDeliveries.status, reason: reminderDeliveries.reason })
    .from(reminderDeliveries)
    .where(inArray(reminderDeliveries.runId, latest.map((run) => run.id)))
    .orderBy(reminderDeliveries.email);
  const runs = new Map<number, ReminderRun & { reminderId: number }>(latest.map((run) => [run.id, { reminderId: run.reminderId, at: run.at.toISOString(), sent: [], not_sent: [] }]));
  for (const delivery of deliveries) {
    const run = runs.get(delivery.runId)!;
    const who = { user_id: delivery.userId, email: delivery.email };
    if (delivery.status === 'skipped') run.not_sent.push({ ...who, reason: delivery.reason as ReminderSkipReason });
    else if (delivery.status === 'failed') run.not_sent.push({ ...who, reason: 'DELIVERY_FAILED' });
    else run.sent.push(who);
  }
  return new Map([...runs.values()].map(({ reminderId, ...run }) => [reminderId, run]));
}

/** Reminders as their calls answer them: with their last run, the named users' emails (those within the caller's scope) and what the caller may do. */
export async function presentReminders(db: Database, actor: Actor, rows: readonly ReminderRow[]): Promise<Reminder[]> {
  const userIds = [...new Set(rows.flatMap((row) => [...row.userIds, ...(row.createdById ? [row.createdById] : [])]))];
  const [runs, people, visible] = await Promise.all([
    lastRuns(db, rows.map((row) => row.id)),
    userIds.length === 0 ? [] : db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds)),
    usersInScope(db, actor, userIds),
  ]);
  const emailOf = new Map(people.map((person) => [person.id, person.email]));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    target: row.target,
    user_ids: row.userIds,
    subject_keys: row.subjectKeys,
    period: row.period,
    message: row.message,
    schedule: row.schedule,
    state: row.state,
    next_run_at: row.nextRunAt?.toISOString() ?? null,
    last_run: runs.get(row.id) ?? null,
    users: row.userIds.filter((id) => visible.has(id) && emailOf.has(id)).map((id) => ({ user_id: id, email: emailOf.get(id)! })),
    created_by: row.createdById && emailOf.has(row.createdById) ? { id: row.createdById, email: emailOf.get(row.createdById)! } : null,
    updated_at: row.updatedAt.toISOString(),
    abilities: abilitiesFor(remindersPolicy, actor, ['update', 'delete', 'send'], row),
  }));
}
