import { z } from 'zod';
import { idSchema } from '../http/ids.js';
import { localizedTextSchema } from '../dynamic-form/field-definition.schemas.js';

const userRefSchema = z.object({ id: z.number(), email: z.string(), locale: z.enum(['en', 'fr']) });

/** Who owes what on one subject for its open period (spec §3, Progress). */
export const subjectDataProgressSchema = z.object({
  key: z.string(),
  name: localizedTextSchema,
  section: z.object({ key: z.string(), name: localizedTextSchema }),
  period: z.string().nullable(),
  /** Inputs expected from the subject's contributors. */
  available: z.number().int(),
  /** Expected inputs not yet submitted. */
  remaining: z.number().int(),
  /** Per contributor: what they are expected to enter and what they still owe. */
  users: z.array(userRefSchema.extend({ available: z.number().int(), remaining: z.number().int() })),
});
export type SubjectDataProgress = z.infer<typeof subjectDataProgressSchema>;

/** Per subject, the inputs waiting for each approval level. */
export const subjectApprovalProgressSchema = z.object({
  key: z.string(),
  name: localizedTextSchema,
  approval_levels: z.union([z.literal(1), z.literal(2)]),
  submitted: z.number().int(),
  preapproved: z.number().int(),
  approved: z.number().int(),
  refused: z.number().int(),
});

export const progressDataBodySchema = z.object({ keys: z.array(z.string().max(100)).max(1000) });

/** The users reminders can go to for a subject: those who owe data, and every possible contributor. */
export const subjectUsersSchema = z.object({
  key: z.string(),
  name: localizedTextSchema,
  contributors: z.array(userRefSchema.extend({ remaining: z.number().int() })),
  available_users: z.array(userRefSchema),
});

/**
 * Why a reminder did not go to a user: nothing owed now, an archived account, not one of the subject's
 * contributors, reminders paused for them, the week's cap reached, no address that can receive mail. (A digest
 * the mail server refuses is reported in the reminders' log: sending happens after the answer.)
 */
export const REMINDER_NOT_SENT_REASONS = ['NOTHING_OWED', 'ARCHIVED', 'NOT_A_CONTRIBUTOR', 'PAUSED', 'CAP_REACHED', 'NO_EMAIL'] as const;
export type ReminderNotSentReason = (typeof REMINDER_NOT_SENT_REASONS)[number];

export const sendRemindersBodySchema = z.object({ user_ids: z.array(idSchema).max(10000).optional() });
export const sendRemindersResponseSchema = z.object({
  /** The reminder the digests went out under (its log tells what was delivered); null when nobody was reminded. */
  reminder_id: z.number().int().nullable(),
  sent: z.array(z.object({ id: z.number(), email: z.string() })),
  /** Users owed a reminder who did not get one, and why (no data owed, archived, no email sent). */
  not_sent: z.array(z.object({ id: z.number(), email: z.string(), reason: z.enum(REMINDER_NOT_SENT_REASONS) })),
});

export const updateSubjectUsersBodySchema = z.object({ user_ids: z.array(idSchema).max(10000) });
