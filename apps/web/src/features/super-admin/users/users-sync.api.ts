import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { usersSyncContract as contract } from '@platform/shared/super-admin/users-sync.contract';
import { USERS_SYNC_FILE_FIELD, USERS_SYNC_POLL_MS, type UsersSync } from '@platform/shared/super-admin/users-sync.schemas';
import { callApi } from '../../../app/api/call-api';
import { postMultipart } from '../../../app/api/upload-files';

type C = typeof contract;

export const superAdminUsersKeys = {
  all: ['super_admin', 'users'] as const,
  list: (query: { q: string; clientId: number | null; page: number }) => ['super_admin', 'users', 'list', query] as const,
  sync: (id: number) => ['super_admin', 'users', 'sync', id] as const,
};

/** Users shown per page of the list. */
export const USERS_SHOWN = 50;

/** One page of the users of every client, searched and filtered by client. */
export function useSuperAdminUsers(query: { q: string; clientId: number | null; page: number }) {
  return useQuery({
    queryKey: superAdminUsersKeys.list(query),
    queryFn: ({ signal }) =>
      callApi<C['list']>(
        'GET /services/super_admin/users',
        { query: { q: query.q || undefined, client_id: query.clientId ?? undefined, page: query.page, per_page: USERS_SHOWN } },
        signal,
      ),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}

/** Sends a directory file to dry-run (`dryRun`) or to sync; the screen shows refusals itself. */
export function useSendDirectory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) =>
      postMultipart<{ sync: UsersSync }>('/services/super_admin/users/sync', (form) => {
        form.append('dry_run', String(dryRun));
        form.append(USERS_SYNC_FILE_FIELD, file, file.name);
      }),
    meta: { handlesErrors: true },
    onSuccess: ({ sync }) => queryClient.setQueryData(superAdminUsersKeys.sync(sync.id), { sync }),
  });
}

const WORKING = new Set<UsersSync['state']>(['queued', 'running']);

/** A sync, read again every second while it is queued or running; the user list is read again once it is settled. */
export function useUsersSync(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: superAdminUsersKeys.sync(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const answer = await callApi<C['show']>('GET /services/super_admin/users/syncs/:id', { params: { id: id! } }, signal);
      if (!WORKING.has(answer.sync.state)) void queryClient.invalidateQueries({ queryKey: ['super_admin', 'users', 'list'] });
      return answer;
    },
    refetchInterval: (query) => (query.state.data && WORKING.has(query.state.data.sync.state) ? USERS_SYNC_POLL_MS : false),
  });
}
