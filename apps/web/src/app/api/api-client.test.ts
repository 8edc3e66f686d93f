import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClientModule from './api-client';
import type * as ApiErrorModule from './api-error';

let apiRequest: typeof ApiClientModule.apiRequest;
let api: typeof ApiClientModule.api;
let ApiError: typeof ApiErrorModule.ApiError;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

/** The URL and init of the n-th fetch call. */
function call(index: number): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  if (init === undefined) throw new Error(`fetch was not called ${index + 1} times`);
  return { url: String(url), init, headers: init.headers as Record<string, string> };
}

async function caught(promise: Promise<unknown>): Promise<InstanceType<typeof ApiErrorModule.ApiError>> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as InstanceType<typeof ApiErrorModule.ApiError>;
}

beforeEach(async () => {
  // The token is cached by the module: a fresh module per test reads the meta tag afresh.
  vi.resetModules();
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  ({ apiRequest, api } = await import('./api-client'));
  ({ ApiError } = await import('./api-error'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('apiRequest: the request it sends', () => {
  it('sends a GET under /api with the session cookie, bracket params, no body and no token', async () => {
    fetchMock.mockResolvedValueOnce(json({ key: 'ghg' }));
    await expect(api.get('/services/indicators/ghg', { query: { columns: ['a', 'b'], year: 2021 } })).resolves.toEqual({
      key: 'ghg',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { url, init, headers } = call(0);
    expect(url).toBe('/api/services/indicators/ghg?columns%5B%5D=a&columns%5B%5D=b&year=2021');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(headers).toEqual({ accept: 'application/json' });
  });

  it('sends a JSON payload with its content type and the page token', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 1 }, 201));
    await expect(api.post('/roles', { name: 'Editors', permissions: ['reports.manage'] })).resolves.toEqual({ id: 1 });
    const { url, init, headers } = call(0);
    expect(url).toBe('/api/roles');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"name":"Editors","permissions":["reports.manage"]}');
    expect(headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      'x-csrf-token': 'page-token',
    });
  });

  it.each([
    ['PUT', () => api.put('/reports/3/share')],
    ['POST', () => api.post('/users/3/unarchive')],
    ['DELETE', () => api.delete('/users/3')],
  ])('sends the token but no body or content type on a %s without payload', async (method, request) => {
    fetchMock.mockResolvedValueOnce(json({ id: 3 }));
    await request();
    const { init, headers } = call(0);
    expect(init.method).toBe(method);
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(headers).toEqual({ accept: 'application/json', 'x-csrf-token': 'page-token' });
  });

  it('sends the token on PATCH through apiRequest', async () => {
    fetchMock.mockResolvedValueOnce(json({}));
    await apiRequest('PATCH', '/templates/1', { body: { name: 'x' } });
    expect(call(0).headers['x-csrf-token']).toBe('page-token');
    expect(call(0).headers['content-type']).toBe('application/json');
  });

  it("asks for a token first when the page carries none (a first-time visitor's page)", async () => {
    document.head.innerHTML = '<meta name="csrf-token" content="">';
    fetchMock.mockResolvedValueOnce(json({ profile: null, csrf_token: 'fresh-token' })).mockResolvedValueOnce(json({}));
    await api.post('/profile/sign_in', { email: 'a@b.c', password: 'x' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(call(0).url).toBe('/api/profile');
    expect(call(0).init.method).toBe('GET');
    expect(call(1).url).toBe('/api/profile/sign_in');
    expect(call(1).headers['x-csrf-token']).toBe('fresh-token');
  });

  it('passes the abort signal on', async () => {
    const controller = new AbortController();
    fetchMock.mockResolvedValueOnce(json([]));
    await api.get('/search', { signal: controller.signal });
    expect(call(0).init.signal).toBe(controller.signal);
  });
});

describe('apiRequest: the answer it reads', () => {
  it('answers null for a 204', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api.delete('/reports/1')).resolves.toBeNull();
  });

  it('uses a csrf_token from an answer for the next requests, and writes it into the page', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ profile: {}, sign_in_path: '/admin', csrf_token: 'signed-in-token' }))
      .mockResolvedValueOnce(json({}))
      .mockResolvedValueOnce(json({}));
    await api.post('/profile/sign_in', { email: 'a@b.c', password: 'secret' });
    await api.put('/profile', { locale: 'fr' });
    await api.delete('/reports/1');
    expect(call(0).headers['x-csrf-token']).toBe('page-token');
    expect(call(1).headers['x-csrf-token']).toBe('signed-in-token');
    expect(call(2).headers['x-csrf-token']).toBe('signed-in-token');
    expect(document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content).toBe('signed-in-token');
  });

  it('takes a csrf_token from a GET answer too', async () => {
    fetchMock.mockResolvedValueOnce(json({ profile: null, csrf_token: 'anonymous-token' })).mockResolvedValueOnce(json({}));
    await api.get('/profile');
    await api.post('/profile/password/recover', { email: 'a@b.c' });
    expect(call(1).headers['x-csrf-token']).toBe('anonymous-token');
  });

  it('ignores a csrf_token that is not a string', async () => {
    fetchMock.mockResolvedValueOnce(json({ csrf_token: 42 })).mockResolvedValueOnce(json({}));
    await api.get('/profile');
    await api.put('/profile', { locale: 'en' });
    expect(call(1).headers['x-csrf-token']).toBe('page-token');
  });
});

