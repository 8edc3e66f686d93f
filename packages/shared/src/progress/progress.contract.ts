import { z } from 'zod';
import { defineCall, defineContract } from '../http/contract.js';
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
export const progressContract = defineContract('progress', "Progress of the subjects' data entry and approval, contributors and reminders.", {
  overview: defineCall({
    method: 'GET',
    path: '/progress',
    summary: "Reads every subject's data progress.",
    description: "For the progress screen's first paint.",
    response: z.object({ progress: z.array(subjectDataProgressSchema) }),
  }),
  data: defineCall({
    method: 'PUT',
    path: '/progress/data',
    summary: 'Reads the progress of the subjects named by `keys`.',
    description: '`remaining` lists the keys whose progress is not ready yet: the screen asks again for those every 3 s until none remain.',
    body: progressDataBodySchema,
    response: z.object({ progress: z.record(z.string(), subjectDataProgressSchema), remaining: z.array(z.string()) }),
  }),
  approval: defineCall({
    method: 'GET',
    path: '/progress/approval',
    summary: "Reads every subject's approval progress.",
    response: z.object({ approval: z.array(subjectApprovalProgressSchema) }),
  }),
  reminders: defineCall({
    method: 'GET',
    path: '/progress/subjects/reminders',
    summary: 'Lists, per subject, the contributors who still owe data (whom reminders would go to).',
    response: z.object({ subjects: z.array(subjectUsersSchema) }),
  }),
  users: defineCall({
    method: 'GET',
    path: '/progress/subjects/users',
    summary: 'Lists, per subject, its contributors and the users who could be made contributors.',
    response: z.object({ subjects: z.array(subjectUsersSchema) }),
  }),
  sendReminders: defineCall({
    method: 'POST',
    path: '/progress/subjects/:key/send_reminders',
    summary: "Mails a reminder to a subject's contributors who still owe data (or to those of them named by `user_ids`).",
    description: 'Says who got one, and why the others did not.',
    params: subjectParams,
    body: sendRemindersBodySchema,
    response: sendRemindersResponseSchema,
  }),
  updateUsers: defineCall({
    method: 'PUT',
    path: '/progress/subjects/:key/update_users',
    summary: "Changes a subject's contributors.",
    params: subjectParams,
    body: updateSubjectUsersBodySchema,
    response: subjectUsersSchema,
  }),
});
