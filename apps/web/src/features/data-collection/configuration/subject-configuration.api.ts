import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubjectConfigurationBody } from '@platform/shared/data-collection/subjects.schemas';
import type { progressContract } from '@platform/shared/progress/progress.contract';
import { callApi } from '../../../app/api/call-api';
import { dataCollectionApi, dataCollectionKeys } from '../data-collection.api';

export function useSections() {
  return useQuery({
    queryKey: dataCollectionKeys.sections(),
    queryFn: async () => [...(await dataCollectionApi.sections()).sections].sort((a, b) => a.position - b.position),
  });
}

/**
 * The users who may be made contributors of a subject (GET /progress/subjects/users). The screen does
 * without them when this fails, so its errors are not the page's.
 */
export function useAvailableUsers(key: string) {
  return useQuery({
    queryKey: ['progress', 'subject-users'],
    queryFn: () => callApi<typeof progressContract.users>('GET /progress/subjects/users'),
    select: (data) => data.subjects.find((subject) => subject.key === key)?.available_users ?? [],
    meta: { handlesErrors: true },
  });
}

export function useConfigureSubject(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SubjectConfigurationBody) => (await dataCollectionApi.configureSubject(key, body)).subject,
    onSuccess: (subject) => {
      queryClient.setQueryData(dataCollectionKeys.subject(key), subject);
      // Names, sections, contributors and progress shown elsewhere may have changed.
      void queryClient.invalidateQueries({ queryKey: dataCollectionKeys.subjects() });
      void queryClient.invalidateQueries({ queryKey: ['progress'] });
    },
  });
}
