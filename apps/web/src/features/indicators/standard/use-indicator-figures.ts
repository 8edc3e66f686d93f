import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { INDICATOR_FETCH_DELAY_MS } from '@platform/shared/http/timings';
import { useDebouncedValue } from '../../../ui/debounce/useDebouncedValue';
import { indicatorKeys, indicatorsApi } from '../indicators.api';
import { type FigureSelection, selectionQuery } from './figure-selection';

/**
 * An indicator with all its figures, and with the figures a visitor's selection narrows to: the narrowed
 * call goes 250 ms after the last change (spec §9), so ticking several boxes asks once. While it runs the
 * previous figures stay on screen.
 */
export function useIndicatorFigures(key: string, selection: FigureSelection) {
  const full = useQuery({
    queryKey: indicatorKeys.show(key),
    queryFn: () => indicatorsApi.show(key),
    select: (answer) => answer.indicator,
    meta: { handlesErrors: true },
  });
  const wanted = JSON.stringify(selectionQuery(selection));
  const settled = useDebouncedValue(wanted, INDICATOR_FETCH_DELAY_MS);
  const query = JSON.parse(settled) as ReturnType<typeof selectionQuery>;
  const narrowed = useQuery({
    queryKey: indicatorKeys.show(key, query ?? {}),
    queryFn: () => indicatorsApi.show(key, query ?? {}),
    select: (answer) => answer.indicator,
    enabled: query !== null && full.isSuccess,
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
  const shown = query === null ? full.data : (narrowed.data ?? full.data);
  return {
    full,
    shown,
    updating: wanted !== settled || (query !== null && narrowed.isFetching),
    narrowedError: query !== null ? narrowed.error : null,
    retryNarrowed: () => void narrowed.refetch(),
  };
}
