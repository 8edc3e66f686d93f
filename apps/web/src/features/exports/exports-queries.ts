import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExportBody } from '@platform/shared/exports/exports.schemas';
import { useIndicators } from '../../app/session/page-data';
import { dataCollectionApi, dataCollectionKeys } from '../data-collection/data-collection.api';
import { exportKeys, exportsApi } from './exports.api';
import { exportPollInterval } from './export-polling';

/** One page of the caller's exports, asked again every second while one is being prepared. */
export function useExportList(page: number, intervalMs?: number) {
  return useQuery({
    queryKey: exportKeys.list(page),
    queryFn: ({ signal }) => exportsApi.list({ page }, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => exportPollInterval(current.state.data?.exports, intervalMs),
  });
}

/** The subjects the caller sees (the subjects page's own cache). */
export function useExportSubjects(options: { handlesErrors?: boolean } = {}) {
  return useQuery({
    queryKey: dataCollectionKeys.subjects(),
    queryFn: async () => (await dataCollectionApi.subjects()).subjects,
    meta: { handlesErrors: options.handlesErrors },
  });
}

/** The indicators, shown at once from the list the page came with and brought up to date. */
export function useExportIndicators() {
  const preloaded = useIndicators();
  return useQuery({ queryKey: exportKeys.indicators(), queryFn: exportsApi.indicators, placeholderData: preloaded, staleTime: 60_000 });
}

/** POST /export: the form shows invalid choices and the limit itself, the common handler the rest. */
export function useCreateExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ExportBody) => (await exportsApi.create(body)).export,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportKeys.lists() }),
  });
}

export function useDeleteExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await exportsApi.remove(id);
      return id;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportKeys.lists() }),
  });
}
