import { and, desc, eq, ilike, isNull } from 'drizzle-orm';
import { containing } from '../../platform/db/like-pattern.js';
import type { Delivery, ReminderConfig } from '@platform/shared/reminders/reminders.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import { authorize } from '../../platform/permissions/policy.js';
import { usersInScope } from '../data-collection/index.js';
import { presentDelivery } from './reminder-presenter.service.js';
import { nextRunAfter } from './reminder-schedule.js';
import { readReminderConfig, writeReminderConfig } from './reminder-settings.service.js';
import { remindersPolicy } from './reminders.policy.js';
import { reminderDeliveries, reminderPauses, reminders } from './reminders.tables.js';

export async function reminderConfig(db: Database, actor: Actor): Promise<ReminderConfig> {
  authorize(remindersPolicy, actor, 'list');
  return readReminderConfig(db, actor.client.id);
}

/** PUT /reminders/config: saved, and every scheduled reminder moved to the new zone, hour and due dates, in one transaction. */
export async function saveReminderConfig(db: Database, actor: Actor, config: ReminderConfig): Promise<ReminderConfig> {
  return db.transaction(async (tx) => {
    await writeReminderConfig(tx, actor, config);
    const saved = await readReminderConfig(tx, actor.client.id);
    const now = new Date();
    const scheduled = await tx
      .select()
      .from(reminders)
      .where(and(eq(reminders.clientId, actor.client.id), eq(reminders.state, 'scheduled')));
    for (const reminder of scheduled) {
      const next = nextRunAfter(reminder.schedule, now, { timeZone: saved.time_zone, sendHour: saved.send_hour }, saved.due_dates[reminder.period] ?? null);
      await tx
        .update(reminders)
        .set({ nextRunAt: next, state: next ? 'scheduled' : 'finished' })
        .where(eq(reminders.id, reminder.id));
    }
    return saved;
  });
}

/** A user of the client within the caller's organisations; anyone else's is answered like no user. */
async function userInScope(db: Database, actor: Actor, userId: number): Promise<void> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.clientId, actor.client.id)));
  if (!user || !(await usersInScope(db, actor, [userId])).has(userId)) throw notFound('No such user.');
}

/** PUT /reminders/user/{id}: no reminder reaches the user until that day (inclusive, in the client's zone); null resumes them. */
export async function pauseUser(db: Database, actor: Actor, userId: number, pausedUntil: string | null): Promise<{ user_id: number; paused_until: string | null }> {
  authorize(remindersPolicy, actor, 'pause');
  await userInScope(db, actor, userId);
  if (pausedUntil === null) await db.delete(reminderPauses).where(eq(reminderPauses.userId, userId));
  else {
    const values = { pausedUntil, setById: actor.user.id, updatedAt: new Date() };
    await db
      .insert(reminderPauses)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: reminderPauses.userId, set: values });
  }
  return { user_id: userId, paused_until: pausedUntil };
}

/** GET /reminders/user/{id}: the user's pause and the reminders delivered to them or skipped (the last 200). */
export async function userReminderLog(db: Database, actor: Actor, userId: number): Promise<{ user_id: number; paused_until: string | null; deliveries: Delivery[] }> {
  authorize(remindersPolicy, actor, 'list');
  await userInScope(db, actor, userId);
  const [[pause], rows] = await Promise.all([
    db.select({ pausedUntil: reminderPauses.pausedUntil }).from(reminderPauses).where(eq(reminderPauses.userId, userId)),
    db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, userId)).orderBy(desc(reminderDeliveries.id)).limit(200),
  ]);
  return { user_id: userId, paused_until: pause?.pausedUntil ?? null, deliveries: rows.map(presentDelivery) };
}

/** GET /reminders/people: active users of the client within the caller's organisations whose email holds `q`, the first 20 by email. */
export async function findPeople(db: Database, actor: Actor, q: string): Promise<{ users: { id: number; email: string }[]; total: number }> {
  authorize(remindersPolicy, actor, 'list');
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.clientId, actor.client.id), isNull(users.archivedAt), ilike(users.email, containing(q))))
    .orderBy(users.email)
    .limit(500);
  const visible = await usersInScope(db, actor, rows.map((row) => row.id));
  const found = rows.filter((row) => visible.has(row.id));
  return { users: found.slice(0, PEOPLE_SHOWN), total: found.length };
}

const PEOPLE_SHOWN = 20;
