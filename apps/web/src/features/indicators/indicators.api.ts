import type { CallInput } from '@platform/shared/http/contract';
import type { indicatorsContract as contract } from '@platform/shared/indicators/indicators.contract';
import { callApi } from '../../app/api/call-api';

type C = typeof contract;
type IndicatorQuery = NonNullable<CallInput<C['show']>['query']>;

/** The indicator calls (spec §7, Indicators), typed by the shared contract. */
export const indicatorsApi = {
  list: () => callApi<C['list']>('GET /services/indicators'),
  summaries: () => callApi<C['summaries']>('GET /services/indicators/summaries'),
  show: (key: string, query: IndicatorQuery = {}) => callApi<C['show']>('GET /services/indicators/:key', { params: { key }, query }),
  update: (key: string, body: CallInput<C['update']>['body']) => callApi<C['update']>('PUT /services/indicators/:key', { params: { key }, body }),
  annotations: (key: string) => callApi<C['annotations']>('GET /services/indicators/:key/annotations', { params: { key } }),
  annotation: (key: string, id: number) => callApi<C['annotation']>('GET /services/indicators/:key/annotations/:id', { params: { key, id } }),
  createAnnotation: (key: string, body: CallInput<C['createAnnotation']>['body']) =>
    callApi<C['createAnnotation']>('POST /services/indicators/:key/annotations', { params: { key }, body }),
  updateAnnotation: (key: string, id: number, body: CallInput<C['updateAnnotation']>['body']) =>
    callApi<C['updateAnnotation']>('PUT /services/indicators/:key/annotations/:id', { params: { key, id }, body }),
  deleteAnnotation: (key: string, id: number) =>
    callApi<C['deleteAnnotation']>('DELETE /services/indicators/:key/annotations/:id', { params: { key, id } }),
};

/** Where the CSV of an indicator's figures is downloaded from (GET /api/indicators/{key}). */
export const indicatorCsvUrl = (key: string, locale: 'en' | 'fr') => `/api/indicators/${encodeURIComponent(key)}?locale=${locale}`;

/** Query keys: a change to an indicator refreshes its page, its lists and its annotations. */
export const indicatorKeys = {
  all: ['indicators'] as const,
  list: () => ['indicators', 'list'] as const,
  summaries: () => ['indicators', 'summaries'] as const,
  indicator: (key: string) => ['indicators', key] as const,
  show: (key: string, query: IndicatorQuery = {}) => ['indicators', key, 'show', query] as const,
  annotations: (key: string) => ['indicators', key, 'annotations'] as const,
  annotation: (key: string, id: number) => ['indicators', key, 'annotations', id] as const,
};