describe('apiRequest: failures', () => {
  it('throws an INVALID ApiError with code, feedback and details for a 422 on a POST with payload', async () => {
    const details = { name: [{ error: 'BLANK' }], 'settings.dates.end_of_time': [{ error: 'INVALID_DATE' }] };
    fetchMock.mockResolvedValueOnce(json({ code: 'INVALID_RECORD', feedback: 'Fix the errors.', details }, 422));
    const error = await caught(api.post('/roles', { name: '' }));
    expect(error.status).toBe(422);
    expect(error.kind).toBe('INVALID');
    expect(error.code).toBe('INVALID_RECORD');
    expect(error.feedback).toBe('Fix the errors.');
    expect(error.details).toEqual(details);
    expect(error.message).toBe('Fix the errors.');
  });

  it('does not call a 422 on a DELETE a form failure', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 'INVALID_RECORDS', feedback: 'No.' }, 422));
    const error = await caught(api.delete('/reports/1'));
    expect(error.kind).toBe('INTERNAL_ERROR');
    expect(error.code).toBe('INVALID_RECORDS');
  });

  it.each([
    [401, 'PASSWORD_EXPIRED', 'PASSWORD_EXPIRED'],
    [401, 'SESSION_EXPIRED', 'SESSION_EXPIRED'],
    [403, 'ACCESS_DENIED', 'ACCESS_DENIED'],
    [404, 'NOT_FOUND', 'NOT_FOUND'],
    [419, 'TEMPORARY_PASSWORD', 'TEMPORARY_PASSWORD'],
    [503, 'CLIENT_IN_MAINTENANCE', 'CLIENT_IN_MAINTENANCE'],
    [500, 'INTERNAL_ERROR', 'INTERNAL_ERROR'],
  ])('maps a %i %s answer to the kind %s', async (status, code, kind) => {
    fetchMock.mockResolvedValueOnce(json({ code, feedback: `feedback for ${code}` }, status));
    const error = await caught(api.get('/profile'));
    expect(error.status).toBe(status);
    expect(error.kind).toBe(kind);
    expect(error.code).toBe(code);
    expect(error.feedback).toBe(`feedback for ${code}`);
    expect(error.details).toEqual({});
  });

  it('makes an INTERNAL_ERROR of a failure whose body is not JSON', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const error = await caught(api.get('/progress'));
    expect(error.status).toBe(502);
    expect(error.kind).toBe('INTERNAL_ERROR');
    expect(error.code).toBe('INTERNAL_ERROR');
    expect(error.feedback).toBe('');
    expect(error.details).toEqual({});
  });

  it('still maps by status when a JSON body is malformed', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{oops', { status: 401, headers: { 'content-type': 'application/json' } }));
    const error = await caught(api.get('/profile'));
    expect(error.kind).toBe('SESSION_EXPIRED');
  });

  it('makes a network failure an ApiError of status 0 and kind INTERNAL_ERROR', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await caught(api.put('/profile', { locale: 'fr' }));
    expect(error.status).toBe(0);
    expect(error.kind).toBe('INTERNAL_ERROR');
    expect(error.code).toBe('NETWORK_ERROR');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets an abort through as it is', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockRejectedValueOnce(abort);
    await expect(api.get('/search')).rejects.toBe(abort);
  });

  it('does not retry an ordinary 403', async () => {
    fetchMock.mockResolvedValue(json({ code: 'ACCESS_DENIED', feedback: '' }, 403));
    const error = await caught(api.post('/roles', { name: 'x' }));
    expect(error.kind).toBe('ACCESS_DENIED');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('apiRequest: a stale CSRF token', () => {
  it('fetches the profile once for a fresh token and retries the request once with it', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ code: 'INVALID_CSRF_TOKEN', feedback: 'Stale token.' }, 403))
      .mockResolvedValueOnce(json({ profile: null, csrf_token: 'fresh-token' }))
      .mockResolvedValueOnce(json({ id: 7 }, 201));
    await expect(api.post('/reports', { name: 'Annual' }, { query: { copy: 1 } })).resolves.toEqual({ id: 7 });

    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(call(0).url).toBe('/api/reports?copy=1');
    expect(call(0).headers['x-csrf-token']).toBe('page-token');

    expect(call(1).url).toBe('/api/profile');
    expect(call(1).init.method).toBe('GET');
    expect(call(1).init.credentials).toBe('include');
    expect(call(1).headers).toEqual({ accept: 'application/json' });

    expect(call(2).url).toBe('/api/reports?copy=1');
    expect(call(2).init.method).toBe('POST');
    expect(call(2).init.body).toBe('{"name":"Annual"}');
    expect(call(2).headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      'x-csrf-token': 'fresh-token',
    });
  });

  it('retries only once: a second refusal is thrown', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ code: 'INVALID_CSRF_TOKEN', feedback: '' }, 403))
      .mockResolvedValueOnce(json({ profile: null, csrf_token: 'fresh-token' }))
      .mockResolvedValueOnce(json({ code: 'INVALID_CSRF_TOKEN', feedback: 'Still stale.' }, 403))
      .mockResolvedValue(json({ profile: null, csrf_token: 'another-token' }));
    const error = await caught(api.delete('/reports/1'));
    expect(error.code).toBe('INVALID_CSRF_TOKEN');
    expect(error.kind).toBe('ACCESS_DENIED');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/profile')).toHaveLength(1);
  });

  it('throws the profile failure and does not retry when the profile cannot be read', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ code: 'INVALID_CSRF_TOKEN', feedback: '' }, 403))
      .mockResolvedValueOnce(json({ code: 'CLIENT_IN_MAINTENANCE', feedback: '' }, 503));
    const error = await caught(api.put('/profile', { locale: 'fr' }));
    expect(error.kind).toBe('CLIENT_IN_MAINTENANCE');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('an impersonation the server ended', () => {
  const ended = (redirect_url: string) =>
    json({ code: 'ACCESS_DENIED', feedback: '', details: { base: [{ error: 'IMPERSONATION_ENDED', reason: 'WIDER_RIGHTS', redirect_url }] } }, 403);

  it('loads the page the server names afresh, saying why, and still fails the call', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(ended('/admin'));
    expect((await caught(api.get('/progress'))).kind).toBe('ACCESS_DENIED');
    expect(assign).toHaveBeenCalledWith('/admin?impersonation_ended=WIDER_RIGHTS');
    assign.mockRestore();
  });

  it('never follows a target off the site', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(ended('/\t/evil.example/phish'));
    await caught(api.get('/progress'));
    expect(assign).toHaveBeenCalledWith('/?impersonation_ended=WIDER_RIGHTS');
    assign.mockRestore();
  });

  it('leaves any other refusal to the caller', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(json({ code: 'ACCESS_DENIED', feedback: '' }, 403));
    await caught(api.get('/progress'));
    expect(assign).not.toHaveBeenCalled();
    assign.mockRestore();
  });
});
