import type { progressContract as contract } from '@platform/shared/progress/progress.contract';
import { callApi } from '../../app/api/call-api';

type C = typeof contract;

/** The progress and reminder calls (spec §7, Progress), typed by the shared contract. */
export const progressApi = {
  overview: () => callApi<C['overview']>('GET /progress'),
  data: (keys: readonly string[], signal?: AbortSignal) => callApi<C['data']>('PUT /progress/data', { body: { keys: [...keys] } }, signal),
  approval: () => callApi<C['approval']>('GET /progress/approval'),
  reminders: () => callApi<C['reminders']>('GET /progress/subjects/reminders'),
  users: () => callApi<C['users']>('GET /progress/subjects/users'),
  /** To the given contributors, or to every one who owes data when `userIds` is left out. */
  sendReminders: (key: string, userIds?: readonly number[]) =>
    callApi<C['sendReminders']>('POST /progress/subjects/:key/send_reminders', { params: { key }, body: userIds ? { user_ids: [...userIds] } : {} }),
  updateUsers: (key: string, userIds: readonly number[]) =>
    callApi<C['updateUsers']>('PUT /progress/subjects/:key/update_users', { params: { key }, body: { user_ids: [...userIds] } }),
};

/** Query keys: sending reminders or changing contributors refreshes every progress list. */
export const progressKeys = {
  all: ['progress'] as const,
  overview: () => ['progress', 'overview'] as const,
  approval: () => ['progress', 'approval'] as const,
  reminders: () => ['progress', 'reminders'] as const,
  users: () => ['progress', 'users'] as const,
};
