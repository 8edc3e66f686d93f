import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@platform/shared/http/timings';
import type { SearchResult } from '@platform/shared/search/search.contract';
import { isApiError } from '../../app/api/api-error';
import { handleCallError } from '../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../app/api/use-call-error-handlers';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { useDebouncedValue } from '../../ui/debounce/useDebouncedValue';
import { useT } from '../../ui/i18n/useT';
import { useNotices } from '../../ui/notices/useNotices';
import { searchApi } from './search.api';

/** The server answers nothing under this many characters; the box does not ask. */
export const MIN_SEARCH_LENGTH = 2;

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; query: string; results: SearchResult[] };

/** The results of one query in one language. */
interface Answer {
  query: string;
  locale: string;
  results: SearchResult[];
}

/**
 * What the box shows for the text typed: the search is sent once the text has stopped changing for
 * 500 ms (spec §9), in the interface's language; it is loading from the first key. A 503 shows the
 * service-unavailable notice and no results (spec §8); other failures go to the common handling.
 */
export function useSearch(text: string): SearchState {
  const typed = text.trim();
  const query = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const { locale } = useLocale();
  const { notify } = useNotices();
  const t = useT();
  const handlers = useCallErrorHandlers();
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (query.length < MIN_SEARCH_LENGTH) return;
    const controller = new AbortController();
    searchApi.search(query, locale, controller.signal).then(
      ({ results }) => setAnswer({ query, locale, results }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 503) notify({ level: 'warning', message: t('search.unavailable') });
        else handleCallError(error, handlers, { isLoad: false });
        setAnswer({ query, locale, results: [] });
      },
    );
    return () => controller.abort();
  }, [query, locale, notify, t, handlers]);

  if (typed.length < MIN_SEARCH_LENGTH) return { status: 'idle' };
  if (typed !== query || answer?.query !== query || answer.locale !== locale) return { status: 'loading' };
  return { status: 'done', query, results: answer.results };
}
