import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnotationBody, IndicatorBody } from '@platform/shared/indicators/indicator.schemas';
import { dataCollectionApi } from '../data-collection/data-collection.api';
import { indicatorKeys, indicatorsApi } from '../indicators/indicators.api';

/** The subjects a calculation may read, under keys of this screen's own (their shape is not the entry screens'). */
const subjectKeys = {
  list: () => ['indicator-admin', 'subjects'] as const,
  subject: (key: string) => ['indicator-admin', 'subjects', key] as const,
};

export function useIndicatorList() {
  return useQuery({ queryKey: indicatorKeys.list(), queryFn: indicatorsApi.list });
}

export function useIndicator(key: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: indicatorKeys.show(key), queryFn: async () => (await indicatorsApi.show(key)).indicator, enabled });
}

/** The list as this screen shows it: each indicator with its calculation and revision date, in one call. */
export function useIndicatorSummaries() {
  return useQuery({ queryKey: indicatorKeys.summaries(), queryFn: async () => (await indicatorsApi.summaries()).indicators });
}

/** PUT /services/indicators/{key}: creates the indicator when the key is new, else changes it. */
export function useSaveIndicator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, body }: { key: string; body: IndicatorBody }) => (await indicatorsApi.update(key, body)).indicator,
    onSuccess: (indicator) => {
      queryClient.setQueryData(indicatorKeys.show(indicator.key), indicator);
      void queryClient.invalidateQueries({ queryKey: indicatorKeys.list() });
      void queryClient.invalidateQueries({ queryKey: indicatorKeys.summaries() });
    },
  });
}

export function useAnnotations(key: string) {
  return useQuery({ queryKey: indicatorKeys.annotations(key), queryFn: async () => (await indicatorsApi.annotations(key)).annotations });
}

export function useAnnotation(key: string, id: number | null) {
  return useQuery({
    queryKey: indicatorKeys.annotation(key, id ?? 0),
    queryFn: async () => (await indicatorsApi.annotation(key, id ?? 0)).annotation,
    enabled: id !== null,
  });
}

/** Annotations are shown with the indicator too: a change refreshes both. */
function useRefreshAnnotations(key: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: indicatorKeys.indicator(key) });
}

export function useSaveAnnotation(key: string) {
  const refresh = useRefreshAnnotations(key);
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: AnnotationBody }) =>
      (id === null ? await indicatorsApi.createAnnotation(key, body) : await indicatorsApi.updateAnnotation(key, id, body)).annotation,
    onSuccess: refresh,
  });
}

export function useDeleteAnnotation(key: string) {
  const refresh = useRefreshAnnotations(key);
  return useMutation({ mutationFn: (id: number) => indicatorsApi.deleteAnnotation(key, id), onSuccess: refresh });
}

export function useSubjectList() {
  return useQuery({ queryKey: subjectKeys.list(), queryFn: async () => (await dataCollectionApi.subjects()).subjects, staleTime: 5 * 60_000 });
}

/** A subject's fields and tag dimensions; nothing asked while no subject is chosen. */
export function useSubjectDetails(key: string) {
  return useQuery({
    queryKey: subjectKeys.subject(key),
    queryFn: async () => (await dataCollectionApi.subject(key)).subject,
    enabled: key !== '',
    staleTime: 5 * 60_000,
    // A subject deleted since the indicator was defined: the builder says so beside the field.
    meta: { handlesErrors: true },
  });
}
