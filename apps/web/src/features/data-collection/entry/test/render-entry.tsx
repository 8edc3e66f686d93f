import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { AppProviders } from '../../../../app/AppProviders';
import { QueryLayer } from '../../../../app/query/QueryLayer';
import { demoGlobals } from '../../../../test/render-in-app';
import { contributor } from './entry-fixtures';

/** Where the router is, shown by the pages the tests do not render. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

/**
 * Renders one of the entry pages at `path` in the app's providers and data cache, under the route it
 * has in the app (so its params are read), with the contributor signed in.
 */
export function renderEntryPage(route: string, Page: ComponentType, path: string, options: { profile?: Profile; locale?: 'en' | 'fr' } = {}) {
  const profile = { ...(options.profile ?? contributor), locale: options.locale ?? 'en' };
  const router = createMemoryRouter(
    [
      { path: route, element: <Page /> },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders globals={demoGlobals({ profile })}>
      <QueryLayer>
        <RouterProvider router={router} />
      </QueryLayer>
    </AppProviders>,
  );
  return { ...view, router };
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

export type Handler = (request: { method: string; path: string; query: URLSearchParams; body: unknown }) => Response | Promise<Response> | undefined;

/** A fetch answering from the handlers in turn (the first that answers); every call is kept to be looked at. */
export function fakeServer(...handlers: Handler[]) {
  const calls: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const address = new URL(String(url), 'http://localhost');
    const request = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: address.pathname.replace(/^\/api/, ''),
      query: address.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    for (const handler of handlers) {
      const answer = await handler(request);
      if (answer) return answer;
    }
    return json({ code: 'NOT_FOUND', feedback: `no fake for ${request.method} ${request.path}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Answers `method path` (exactly) with the given body, or with what the function gives. */
export const on =
  (method: string, path: string, answer: unknown | ((request: Parameters<Handler>[0]) => Response | unknown)): Handler =>
  (request) => {
    if (request.method !== method || request.path !== path) return undefined;
    const result = typeof answer === 'function' ? (answer as (r: typeof request) => unknown)(request) : answer;
    return result instanceof Response ? result : json(result);
  };
