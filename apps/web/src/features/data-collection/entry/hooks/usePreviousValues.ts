import { useQuery } from '@tanstack/react-query';
import { INPUT_MAX_PAGE_SIZE } from '@platform/shared/data-collection/input-states';
import type { PreviousValues } from '../../../../ui/dynamic-form/dynamic-form-types';
import { dataCollectionApi, dataCollectionKeys } from '../../data-collection.api';

const sameTags = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([dimension, leaf]) => b[dimension] === leaf);

/**
 * Last year's approved values for the same tags, for a new input (an existing one gets them with its
 * detail): the approved inputs of the year before, the one with these tags.
 */
export function usePreviousValues(subjectKey: string, period: string, tags: Record<string, string> | null): PreviousValues | null {
  const previousPeriod = /^\d{4}$/.test(period) ? String(Number(period) - 1) : null;
  const approved = useQuery({
    queryKey: [...dataCollectionKeys.inputs(subjectKey), 'approved', previousPeriod],
    queryFn: () => dataCollectionApi.inputs(subjectKey, { period: previousPeriod!, state: 'approved', per_page: INPUT_MAX_PAGE_SIZE }),
    enabled: previousPeriod !== null,
    staleTime: 60_000,
  });
  if (!previousPeriod || !tags || !approved.data) return null;
  const match = approved.data.inputs.find((input) => sameTags(input.tags, tags));
  return { period: previousPeriod, values: match?.values ?? {} };
}
