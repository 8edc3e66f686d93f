import type { indicatorsContract } from '@platform/shared/indicators/indicators.contract';
import type { reportsContract as contract } from '@platform/shared/reports/reports.contract';
import type { ReportBody } from '@platform/shared/reports/reports.schemas';
import type { tagsContract } from '@platform/shared/tags/tags.contract';
import type { usersContract } from '@platform/shared/users/users.contract';
import type { UserListQuery } from '@platform/shared/users/users.schemas';
import { callApi } from '../../app/api/call-api';

type C = typeof contract;

/**
 * The report calls (spec §7, Reports), typed by the shared contract, and what the builder reads around them: the
 * indicators a part may show, the tag trees its default tags come from, the users it may be shared with. The PDF
 * answers a file, not JSON: it is asked for in report-pdf.ts.
 */
export const reportsApi = {
  list: (query: { page?: number; q?: string }, signal?: AbortSignal) => callApi<C['list']>('GET /reports', { query }, signal),
  show: (id: number) => callApi<C['show']>('GET /reports/:id', { params: { id } }),
  create: (body: ReportBody) => callApi<C['create']>('POST /reports', { body }),
  update: (id: number, body: ReportBody) => callApi<C['update']>('PUT /reports/:id', { params: { id }, body }),
  remove: (id: number) => callApi<C['remove']>('DELETE /reports/:id', { params: { id } }),
  duplicate: (id: number) => callApi<C['duplicate']>('POST /reports/:id/duplicate', { params: { id } }),
  refresh: (id: number) => callApi<C['refresh']>('POST /reports/:id/refresh', { params: { id } }),
  share: (id: number, userIds: number[]) => callApi<C['share']>('PUT /reports/:id/share', { params: { id }, body: { user_ids: userIds } }),
  page: (reportId: number, id: number, signal?: AbortSignal) => callApi<C['page']>('GET /reports/:report_id/pages/:id', { params: { report_id: reportId, id } }, signal),
  publish: (id: number, publicSummary: boolean) => callApi<C['publish']>('POST /reports/:id/publish', { params: { id }, body: { public_summary: publicSummary } }),
  indicators: () => callApi<typeof indicatorsContract.list>('GET /services/indicators'),
  indicator: (key: string, query: { columns?: string[]; data?: string[] }, signal?: AbortSignal) =>
    callApi<typeof indicatorsContract.show>('GET /services/indicators/:key', { params: { key }, query }, signal),
  tags: () => callApi<typeof tagsContract.list>('GET /tags'),
  users: (query: UserListQuery, signal?: AbortSignal) => callApi<typeof usersContract.list>('GET /users', { query }, signal),
};

/** Query keys: a save, copy, share, publish or deletion refreshes the list and the report. */
export const reportKeys = {
  all: ['reports'] as const,
  lists: () => ['reports', 'list'] as const,
  list: (page: number, q: string) => ['reports', 'list', page, q] as const,
  report: (id: number) => ['reports', 'report', id] as const,
  page: (reportId: number, pageId: number) => ['reports', 'report', reportId, 'page', pageId] as const,
  indicators: () => ['reports', 'indicators'] as const,
  indicator: (key: string, columns: readonly string[], data: readonly string[]) => ['reports', 'indicator', key, columns, data] as const,
  tags: () => ['reports', 'tags'] as const,
  users: (q: string) => ['reports', 'users', q] as const,
};
