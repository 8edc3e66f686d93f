import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { configVersionsContract } from '@platform/shared/super-admin/config-versions.contract';
import { callApi } from '../../../app/api/call-api';

const CLIENT_KEY = ['super_admin', 'client'] as const;
/** How often the versions are read again while one is being applied. */
export const CONFIG_REFRESH_MS = 1500;

/** The client with its versions, read again every moment while one of them is `updating`. */
export function useConfigClient() {
  return useQuery({
    queryKey: CLIENT_KEY,
    queryFn: () => callApi<typeof configVersionsContract.client>('GET /services/super_admin/client'),
    refetchInterval: (query) => (query.state.data?.client.versions.some((version) => version.status === 'updating') ? CONFIG_REFRESH_MS : false),
  });
}

/** A version's document (`active`: the configuration as it stands), read when asked for. */
export function fetchConfig(version: number | 'active') {
  return callApi<typeof configVersionsContract.config>('GET /services/super_admin/client/config/:version', { params: { version: String(version) } });
}

function useInvalidatingMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, meta: { handlesErrors: true }, onSettled: () => queryClient.invalidateQueries({ queryKey: CLIENT_KEY }) });
}

export function useCreateDraft() {
  return useInvalidatingMutation((body: { config: Record<string, unknown>; base_version: number }) =>
    callApi<typeof configVersionsContract.create>('POST /services/super_admin/client/config', { body }),
  );
}

/** Validates a sent document or a saved version; a document with errors fails with 422 INVALID_CONFIG. */
export function useValidateConfig() {
  return useInvalidatingMutation((body: { config: Record<string, unknown> } | { version: number }) =>
    callApi<typeof configVersionsContract.validate>('POST /services/super_admin/client/config/validate', { body }),
  );
}

export function useApplyVersion() {
  return useInvalidatingMutation((version: number) =>
    callApi<typeof configVersionsContract.apply>('PUT /services/super_admin/client/config/:version', { params: { version: String(version) } }),
  );
}

export function useDeleteVersion() {
  return useInvalidatingMutation((version: number) =>
    callApi<typeof configVersionsContract.remove>('DELETE /services/super_admin/client/config/:version', { params: { version: String(version) } }),
  );
}
