import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkResults } from '@platform/shared/data-collection/inputs.schemas';
import { dataCollectionApi, dataCollectionKeys } from '../../data-collection.api';

/** One input's outcome in a bulk delete: deleted, or the code it failed with. */
export type DeleteOutcome = { id: number; deleted: true } | { id: number; code: string };

export const outcomesOf = (results: BulkResults['results']): DeleteOutcome[] =>
  results.map((result) => ('code' in result ? { id: result.id, code: result.code } : { id: result.id, deleted: true as const }));

/** Deletes inputs of a subject (one or many) and refreshes the lists and progress that showed them. */
export function useDeleteInputs(subjectKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => outcomesOf((await dataCollectionApi.deleteInputs(subjectKey, ids)).results),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dataCollectionKeys.inputs(subjectKey) }),
        queryClient.invalidateQueries({ queryKey: dataCollectionKeys.subjects() }),
      ]),
  });
}
