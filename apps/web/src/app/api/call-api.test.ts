import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@platform/shared/http/contract';
import type * as CallApiModule from './call-api';
import type { CallName } from './call-api';

// A contract of the shape the features declare: a parameter in the path, a query with an array, a body.
const annotationUpdate = defineCall({
  method: 'PUT',
  path: '/services/indicators/:key/annotations/:id',
  params: z.object({ key: z.string(), id: z.coerce.number() }),
  query: z.object({ columns: z.array(z.string()).optional() }),
  body: z.object({ text: z.string() }),
  response: z.object({ id: z.number() }),
});

let callApi: typeof CallApiModule.callApi;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(async () => {
  vi.resetModules();
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
  fetchMock = vi.fn<typeof fetch>(async () => new Response('{"id":7}', { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  ({ callApi } = await import('./call-api'));
});
afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it("sends the contract's method to its path with the parameters encoded, the query in brackets and the body as JSON", async () => {
    const name: CallName<typeof annotationUpdate> = `${annotationUpdate.method} ${annotationUpdate.path}`;
    expect(name).toBe('PUT /services/indicators/:key/annotations/:id');
    const response = await callApi<typeof annotationUpdate>(name, {
      params: { key: 'ghg/2022 é', id: 3 },
      query: { columns: ['a', 'b'] },
      body: { text: 'Note' },
    });
    expect(response).toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/services/indicators/ghg%2F2022%20%C3%A9/annotations/3?columns%5B%5D=a&columns%5B%5D=b');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"text":"Note"}');
    expect((init?.headers as Record<string, string>)['x-csrf-token']).toBe('page-token');
  });

  it('refuses to call a path whose parameter is missing', () => {
    expect(() =>
      callApi<typeof annotationUpdate>('PUT /services/indicators/:key/annotations/:id', {
        params: { key: 'ghg' } as never,
        body: { text: '' },
      }),
    ).toThrow('Missing path parameter "id"');
  });
});

// Checked by `npm run typecheck` (never run): a call under another name, or with a body of another shape,
// does not compile, so the web cannot drift from the contract.
void (() => {
  // @ts-expect-error another method than the contract's
  void callApi<typeof annotationUpdate>('POST /services/indicators/:key/annotations/:id', { params: { key: 'k', id: 1 }, body: { text: '' } });
  // @ts-expect-error a path the contract does not declare
  void callApi<typeof annotationUpdate>('PUT /services/indicators/:key', { params: { key: 'k', id: 1 }, body: { text: '' } });
  // @ts-expect-error a body of another shape
  void callApi<typeof annotationUpdate>('PUT /services/indicators/:key/annotations/:id', { params: { key: 'k', id: 1 }, body: { note: '' } });
});
