import { AUTHENTICITY_TOKEN_FIELD } from '@platform/shared/files/upload-rules';
import type { ResponseOf } from '@platform/shared/http/contract';
import { API_BASE, CSRF_HEADER } from '@platform/shared/http/page-globals';
import { IMPORT_FILE_FIELD } from '@platform/shared/imports/import-limits';
import type { importsContract } from '@platform/shared/imports/imports.contract';
import type { ImportMapping } from '@platform/shared/imports/imports.schemas';
import { apiRequest } from '../../app/api/api-client';
import { ApiError } from '../../app/api/api-error';
import { csrfToken } from '../../app/api/csrf-token';

type Created = ResponseOf<typeof importsContract.create>;

/** What one `POST /api/import` sends: the file, its subject, and how to read it. */
export interface ImportUpload {
  file: File;
  subject: string;
  dryRun: boolean;
  /** Writes the rows without errors and leaves the others (an import, never a dry run). */
  onlyValid?: boolean;
  /** Column header → target; none lets the server match the columns itself. */
  mapping?: ImportMapping;
}

/**
 * Sends a spreadsheet to dry-run or import. The app's upload call sends files under `upload` only, while an
 * import is one `file` with text fields beside it (importFormSchema), so this builds its own multipart body,
 * with the CSRF token as the header and as `authenticity_token` like every upload. The same File may be sent
 * again (a dry run with a corrected mapping, then the import): the browser reads it from disk each time.
 */
export async function postImport(upload: ImportUpload, signal?: AbortSignal): Promise<Created> {
  // A first-time visitor's page carries no token yet: asking for the profile gives one.
  if (!csrfToken()) await apiRequest('GET', '/profile');
  try {
    return await send(upload, signal);
  } catch (error) {
    // A token made stale by a sign-in in another tab: fetch the current one and send once more.
    if (error instanceof ApiError && error.code === 'INVALID_CSRF_TOKEN') {
      await apiRequest('GET', '/profile');
      return send(upload, signal);
    }
    throw error;
  }
}

/** The multipart body, text fields first: the server reads it in order and checks them before it keeps the file. */
export function importFormData(upload: ImportUpload, token: string): FormData {
  const form = new FormData();
  form.append(AUTHENTICITY_TOKEN_FIELD, token);
  form.append('responseType', 'json');
  form.append('subject', upload.subject);
  form.append('dry_run', String(upload.dryRun));
  if (upload.onlyValid) form.append('only_valid', 'true');
  if (upload.mapping && Object.keys(upload.mapping).length > 0) form.append('mapping', JSON.stringify(upload.mapping));
  form.append(IMPORT_FILE_FIELD, upload.file, upload.file.name);
  return form;
}

async function send(upload: ImportUpload, signal?: AbortSignal): Promise<Created> {
  const token = csrfToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/import`, {
      method: 'POST',
      credentials: 'include',
      signal,
      // No content-type: the browser writes multipart/form-data with its boundary.
      headers: { accept: 'application/json', [CSRF_HEADER]: token },
      body: importFormData(upload, token),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, undefined, 'POST', true);
  }
  const body = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, body, 'POST', true);
  return body as Created;
}
