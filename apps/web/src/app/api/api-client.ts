import { API_BASE, CSRF_HEADER } from '@platform/shared/http/page-globals';
import { sameOriginPath } from '@platform/shared/http/same-origin-path';
import { IMPERSONATION_ENDED, IMPERSONATION_ENDED_PARAM } from '@platform/shared/users/impersonation-ended';
import { ApiError } from './api-error';
import { csrfToken, setCsrfToken } from './csrf-token';
import { toQueryString, type QueryValue } from './query-string';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The one way the web app calls the server: base /api, JSON both ways, the
 * session cookie, the CSRF header, bracket array params. Failures throw an
 * ApiError carrying the spec's error kind.
 */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  // A first-time visitor's page carries no token yet: asking for the profile gives one.
  if (method !== 'GET' && !csrfToken()) await send('GET', '/profile', {});
  try {
    return await send<T>(method, path, options);
  } catch (error) {
    // The session changed in another tab (sign-in or sign-out): fetch the current token and try once more.
    if (error instanceof ApiError && error.code === 'INVALID_CSRF_TOKEN') {
      await send('GET', '/profile', {});
      return send<T>(method, path, options);
    }
    throw error;
  }
}

async function send<T>(method: Method, path: string, options: RequestOptions): Promise<T> {
  const hasPayload = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${toQueryString(options.query)}`, {
      method,
      credentials: 'include',
      signal: options.signal,
      headers: {
        accept: 'application/json',
        ...(hasPayload ? { 'content-type': 'application/json' } : {}),
        ...(method === 'GET' ? {} : { [CSRF_HEADER]: csrfToken() }),
      },
      body: hasPayload ? JSON.stringify(options.body) : undefined,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, undefined, method, hasPayload);
  }
  const body = await readJson(response);
  if (!response.ok) {
    const error = new ApiError(response.status, body as never, method, hasPayload);
    leaveEndedImpersonation(error);
    throw error;
  }
  const token = (body as { csrf_token?: unknown } | null)?.csrf_token;
  if (typeof token === 'string') setCsrfToken(token);
  return body as T;
}

/**
 * The server ended this session's impersonation (the rights of one side changed): the session is the
 * administrator's own again, so the page is loaded afresh where the server says, once it is checked to stay
 * on this site.
 */
function leaveEndedImpersonation(error: ApiError): void {
  const ended = error.status === 403 ? error.details.base?.find((item) => item.error === IMPERSONATION_ENDED) : undefined;
  if (!ended) return;
  const target = new URL(sameOriginPath(ended.redirect_url, window.location.origin) ?? '/', window.location.origin);
  if (typeof ended.reason === 'string') target.searchParams.set(IMPERSONATION_ENDED_PARAM, ended.reason);
  window.location.assign(`${target.pathname}${target.search}`);
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
