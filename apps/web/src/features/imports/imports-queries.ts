import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Import } from '@platform/shared/imports/imports.schemas';
import { dataCollectionKeys } from '../data-collection/data-collection.api';
import { importKeys, importsApi } from './imports.api';
import { importPollInterval } from './import-polling';

/** One page of the history (of one subject, if given), asked again every second while one of them runs. */
export function useImportList(query: { page: number; subject?: string }, intervalMs?: number) {
  return useQuery({
    queryKey: importKeys.list(query),
    queryFn: ({ signal }) => importsApi.list(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => importPollInterval(current.state.data?.imports, intervalMs),
  });
}

/** One import, asked again every second until it is done, failed or cancelled. */
export function useImport(id: number | null, intervalMs?: number) {
  return useQuery({
    queryKey: importKeys.show(id ?? 0),
    queryFn: async ({ signal }) => (await importsApi.show(id ?? 0, signal)).import,
    enabled: id !== null,
    refetchInterval: (current) => importPollInterval(current.state.data ? [current.state.data] : undefined, intervalMs),
  });
}

/** Once an import has written rows, the subject's inputs and counts shown elsewhere are old. */
export function useForgetImportedInputs() {
  const queryClient = useQueryClient();
  return (subjectKey: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dataCollectionKeys.inputs(subjectKey) }),
      queryClient.invalidateQueries({ queryKey: dataCollectionKeys.subjects() }),
    ]);
}

/** Keeps an import's answer where the lists and the import's own query read it. */
function useRemember() {
  const queryClient = useQueryClient();
  return (record: Import) => {
    queryClient.setQueryData(importKeys.show(record.id), record);
    return queryClient.invalidateQueries({ queryKey: importKeys.lists() });
  };
}

export function useCancelImport() {
  const remember = useRemember();
  return useMutation({
    mutationFn: async (id: number) => (await importsApi.cancel(id)).import,
    onSuccess: (record) => remember(record),
  });
}

export function useDeleteImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await importsApi.remove(id);
      return id;
    },
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: importKeys.show(id) });
      return queryClient.invalidateQueries({ queryKey: importKeys.lists() });
    },
  });
}

/** Sends a file; the screen shows a refused file or mapping itself, the common handler anything else. */
export function useSendImport() {
  const remember = useRemember();
  return useMutation({
    mutationFn: async (upload: Parameters<typeof importsApi.create>[0]) => (await importsApi.create(upload)).import,
    meta: { handlesErrors: true },
    onSuccess: (record) => remember(record),
  });
}
