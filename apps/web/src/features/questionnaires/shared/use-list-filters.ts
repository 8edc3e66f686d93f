import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { QUESTIONNAIRE_STATES, type QuestionnaireState } from '@platform/shared/questionnaires/questionnaires.schemas';
import type { QuestionnaireListQuery } from './questionnaires.api';

/** A list's filters as the address holds them; `page` is always there (1 when absent). */
export type ListFilters = Omit<QuestionnaireListQuery, 'page'> & { page: number };
type FilterChange = Partial<Omit<ListFilters, 'page'>> & { page?: number };

const isState = (value: string | null): value is QuestionnaireState => value !== null && (QUESTIONNAIRE_STATES as readonly string[]).includes(value);
const NAMES = ['q', 'state', 'period', 'template_id'] as const;

/**
 * A questionnaire list's filters (search, state, period, template) and page, kept in the address so that opening a
 * questionnaire and coming back finds the list as it was. Changing a filter goes back to the first page.
 */
export function useListFilters(): { filters: ListFilters; query: QuestionnaireListQuery; change: (change: FilterChange) => void } {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const state = params.get('state');
  const period = params.get('period');
  const template = Number(params.get('template_id'));
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const filters = useMemo<ListFilters>(
    () => ({
      page,
      ...(q ? { q } : {}),
      ...(isState(state) ? { state } : {}),
      ...(period && /^\d{4}$/.test(period) ? { period } : {}),
      ...(Number.isInteger(template) && template > 0 ? { template_id: template } : {}),
    }),
    [page, q, state, period, template],
  );
  const query = useMemo<QuestionnaireListQuery>(() => {
    const { page: shown, ...rest } = filters;
    return shown > 1 ? filters : rest;
  }, [filters]);

  const change = useCallback(
    (update: FilterChange) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of NAMES) {
            if (!(name in update)) continue;
            const value = update[name];
            if (value) next.set(name, String(value));
            else next.delete(name);
          }
          const nextPage = update.page ?? 1;
          if (nextPage > 1) next.set('page', String(nextPage));
          else next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { filters, query, change };
}
