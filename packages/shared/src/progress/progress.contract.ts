import { z } from 'zod';
import { defineCall } from '../http/contract.js';
import {
  progressDataBodySchema,
  sendRemindersBodySchema,
  sendRemindersResponseSchema,
  subjectApprovalProgressSchema,
  subjectDataProgressSchema,
  subjectUsersSchema,
  updateSubjectUsersBodySchema,
} from './progress.schemas.js';

const subjectParams = z.object({ key: z.string().max(100) });

/** Progress and reminders (spec §7, Progress). */
export const progressContract = {
  /** Every subject's data progress, for the progress screen's first paint. */
  overview: defineCall({ method: 'GET', path: '/progress', response: z.object({ progress: z.array(subjectDataProgressSchema) }) }),
  /**
   * The progress of the subjects named by `keys`; `remaining` lists the keys whose progress is not
   * ready yet, and the screen asks again for those every 3 s until none remain (spec §4).
   */
  data: defineCall({
    method: 'PUT',
    path: '/progress/data',
    body: progressDataBodySchema,
    response: z.object({ progress: z.record(z.string(), subjectDataProgressSchema), remaining: z.array(z.string()) }),
  }),
  approval: defineCall({ method: 'GET', path: '/progress/approval', response: z.object({ approval: z.array(subjectApprovalProgressSchema) }) }),
  /** Per subject, the contributors who still owe data (whom reminders would go to). */
  reminders: defineCall({ method: 'GET', path: '/progress/subjects/reminders', response: z.object({ subjects: z.array(subjectUsersSchema) }) }),
  /** Per subject, its contributors and the users who could be made contributors. */
  users: defineCall({ method: 'GET', path: '/progress/subjects/users', response: z.object({ subjects: z.array(subjectUsersSchema) }) }),
  sendReminders: defineCall({
    method: 'POST',
    path: '/progress/subjects/:key/send_reminders',
    params: subjectParams,
    body: sendRemindersBodySchema,
    response: sendRemindersResponseSchema,
  }),
  updateUsers: defineCall({
    method: 'PUT',
    path: '/progress/subjects/:key/update_users',
    params: subjectParams,
    body: updateSubjectUsersBodySchema,
    response: subjectUsersSchema,
  }),
};
