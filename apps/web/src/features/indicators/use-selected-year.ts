import { useCallback } from 'react';
import { DEFAULT_YEAR } from '@platform/shared/http/timings';
import { useSearchParams } from '../../app/navigation/navigation-context';
import { useProfile } from '../../app/session/page-data';

/** Whether the year selector applies: only private-audience users choose the year (spec §4, §6). */
export function useCanChooseYear(): boolean {
  return useProfile()?.audience === 'private';
}

/**
 * The year a yearly page shows: DEFAULT_YEAR (2021) unless a private-audience
 * user chose another available year (kept in `?year=` so a reload keeps it).
 */
export function useSelectedYear(years: readonly number[], defaultYear = DEFAULT_YEAR): [number, (year: number) => void] {
  const canChoose = useCanChooseYear();
  const [searchParams, setSearchParams] = useSearchParams();
  const fallback = years.includes(defaultYear) ? defaultYear : (years.at(-1) ?? defaultYear);
  const requested = Number(searchParams.get('year'));
  const year = canChoose && years.includes(requested) ? requested : fallback;
  const setYear = useCallback(
    (next: number) =>
      setSearchParams(
        (params) => {
          params.set('year', String(next));
          return params;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return [year, setYear];
}
