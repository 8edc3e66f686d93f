import { AUTHENTICITY_TOKEN_FIELD, UPLOAD_FIELD } from '@platform/shared/files/upload-rules';
import { type CallContract, type ResponseOf } from '@platform/shared/http/contract';
import { API_BASE, CSRF_HEADER } from '@platform/shared/http/page-globals';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import type { CallName } from './call-api';
import { csrfToken } from './csrf-token';
import { toQueryString, type QueryValue } from './query-string';

/**
 * Uploads files through a shared upload call (`uploadFiles<typeof filesContract.uploadAttachments>('POST
 * /ckeditor/attachment_files', files)`): a multipart POST with the files in `upload` and the CSRF token both
 * as the header and as `authenticity_token`, ahead of the files (spec §7). Failures throw an ApiError, as
 * every call does; a token made stale by another tab is fetched again and the upload retried once.
 */
export async function uploadFiles<C extends CallContract>(
  name: CallName<C>,
  files: readonly File[],
  options: { query?: Record<string, QueryValue>; signal?: AbortSignal } = {},
): Promise<ResponseOf<C>> {
  const path = `${name.slice(name.indexOf(' ') + 1)}${toQueryString(options.query)}`;
  return postMultipart<ResponseOf<C>>(
    path,
    (form) => {
      for (const file of files) form.append(UPLOAD_FIELD, file, file.name);
    },
    options.signal,
  );
}

/**
 * POSTs a multipart body to an upload route: the CSRF token as the header and as `authenticity_token`, first
 * in the body (the server reads the body in order and checks it before it keeps any file), `responseType`, then
 * what `fill` appends. A first-time visitor's missing token is fetched first; a token made stale by another
 * tab is fetched again and the body sent once more (built anew: a File is read from disk each time). Failures
 * throw an ApiError, as every call does.
 */
export async function postMultipart<T>(path: string, fill: (form: FormData) => void, signal?: AbortSignal): Promise<T> {
  if (!csrfToken()) await apiRequest('GET', '/profile');
  try {
    return await send<T>(path, fill, signal);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INVALID_CSRF_TOKEN') {
      await apiRequest('GET', '/profile');
      return send<T>(path, fill, signal);
    }
    throw error;
  }
}

async function send<T>(path: string, fill: (form: FormData) => void, signal?: AbortSignal): Promise<T> {
  const token = csrfToken();
  const form = new FormData();
  form.append(AUTHENTICITY_TOKEN_FIELD, token);
  form.append('responseType', 'json');
  fill(form);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      credentials: 'include',
      signal,
      // No content-type: the browser writes multipart/form-data with its boundary.
      headers: { accept: 'application/json', [CSRF_HEADER]: token },
      body: form,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, undefined, 'POST', true);
  }
  const body = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, body, 'POST', true);
  return body as T;
}
