import { useQuery } from '@tanstack/react-query';
import type { Input } from '@platform/shared/data-collection/inputs.schemas';
import { INPUT_MAX_PAGE_SIZE, type InputState } from '@platform/shared/data-collection/input-states';
import { dataCollectionApi, dataCollectionKeys } from './data-collection.api';

/** One subject: its form, tag dimensions with the leaves the user acts for, periods and abilities; every part caches it under its key. */
export function useSubject(subjectKey: string) {
  return useQuery({ queryKey: dataCollectionKeys.subject(subjectKey), queryFn: async () => (await dataCollectionApi.subject(subjectKey)).subject });
}

/** Every input of one period (in one state, if given), however many pages the list takes. */
export async function fetchAllInputs(
  subjectKey: string,
  filter: { period: string; state?: InputState },
  list: typeof dataCollectionApi.inputs = dataCollectionApi.inputs,
): Promise<Input[]> {
  const inputs: Input[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await list(subjectKey, { ...filter, page, per_page: INPUT_MAX_PAGE_SIZE });
    inputs.push(...answer.inputs);
    if (answer.inputs.length === 0 || inputs.length >= answer.total) return inputs;
  }
}

/** Query key of one period's inputs as the grid, the past-periods table and the approval screen load them. */
export const periodInputsKey = (subjectKey: string, period: string, state?: InputState) =>
  [...dataCollectionKeys.inputs(subjectKey), 'period', period, state ?? 'any'] as const;
