import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { subjectsAdminContract as calls } from '@platform/shared/super-admin/subjects-admin.contract';
import type { CreateSectionBody, CreateSubjectBody } from '@platform/shared/super-admin/subjects-admin.schemas';
import { callApi } from '../../../app/api/call-api';

/** Every query of the subjects page and of the deletion log: a deletion or a restore changes both. */
export const SUBJECTS_ADMIN_KEY = ['super_admin', 'subjects'] as const;
export const DELETION_LOGS_KEY = ['super_admin', 'deletion_logs'] as const;

export function useAdminSubjects() {
  return useQuery({ queryKey: SUBJECTS_ADMIN_KEY, queryFn: () => callApi<typeof calls.list>('GET /services/super_admin/subjects') });
}

/** After a write: the subjects page, the deletion log and the data collection's own lists read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SUBJECTS_ADMIN_KEY }),
      queryClient.invalidateQueries({ queryKey: DELETION_LOGS_KEY }),
      // The data collection's lists (their keys start so): a deleted subject leaves them, a restored one comes back.
      queryClient.invalidateQueries({ queryKey: ['data-collection'] }),
    ]);
}

// Every mutation's failures are the screen's to show (a form's fields, or a notice with the server's reason).
const SCREEN_HANDLES_ERRORS = { handlesErrors: true };

export function useCreateSubject() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateSubjectBody) => callApi<typeof calls.createSubject>('POST /services/super_admin/subjects', { body }),
    meta: SCREEN_HANDLES_ERRORS,
    onSuccess: refresh,
  });
}

export function useCreateSection() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateSectionBody) => callApi<typeof calls.createSection>('POST /services/super_admin/sections', { body }),
    meta: SCREEN_HANDLES_ERRORS,
    onSuccess: refresh,
  });
}

export function useDeleteSubject() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (key: string) => callApi<typeof calls.deleteSubject>('DELETE /services/super_admin/subjects/:key', { params: { key } }),
    meta: SCREEN_HANDLES_ERRORS,
    onSettled: refresh,
  });
}

export function useRestoreSubject() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (key: string) => callApi<typeof calls.restoreSubject>('POST /services/super_admin/subjects/:key/restore', { params: { key } }),
    meta: SCREEN_HANDLES_ERRORS,
    onSettled: refresh,
  });
}

export function useDeleteSection() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (key: string) => callApi<typeof calls.deleteSection>('DELETE /services/super_admin/sections/:key', { params: { key } }),
    meta: SCREEN_HANDLES_ERRORS,
    onSettled: refresh,
  });
}

export function useRestoreSection() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (key: string) => callApi<typeof calls.restoreSection>('POST /services/super_admin/sections/:key/restore', { params: { key } }),
    meta: SCREEN_HANDLES_ERRORS,
    onSettled: refresh,
  });
}

export function useRecomputeTagLeaves() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (key: string) => callApi<typeof calls.tagLeaves>('POST /services/super_admin/subjects/:key/tag_leaves', { params: { key } }),
    meta: SCREEN_HANDLES_ERRORS,
    onSuccess: refresh,
  });
}

export function useRandomizedData() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (key: string) => callApi<typeof calls.randomizedData>('POST /services/super_admin/subjects/:key/randomized_data', { params: { key } }),
    meta: SCREEN_HANDLES_ERRORS,
    onSuccess: refresh,
  });
}

/** One page of the deletion log, newest first; the page shown stays while the next one loads. */
export function useDeletionLogs(page: number, perPage: number) {
  return useQuery({
    queryKey: [...DELETION_LOGS_KEY, page, perPage],
    queryFn: () => callApi<typeof calls.deletionLogs>('GET /services/super_admin/deletion_logs', { query: { page, per_page: perPage } }),
    placeholderData: keepPreviousData,
  });
}

export function useRestoreFromLog() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => callApi<typeof calls.restoreFromLog>('POST /services/super_admin/deletion_logs/:id/restore', { params: { id } }),
    meta: SCREEN_HANDLES_ERRORS,
    onSettled: refresh,
  });
}
