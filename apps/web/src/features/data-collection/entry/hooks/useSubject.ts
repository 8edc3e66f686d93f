import { useQuery } from '@tanstack/react-query';
import { dataCollectionApi, dataCollectionKeys } from '../../data-collection.api';

/** One subject: its form, tag dimensions with the leaves the user acts for, periods and abilities. */
export function useSubject(key: string) {
  return useQuery({ queryKey: dataCollectionKeys.subject(key), queryFn: async () => (await dataCollectionApi.subject(key)).subject });
}

/** The subjects the user may see, with their progress. */
export function useSubjects() {
  return useQuery({ queryKey: dataCollectionKeys.subjects(), queryFn: async () => (await dataCollectionApi.subjects()).subjects });
}
