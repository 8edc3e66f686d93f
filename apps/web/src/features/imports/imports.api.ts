import type { importsContract as contract } from '@platform/shared/imports/imports.contract';
import type { Import } from '@platform/shared/imports/imports.schemas';
import { API_BASE } from '@platform/shared/http/page-globals';
import { callApi } from '../../app/api/call-api';
import { toQueryString } from '../../app/api/query-string';
import { postImport, type ImportUpload } from './import-upload';

type C = typeof contract;

/** The import calls (spec §7, Exports and imports), typed by the shared contract. */
export const importsApi = {
  list: (query: { page?: number; subject?: string }, signal?: AbortSignal) => callApi<C['list']>('GET /import', { query }, signal),
  show: (id: number, signal?: AbortSignal) => callApi<C['show']>('GET /import/:id', { params: { id } }, signal),
  cancel: (id: number) => callApi<C['cancel']>('POST /import/:id/cancel', { params: { id } }),
  remove: (id: number) => callApi<C['remove']>('DELETE /import/:id', { params: { id } }),
  /** The multipart upload of a file to dry-run or import (`POST /import`). */
  create: (upload: ImportUpload, signal?: AbortSignal): Promise<{ import: Import }> => postImport(upload, signal),
};

/** Where the xlsx template of a subject for a period is downloaded (a plain link: the browser sends the session cookie). */
export const importTemplateUrl = (subject: string, period: string, locale: 'en' | 'fr') => `${API_BASE}/import/template${toQueryString({ subject, period, locale })}`;

/** Where an import's sheet with its error column is downloaded. */
export const importReportUrl = (id: number) => `${API_BASE}/import/${id}/report`;

/** Query keys: a cancel or a delete refreshes the lists and the import. */
export const importKeys = {
  all: ['imports'] as const,
  lists: () => ['imports', 'list'] as const,
  list: (query: { page: number; subject?: string }) => ['imports', 'list', query] as const,
  show: (id: number) => ['imports', 'show', id] as const,
};
