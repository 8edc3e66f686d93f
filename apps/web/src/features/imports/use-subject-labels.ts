import { useQuery } from '@tanstack/react-query';
import { dataCollectionApi, dataCollectionKeys } from '../data-collection/data-collection.api';

/**
 * A subject read only to name its fields in an import's errors and changes (the subject page's own cache): if it
 * cannot be read (the subject was deleted since), the ids are shown instead of an error page.
 */
export function useSubjectForLabels(subjectKey: string | undefined) {
  return useQuery({
    queryKey: dataCollectionKeys.subject(subjectKey ?? ''),
    queryFn: async () => (await dataCollectionApi.subject(subjectKey ?? '')).subject,
    enabled: subjectKey !== undefined,
    meta: { handlesErrors: true },
  });
}

/** The subject an import goes into: its periods (for the template), fields and tag dimensions (for the columns). */
export function useImportSubject(subjectKey: string) {
  return useQuery({
    queryKey: dataCollectionKeys.subject(subjectKey),
    queryFn: async () => (await dataCollectionApi.subject(subjectKey)).subject,
    enabled: subjectKey !== '',
  });
}
