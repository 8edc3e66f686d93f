import type { exportsContract as contract } from '@platform/shared/exports/exports.contract';
import type { ExportBody } from '@platform/shared/exports/exports.schemas';
import type { indicatorsContract } from '@platform/shared/indicators/indicators.contract';
import { callApi } from '../../app/api/call-api';

type C = typeof contract;

/** The export calls (spec §7, Exports and imports), typed by the shared contract, and the indicators an export may choose. */
export const exportsApi = {
  list: (query: { page?: number }, signal?: AbortSignal) => callApi<C['list']>('GET /export', { query }, signal),
  show: (id: number) => callApi<C['show']>('GET /export/:id', { params: { id } }),
  create: (body: ExportBody) => callApi<C['create']>('POST /export', { body }),
  remove: (id: number) => callApi<C['remove']>('DELETE /export/:id', { params: { id } }),
  indicators: () => callApi<typeof indicatorsContract.list>('GET /services/indicators'),
};

/** Query keys: a new export or a deletion refreshes the history. */
export const exportKeys = {
  all: ['exports'] as const,
  lists: () => ['exports', 'list'] as const,
  list: (page: number) => ['exports', 'list', page] as const,
  indicators: () => ['exports', 'indicators'] as const,
};
