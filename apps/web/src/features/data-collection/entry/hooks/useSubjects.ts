import { useQuery } from '@tanstack/react-query';
import { dataCollectionApi, dataCollectionKeys } from '../../data-collection.api';

/** The subjects the user may see, with their progress. */
export function useSubjects() {
  return useQuery({ queryKey: dataCollectionKeys.subjects(), queryFn: async () => (await dataCollectionApi.subjects()).subjects });
}
