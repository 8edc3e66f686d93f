import type { Locale } from '@platform/shared/i18n/locales';
import type { searchContract as contract } from '@platform/shared/search/search.contract';
import { callApi } from '../../app/api/call-api';

/** GET /search (spec §7), typed by the shared contract. */
export const searchApi = {
  search: (q: string, locale: Locale, signal?: AbortSignal) => callApi<typeof contract.search>('GET /search', { query: { q, locale } }, signal),
};
