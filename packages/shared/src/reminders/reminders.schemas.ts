import { z } from 'zod';
import { idParamSchema, idSchema, pageParamSchema } from '../http/ids.js';
import { localizedTextSchema } from '../dynamic-form/field-definition.schemas.js';

/** What a reminder chases: data owed (inputs to enter or fix, questionnaires to answer) or decisions owed (inputs and questionnaires awaiting the person). */
export const REMINDER_KINDS = ['data', 'approval'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Whom it names: users, or every contributor (data) or decider (approval) of some subjects. */
export const REMINDER_TARGETS = ['users', 'subjects'] as const;
export type ReminderTarget = (typeof REMINDER_TARGETS)[number];

/** `scheduled`: will run at `next_run_at`; `paused`: kept, not run; `finished`: will not run again. */
export const REMINDER_STATES = ['scheduled', 'paused', 'finished'] as const;
export type ReminderState = (typeof REMINDER_STATES)[number];

/** Why a person named by a reminder got nothing from a run. */
export const REMINDER_SKIP_REASONS = ['NOTHING_OWED', 'CAP_REACHED', 'PAUSED', 'NO_EMAIL', 'DELIVERY_FAILED'] as const;
export type ReminderSkipReason = (typeof REMINDER_SKIP_REASONS)[number];

/** A delivery's state: `queued` until the mail is handed to the SMTP server (or the outbox), then `sent` or `failed`; `skipped` with its reason. */
export const DELIVERY_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const REMINDER_LIMITS = {
  pageSize: 50,
  messageMax: 2000,
  textMax: 4000,
  senderNameMax: 100,
  /** Users or subjects one reminder names. */
  recipientsMax: 5000,
  subjectsMax: 500,
  everyDaysMax: 365,
  maxPerUserPerWeekMax: 50,
} as const;

export const isoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'INVALID_DATE');
const periodSchema = z.string().regex(/^\d{4}$/, 'INVALID');

/** Once at an instant, or every N days from a day (at the client's sending hour, in its time zone) until the period's due date or until nobody owes anything. */
export const reminderScheduleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('once'), send_at: z.iso.datetime({ offset: true }) }),
  z.object({
    type: z.literal('recurring'),
    starts_on: isoDaySchema,
    every_days: z.number().int().min(1).max(REMINDER_LIMITS.everyDaysMax),
    until: z.enum(['due_date', 'nothing_owed']),
  }),
]);
export type ReminderSchedule = z.infer<typeof reminderScheduleSchema>;

const messageSchema = z.object({ en: z.string().max(REMINDER_LIMITS.messageMax), fr: z.string().max(REMINDER_LIMITS.messageMax) });

/** What a reminder is saved with (and previewed from, unsaved). */
export const reminderFieldsSchema = z.object({
  kind: z.enum(REMINDER_KINDS),
  target: z.enum(REMINDER_TARGETS),
  user_ids: z.array(idSchema).max(REMINDER_LIMITS.recipientsMax).default([]),
  subject_keys: z.array(z.string().min(1).max(100)).max(REMINDER_LIMITS.subjectsMax).default([]),
  period: periodSchema,
  message: messageSchema.default({ en: '', fr: '' }),
  schedule: reminderScheduleSchema,
});
export type ReminderFields = z.infer<typeof reminderFieldsSchema>;

export const reminderCreateBodySchema = reminderFieldsSchema.extend({
  /** Runs it at once as well (its schedule still stands). */
  send_now: z.boolean().optional(),
  /** Saved paused: kept, not run. */
  paused: z.boolean().optional(),
});

export const reminderUpdateBodySchema = reminderCreateBodySchema.extend({
  /** The `updated_at` the reminder was read with: 409 STATE_CHANGED if it changed since. */
  updated_at: z.string().max(40),
});

const recipientRefSchema = z.object({ user_id: z.number().int(), email: z.string() });

