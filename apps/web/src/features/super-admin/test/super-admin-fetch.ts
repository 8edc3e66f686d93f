import { afterEach, beforeEach, vi } from 'vitest';

/** A JSON answer of the server, as the API client reads it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

/**
 * Replaces fetch in every test of the file (the page carrying its CSRF token) with a mock that starts
 * each test empty; each test says what the server answers.
 */
export function stubFetchEachTest() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}
