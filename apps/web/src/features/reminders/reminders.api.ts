import type { CallInput } from '@platform/shared/http/contract';
import type { progressContract } from '@platform/shared/progress/progress.contract';
import type { remindersContract } from '@platform/shared/reminders/reminders.contract';
import type { ReminderKind, ReminderTarget } from '@platform/shared/reminders/reminders.schemas';
import { callApi } from '../../app/api/call-api';

type C = typeof remindersContract;
export type ReminderCreateBody = CallInput<C['create']>['body'];
export type ReminderUpdateBody = CallInput<C['update']>['body'];
export type ReminderFieldsBody = CallInput<C['previewUnsaved']>['body'];
export type ReminderConfigBody = CallInput<C['updateConfig']>['body'];
export type PreviewLocale = 'en' | 'fr';

/** Which reminders a list shows: of a kind (or both), naming users or subjects (or both), or covering one subject. */
export interface ReminderListFilter {
  kind?: ReminderKind;
  target?: ReminderTarget;
  subject_key?: string;
  page: number;
}

/**
 * The reminder calls (spec §7, Reminders), typed by the shared contract; with them, the subjects a reminder may
 * name (the progress list of subjects, which the same right opens) and the users' search of the recipients picker.
 */
export const remindersApi = {
  list: (filter: ReminderListFilter, signal?: AbortSignal) => callApi<C['list']>('GET /reminders', { query: filter }, signal),
  show: (id: number) => callApi<C['show']>('GET /reminders/:id', { params: { id } }),
  create: (body: ReminderCreateBody) => callApi<C['create']>('POST /reminders', { body }),
  update: (id: number, body: ReminderUpdateBody) => callApi<C['update']>('PUT /reminders/:id', { params: { id }, body }),
  remove: (id: number) => callApi<C['remove']>('DELETE /reminders/:id', { params: { id } }),
  send: (id: number) => callApi<C['send']>('POST /reminders/:id/send', { params: { id } }),
  deliveries: (id: number) => callApi<C['deliveries']>('GET /reminders/:id/deliveries', { params: { id } }),
  preview: (id: number, locale: PreviewLocale, signal?: AbortSignal) => callApi<C['preview']>('GET /reminders/:id/preview', { params: { id }, query: { locale } }, signal),
  previewUnsaved: (body: ReminderFieldsBody, locale: PreviewLocale, signal?: AbortSignal) =>
    callApi<C['previewUnsaved']>('POST /reminders/preview', { query: { locale }, body }, signal),
  config: () => callApi<C['config']>('GET /reminders/config'),
  updateConfig: (body: ReminderConfigBody) => callApi<C['updateConfig']>('PUT /reminders/config', { body }),
  userLog: (id: number) => callApi<C['userLog']>('GET /reminders/user/:id', { params: { id } }),
  userPause: (id: number, pausedUntil: string | null) => callApi<C['userPause']>('PUT /reminders/user/:id', { params: { id }, body: { paused_until: pausedUntil } }),
  subjects: () => callApi<typeof progressContract.reminders>('GET /progress/subjects/reminders'),
  searchUsers: (q: string, signal?: AbortSignal) => callApi<C['people']>('GET /reminders/people', { query: { q } }, signal),
};

/** Query keys: any change to a reminder refreshes every list, the reminder, its log and the users' logs. */
export const reminderKeys = {
  all: ['reminders'] as const,
  lists: () => ['reminders', 'list'] as const,
  list: (filter: ReminderListFilter) => ['reminders', 'list', filter] as const,
  show: (id: number) => ['reminders', 'one', id] as const,
  deliveries: (id: number) => ['reminders', 'one', id, 'deliveries'] as const,
  preview: (id: number | null, body: ReminderFieldsBody | null, locale: PreviewLocale) => ['reminders', 'preview', id, body, locale] as const,
  config: () => ['reminders', 'config'] as const,
  user: (id: number) => ['reminders', 'user', id] as const,
  subjects: () => ['reminders', 'subjects'] as const,
  userSearch: (q: string) => ['reminders', 'user-search', q] as const,
};
