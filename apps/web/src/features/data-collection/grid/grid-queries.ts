import { useQuery } from '@tanstack/react-query';
import type { InputState } from '@platform/shared/data-collection/input-states';
import { fetchAllInputs, periodInputsKey } from '../data-collection-queries';

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
