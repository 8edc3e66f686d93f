import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { INPUT_STATES, type InputState } from '@platform/shared/data-collection/input-states';
import type { ApprovalFilters } from './approval-queries';

type FilterChange = Partial<Omit<ApprovalFilters, 'page'>> & { page?: number };

const isInputState = (value: string | null): value is InputState => value !== null && (INPUT_STATES as readonly string[]).includes(value);

/**
 * The approval list's filters, kept in the address (period, state, q, page) so that going to an input
 * and back finds the list as it was. Changing a filter goes back to the first page.
 */
export function useApprovalFilters(): { filters: ApprovalFilters; change: (change: FilterChange) => void } {
  const [params, setParams] = useSearchParams();
  const period = params.get('period') || undefined;
  const stateParam = params.get('state');
  const q = params.get('q') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const filters = useMemo<ApprovalFilters>(() => ({ period, state: isInputState(stateParam) ? stateParam : undefined, q, page }), [period, stateParam, q, page]);

  const change = useCallback(
    (update: FilterChange) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of ['period', 'state', 'q'] as const) {
            if (!(name in update)) continue;
            const value = update[name];
            if (value) next.set(name, value);
            else next.delete(name);
          }
          const page = update.page ?? 1;
          if (page > 1) next.set('page', String(page));
          else next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { filters, change };
}
