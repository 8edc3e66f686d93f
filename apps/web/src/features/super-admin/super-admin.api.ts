import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** How often the run list is read again while a recalculation that was asked for has not finished. */
export const PRECALCULATION_REFRESH_MS = 3000;
export const PRECALCULATION_RUNS_SHOWN = 20;
/** How long the screen waits for a recalculation it asked for before it stops reading the list again. */
export const PRECALCULATION_WAIT_MS = 10 * 60 * 1000;

/**
 * One page of the client's precalculation runs, newest first. While `awaitingAfter` is set (the newest
 * run's id when a recalculation was asked for), the list is read again until a newer full run has finished.
 */
export function usePrecalculationRuns(page: number, awaitingAfter: number | null) {
  return useQuery({
    queryKey: ['super_admin', 'precalculation_runs', page],
    queryFn: () =>
      callApi<typeof superAdminContract.precalculationRuns>('GET /services/super_admin/precalculation_runs', {
        query: { page, per_page: PRECALCULATION_RUNS_SHOWN },
      }),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
    refetchInterval: (query) => (awaitingAfter !== null && !hasFinishedFullRunAfter(query.state.data?.runs ?? [], awaitingAfter) ? PRECALCULATION_REFRESH_MS : false),
  });
}

/** Whether the list holds a finished full run newer than `runId`. */
export function hasFinishedFullRunAfter(runs: readonly { id: number; kind: string; finished_at: string | null }[], runId: number): boolean {
  return runs.some((run) => run.id > runId && run.kind === 'full' && run.finished_at !== null);
}

/**
 * Subjects: precalculate. Queues a full recalculation, and says which run was the newest before it (so
 * the screen knows when the new one has finished); the job list and the run list are read again.
 */
export function useRecalculateAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const before = await callApi<typeof superAdminContract.precalculationRuns>('GET /services/super_admin/precalculation_runs', {
        query: { page: 1, per_page: 1 },
      });
      const queued = await callApi<typeof superAdminContract.precalculate>('POST /services/super_admin/subjects/precalculate');
      return { jobId: queued.job_id, newestBefore: before.runs[0]?.id ?? 0 };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['super_admin'] }),
  });
}
