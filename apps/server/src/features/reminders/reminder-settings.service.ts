import { eq } from 'drizzle-orm';
import type { ReminderConfig } from '@platform/shared/reminders/reminders.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { invalidRecord } from '../../platform/errors/app-error.js';
import { authorize } from '../../platform/permissions/policy.js';
import { isTimeZone } from './reminder-schedule.js';
import { remindersPolicy } from './reminders.policy.js';
import { reminderSettings } from './reminders.tables.js';

/** A client's settings until its first save: UTC at nine, three reminders a person a week, no due dates. */
export const DEFAULT_REMINDER_CONFIG: ReminderConfig = {
  due_dates: {},
  time_zone: 'UTC',
  send_hour: 9,
  max_per_user_per_week: 3,
  sender_name: '',
  texts: { en: '', fr: '' },
};

/** The client's reminder settings (the defaults until they are first saved). */
export async function readReminderConfig(db: Database, clientId: number): Promise<ReminderConfig> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.clientId, clientId));
  if (!row) return DEFAULT_REMINDER_CONFIG;
  return {
    due_dates: row.dueDates,
    time_zone: row.timeZone,
    send_hour: row.sendHour,
    max_per_user_per_week: row.maxPerUserPerWeek,
    sender_name: row.senderName,
    texts: row.texts,
  };
}

/** Checks what the schema cannot: the time zone is one the runtime knows, each due date a real day. */
function checkConfig(config: ReminderConfig): void {
  const errors: Record<string, { error: string }[]> = {};
  if (!isTimeZone(config.time_zone)) errors.time_zone = [{ error: 'INVALID' }];
  for (const [period, day] of Object.entries(config.due_dates)) {
    if (Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) errors[`due_dates.${period}`] = [{ error: 'INVALID_DATE' }];
  }
  if (Object.keys(errors).length > 0) throw invalidRecord(errors);
}

/** Saves the client's settings (in `tx`, with the rescheduling of its reminders the caller does). */
export async function writeReminderConfig(db: Database, actor: Actor, config: ReminderConfig): Promise<void> {
  authorize(remindersPolicy, actor, 'configure');
  checkConfig(config);
  const values = {
    dueDates: config.due_dates,
    timeZone: config.time_zone,
    sendHour: config.send_hour,
    maxPerUserPerWeek: config.max_per_user_per_week,
    senderName: config.sender_name.trim(),
    texts: config.texts,
    updatedAt: new Date(),
  };
  await db
    .insert(reminderSettings)
    .values({ clientId: actor.client.id, ...values })
    .onConflictDoUpdate({ target: reminderSettings.clientId, set: values });
}