export const reminderRunSchema = z.object({
  at: z.string(),
  /** Those a digest was queued for (see the deliveries for whether it left). */
  sent: z.array(recipientRefSchema),
  not_sent: z.array(recipientRefSchema.extend({ reason: z.enum(REMINDER_SKIP_REASONS) })),
});
export type ReminderRun = z.infer<typeof reminderRunSchema>;

export const reminderSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REMINDER_KINDS),
  target: z.enum(REMINDER_TARGETS),
  user_ids: z.array(z.number().int()),
  subject_keys: z.array(z.string()),
  period: z.string(),
  message: localizedTextSchema,
  schedule: reminderScheduleSchema,
  state: z.enum(REMINDER_STATES),
  next_run_at: z.string().nullable(),
  last_run: reminderRunSchema.nullable(),
  /** Named users' emails, for the screens (users outside the caller's scope are left out). */
  users: z.array(recipientRefSchema),
  created_by: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  updated_at: z.string(),
  abilities: z.object({ update: z.boolean(), delete: z.boolean(), send: z.boolean() }),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const reminderListQuerySchema = z.object({
  kind: z.enum(REMINDER_KINDS).optional(),
  target: z.enum(REMINDER_TARGETS).optional(),
  /** The reminders covering this subject (naming it, or naming users who contribute to it). */
  subject_key: z.string().max(100).optional(),
  page: pageParamSchema.default(1),
});

export const reminderIdParams = z.object({ id: idParamSchema });
export const userIdParams = z.object({ id: idParamSchema });

export const previewQuerySchema = z.object({ locale: z.enum(['en', 'fr']).default('en') });

/** What one person owes: per subject (`subject_key`), or questionnaires (`subject_key` null, `kind` "questionnaires"). */
export const owedSchema = z.object({ subject_key: z.string().nullable(), kind: z.enum(['inputs', 'questionnaires']), count: z.number().int() });
export type Owed = z.infer<typeof owedSchema>;

export const renderedMailSchema = z.object({ subject: z.string(), text: z.string(), html: z.string() });
export type RenderedMail = z.infer<typeof renderedMailSchema>;

export const reminderPreviewSchema = z.object({
  recipients: z.array(z.object({ user: z.object({ id: z.number().int(), email: z.string(), locale: z.enum(['en', 'fr']) }), owes: z.array(owedSchema) })),
  /** Those named who would get nothing now, and why. */
  not_sent: z.array(recipientRefSchema.extend({ reason: z.enum(REMINDER_SKIP_REASONS) })),
  /** The digest as the first recipient would get it, in the language asked for (a sample when nobody owes anything). */
  mail: renderedMailSchema,
});
export type ReminderPreview = z.infer<typeof reminderPreviewSchema>;

export const deliverySchema = z.object({
  reminder_id: z.number().int(),
  run_id: z.number().int(),
  user_id: z.number().int(),
  email: z.string(),
  at: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  reason: z.string().nullable(),
  /** What the digest listed. */
  owes: z.array(owedSchema),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const reminderConfigSchema = z.object({
  due_dates: z.record(periodSchema, isoDaySchema),
  time_zone: z.string().min(1).max(64),
  send_hour: z.number().int().min(0).max(23),
  max_per_user_per_week: z.number().int().min(1).max(REMINDER_LIMITS.maxPerUserPerWeekMax),
  sender_name: z.string().max(REMINDER_LIMITS.senderNameMax),
  texts: z.object({ en: z.string().max(REMINDER_LIMITS.textMax), fr: z.string().max(REMINDER_LIMITS.textMax) }),
});
export type ReminderConfig = z.infer<typeof reminderConfigSchema>;

/** GET /reminders/people: whom a reminder may name, found by email. */
export const peopleQuerySchema = z.object({ q: z.string().trim().min(1).max(100) });
export const peopleSchema = z.object({ users: z.array(z.object({ id: z.number().int(), email: z.string() })), total: z.number().int() });

export const userPauseBodySchema = z.object({ paused_until: isoDaySchema.nullable() });
export const userPauseSchema = z.object({ user_id: z.number().int(), paused_until: z.string().nullable() });
