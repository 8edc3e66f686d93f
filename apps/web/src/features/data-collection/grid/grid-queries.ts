import { useQuery } from '@tanstack/react-query';
import type { Input } from '@platform/shared/data-collection/inputs.schemas';
import { INPUT_MAX_PAGE_SIZE, type InputState } from '@platform/shared/data-collection/input-states';
import { dataCollectionApi, dataCollectionKeys } from '../data-collection.api';

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

/** The subject, cached as the other data-collection screens cache it (the subject itself under its key). */
export function useSubject(subjectKey: string) {
  return useQuery({ queryKey: dataCollectionKeys.subject(subjectKey), queryFn: async () => (await dataCollectionApi.subject(subjectKey)).subject });
}

/** Query key of one period's inputs as the grid and the past-periods table load them. */
export const periodInputsKey = (subjectKey: string, period: string, state?: InputState) =>
  [...dataCollectionKeys.inputs(subjectKey), 'period', period, state ?? 'any'] as const;

export interface PeriodInputsOptions {
  state?: InputState;
  enabled?: boolean;
  /** The screen shows this load's failure itself (the page stays usable without it). */
  handlesErrors?: boolean;
}

export function usePeriodInputs(subjectKey: string, period: string | null, options: PeriodInputsOptions = {}) {
  return useQuery({
    queryKey: periodInputsKey(subjectKey, period ?? '', options.state),
    queryFn: () => fetchAllInputs(subjectKey, { period: period!, state: options.state }),
    enabled: period !== null && (options.enabled ?? true),
    // Edits are made against these versions: a refetch behind the user's back would move them.
    staleTime: Infinity,
    meta: { handlesErrors: options.handlesErrors },
  });
}
