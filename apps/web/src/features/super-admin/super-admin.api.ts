import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobState } from '@platform/shared/super-admin/job-states';
import type { superAdminContract } from '@platform/shared/super-admin/super-admin.contract';
import { callApi } from '../../app/api/call-api';

export function useOutbox() {
  return useQuery({ queryKey: ['super_admin', 'outbox'], queryFn: () => callApi<typeof superAdminContract.outbox>('GET /services/super_admin/outbox') });
}

/** How often the job list is read again while some job is waiting or running. */
export const JOBS_REFRESH_MS = 3000;
const JOBS_SHOWN = 50;
const UNFINISHED: ReadonlySet<JobState> = new Set(['created', 'retry', 'active']);

/** The newest jobs (of one state, or all), read again every few seconds until none is left waiting or running. */
export function useJobs(state: JobState | undefined) {
  return useQuery({
    queryKey: ['super_admin', 'jobs', state ?? 'all'],
    queryFn: () => callApi<typeof superAdminContract.jobs>('GET /services/super_admin/jobs', { query: { state, limit: JOBS_SHOWN } }),
    refetchInterval: (query) => (query.state.data?.some((job) => UNFINISHED.has(job.state)) ? JOBS_REFRESH_MS : false),
  });
}

/** Retries a failed job; the screen shows the outcome itself. The list is read again either way. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi<typeof superAdminContract.retryJob>('POST /services/super_admin/jobs/:id/retry', { params: { id } }),
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['super_admin', 'jobs'] }),
  });
}
