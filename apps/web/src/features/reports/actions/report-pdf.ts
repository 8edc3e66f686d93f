import { API_BASE } from '@platform/shared/http/page-globals';
import type { Locale } from '@platform/shared/i18n/locales';
import type { ErrorEnvelope } from '@platform/shared/errors/error-codes';
import { ApiError } from '../../../app/api/api-error';

/** How often the PDF being made is asked for again. */
export const REPORT_PDF_POLL_MS = 1000;

export type ReportPdfAnswer =
  | { kind: 'pending'; state: 'queued' | 'rendering'; progress: { done: number; total: number } }
  | { kind: 'ready'; blob: Blob; fileName: string };

/** The file name a Content-Disposition header gives (`filename*=UTF-8''…` first), if any. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Badly encoded: the plain name, if there is one.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || null;
}

/**
 * GET /api/reports/{id}/pdf?locale=: the file itself when the report's current version is rendered (200), else
 * how far its rendering is (202, after queueing it). The one call of the web that answers a file rather than
 * JSON, so it is read here (the session cookie, like every call; a GET needs no CSRF header); a failure throws
 * the same ApiError as any call (422 with the details of what cannot be rendered).
 */
export async function fetchReportPdf(id: number, locale: Locale, signal?: AbortSignal): Promise<ReportPdfAnswer> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/reports/${id}/pdf?locale=${locale}`, {
      credentials: 'include',
      signal,
      headers: { accept: 'application/pdf, application/json' },
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, undefined, 'GET', false);
  }
  if (response.status === 202) {
    const body = (await response.json()) as { state: 'queued' | 'rendering'; progress: { done: number; total: number } };
    return { kind: 'pending', state: body.state, progress: body.progress };
  }
  if (response.ok) return { kind: 'ready', blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) ?? `report-${id}-${locale}.pdf` };
  let body: Partial<ErrorEnvelope> | undefined;
  try {
    body = (await response.json()) as Partial<ErrorEnvelope>;
  } catch {
    body = undefined;
  }
  throw new ApiError(response.status, body, 'GET', false);
}
