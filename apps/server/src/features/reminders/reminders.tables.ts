import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { DeliveryStatus, Owed, RenderedMail, ReminderKind, ReminderSchedule, ReminderState, ReminderTarget } from '@platform/shared/reminders/reminders.schemas';
import { users } from '../../platform/auth/auth.tables.js';
import { createdAt } from '../../platform/db/columns.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';

/**
 * A reminder: whom it names (users, or the subjects whose contributors or deciders it reaches), the period,
 * the message added to the standard text, and its schedule. `next_run_at` is the instant of its next run,
 * worked out in the client's time zone when it is saved and after each run; the scheduler claims a due
 * reminder by moving it on in the same statement. `created_by_id`: whose organisations bound its recipients.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    kind: text('kind').$type<ReminderKind>().notNull(),
    target: text('target').$type<ReminderTarget>().notNull(),
    userIds: jsonb('user_ids').$type<number[]>().notNull().default([]),
    subjectKeys: jsonb('subject_keys').$type<string[]>().notNull().default([]),
    period: text('period').notNull(),
    message: jsonb('message').$type<LocalizedText>().notNull(),
    schedule: jsonb('schedule').$type<ReminderSchedule>().notNull(),
    state: text('state').$type<ReminderState>().notNull().default('scheduled'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('reminders_client_idx').on(table.clientId, table.kind, table.target), index('reminders_due_idx').on(table.state, table.nextRunAt)],
);

/**
 * One run of a reminder: scheduled (`slot` is the instant it was due, so one slot runs once whoever claims
 * it) or sent now (`slot` null). Its counts are kept as they were when it ran.
 */
export const reminderRuns = pgTable(
  'reminder_runs',
  {
    id: serial('id').primaryKey(),
    reminderId: integer('reminder_id')
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    slot: timestamp('slot', { withTimezone: true }),
    triggeredById: integer('triggered_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('reminder_runs_slot_idx').on(table.reminderId, table.slot), index('reminder_runs_reminder_idx').on(table.reminderId, table.id)],
);

/**
 * What one run did for one person: the digest queued, sent or failed, or skipped and why; what it listed.
 * Unique per (run, user): a run written twice (two instances, a retried job) never queues two digests.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => reminderRuns.id, { onDelete: 'cascade' }),
    reminderId: integer('reminder_id')
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    /** `sending` while an attempt hands the mail over: one an attempt that died left there is never sent again. */
    status: text('status').$type<DeliveryStatus | 'sending'>().notNull(),
    reason: text('reason'),
    owes: jsonb('owes').$type<Owed[]>().notNull().default([]),
    /** The digest as rendered when the run queued it (null when skipped). */
    mail: jsonb('mail').$type<RenderedMail>(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reminder_deliveries_run_user_idx').on(table.runId, table.userId),
    index('reminder_deliveries_user_idx').on(table.userId, table.createdAt),
    index('reminder_deliveries_reminder_idx').on(table.reminderId, table.id),
  ],
);

/** A client's reminder settings (one row, written at the first save; defaults until then). */
export const reminderSettings = pgTable('reminder_settings', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id),
  dueDates: jsonb('due_dates').$type<Record<string, string>>().notNull().default({}),
  timeZone: text('time_zone').notNull(),
  sendHour: integer('send_hour').notNull(),
  maxPerUserPerWeek: integer('max_per_user_per_week').notNull(),
  senderName: text('sender_name').notNull(),
  texts: jsonb('texts').$type<LocalizedText>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's reminders paused until a day (inclusive): leave, a change of role. */
export const reminderPauses = pgTable(
  'reminder_pauses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pausedUntil: date('paused_until', { mode: 'string' }).notNull(),
    setById: integer('set_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId] })],
);
