import { z } from 'zod';
import { defineCall, defineContract } from '../http/contract.js';
import {
  deliverySchema,
  peopleQuerySchema,
  peopleSchema,
  previewQuerySchema,
  reminderConfigSchema,
  reminderCreateBodySchema,
  reminderFieldsSchema,
  reminderIdParams,
  reminderListQuerySchema,
  reminderPreviewSchema,
  reminderSchema,
  reminderUpdateBodySchema,
  userIdParams,
  userPauseBodySchema,
  userPauseSchema,
} from './reminders.schemas.js';

const oneReminder = z.object({ reminder: reminderSchema });
const oneConfig = z.object({ config: reminderConfigSchema });
const deliveries = z.object({ deliveries: z.array(deliverySchema) });

/** Reminders (spec §7, Reminders): scheduled and immediate digests to whoever still owes data or decisions. */
export const remindersContract = defineContract('reminders', 'Reminders: who still owes data, approvals or questionnaires gets one digest per run, in their language.', {
  create: defineCall({
    method: 'POST',
    path: '/reminders',
    summary: 'Creates a reminder; with `send_now` it also runs at once.',
    description:
      '422 INVALID_RECORD names the faulty fields (users outside the caller\'s organisations, unknown subjects, a period without a due date for `until: "due_date"`, a `send_at` in the past). The answer\'s `last_run` says who was reminded and why the others were not.',
    body: reminderCreateBodySchema,
    response: oneReminder,
    status: 201,
  }),
  list: defineCall({
    method: 'GET',
    path: '/reminders',
    summary: "Lists the client's reminders, next to run first.",
    query: reminderListQuerySchema,
    response: z.object({ reminders: z.array(reminderSchema), total: z.number().int() }),
  }),
  config: defineCall({ method: 'GET', path: '/reminders/config', summary: "Reads the client's reminder settings.", response: oneConfig }),
  updateConfig: defineCall({
    method: 'PUT',
    path: '/reminders/config',
    summary: "Saves the client's reminder settings: due dates, time zone and sending hour, weekly cap, sender name, standard texts.",
    description: 'Scheduled reminders are moved to the new time zone and hour.',
    body: reminderConfigSchema,
    response: oneConfig,
  }),
  previewUnsaved: defineCall({
    method: 'POST',
    path: '/reminders/preview',
    summary: 'Previews an unsaved reminder: who would get it now, what each owes, and the mail.',
    query: previewQuerySchema,
    body: reminderFieldsSchema,
    response: reminderPreviewSchema,
  }),
  people: defineCall({
    method: 'GET',
    path: '/reminders/people',
    summary: 'Finds the users a reminder may name by email: active users of the client within the caller\'s organisations (the first 20).',
    query: peopleQuerySchema,
    response: peopleSchema,
  }),
  userPause: defineCall({
    method: 'PUT',
    path: '/reminders/user/:id',
    summary: 'Pauses reminders to a user until a day (null resumes them).',
    params: userIdParams,
    body: userPauseBodySchema,
    response: userPauseSchema,
  }),
  userLog: defineCall({
    method: 'GET',
    path: '/reminders/user/:id',
    summary: "A user's pause and the reminders delivered to them or skipped, newest first.",
    params: userIdParams,
    response: userPauseSchema.extend(deliveries.shape),
  }),
  show: defineCall({ method: 'GET', path: '/reminders/:id', summary: 'Reads a reminder.', params: reminderIdParams, response: oneReminder }),
  update: defineCall({
    method: 'PUT',
    path: '/reminders/:id',
    summary: 'Saves a reminder; with `send_now` it also runs at once.',
    description: 'Carries the `updated_at` it was read with (409 STATE_CHANGED if changed since).',
    params: reminderIdParams,
    body: reminderUpdateBodySchema,
    response: oneReminder,
  }),
  remove: defineCall({ method: 'DELETE', path: '/reminders/:id', summary: 'Deletes a reminder (its log goes with it).', params: reminderIdParams, response: z.null(), status: 204 }),
  preview: defineCall({
    method: 'GET',
    path: '/reminders/:id/preview',
    summary: 'Previews a reminder: who would get it now, what each owes, and the mail in the language asked for.',
    params: reminderIdParams,
    query: previewQuerySchema,
    response: reminderPreviewSchema,
  }),
  send: defineCall({
    method: 'POST',
    path: '/reminders/:id/send',
    summary: 'Runs a reminder now (its schedule still stands).',
    params: reminderIdParams,
    response: oneReminder,
  }),
  deliveries: defineCall({
    method: 'GET',
    path: '/reminders/:id/deliveries',
    summary: "A reminder's deliveries, newest first: sent, failed, skipped (with why) or still queued.",
    params: reminderIdParams,
    response: deliveries,
  }),
});
