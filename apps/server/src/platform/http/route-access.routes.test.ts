import type { AddressInfo } from 'node:net';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { rawRequest } from '../../test/raw-http.js';
import { TestAgent } from '../../test/test-agent.js';
import { API_DOCS_PREFIX } from './request-context.js';

// Every registered API route, sent over a real connection in several spellings of its path, without a
// session and without a CSRF token: none may answer anything but a refusal.
let t: TestApp;
let port: number;
// The reader holds no role, so every permission route is closed to them.
let readerCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const agent = await new TestAgent(t.app, { ip: '10.30.0.1' }).start();
  await agent.signIn('reader@example.org', DEMO_PASSWORD);
  readerCookie = `sid=${agent.cookies.get('sid')}`;
});
afterAll(() => t.close());

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function apiRoutes(): { method: string; url: string; access: string; csrfExempt: boolean }[] {
  return t.app.routeTable.flatMap((route: RouteOptions) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
      .filter(() => route.url.startsWith('/api/') && !route.url.startsWith(API_DOCS_PREFIX))
      .map((method) => ({ method, url: route.url, access: String(route.config?.access), csrfExempt: route.config?.csrfExempt === true })),
  );
}

/** The only routes another site's page may post to without our token; each checks something else instead. */
const CSRF_EXEMPT = ['POST /api/profile/saml/acs'];

/** A concrete path for a route pattern: each parameter (and a wildcard) filled with a harmless value. */
const concrete = (url: string) => url.replace(/:\w+/g, 'x1').replace(/\*$/, 'x1');

/** Spellings of one path that the router decodes back to it, so they reach the same route. */
function spellingsOf(pathname: string): string[] {
  const encodeAll = (segment: string) => [...segment].map((char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`).join('');
  const segments = pathname.split('/');
  return [
    pathname,
    pathname.replace('/api/', '/%61pi/'),
    segments.map((segment, index) => (index < 2 ? segment : encodeAll(segment))).join('/'),
    `http://127.0.0.1:${port}${pathname}`,
    `http://evil.example${pathname}`,
  ];
}

describe('every API route, in every spelling, refuses a caller without a session or CSRF token', () => {
  it('has routes to check, each registered from a shared contract with the same method and path', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const route of t.app.routeTable.filter((item) => item.url.startsWith('/api/') && !item.url.startsWith(API_DOCS_PREFIX))) {
      const contract = route.config?.contract;
      expect(contract, `${String(route.method)} ${route.url} has no contract`).toBeDefined();
      expect(`/api${contract!.path}`).toBe(route.url);
      // Fastify adds a HEAD route beside each GET, with the GET's options.
      expect([route.method].flat().map((method) => (method === 'HEAD' ? 'GET' : method))).toContain(contract!.method);
    }
  });

  it('exempts no route from the CSRF check but those listed', () => {
    expect(apiRoutes().filter((item) => item.csrfExempt).map((item) => `${item.method} ${item.url}`)).toEqual(CSRF_EXEMPT);
  });

  it('refuses unsafe methods without the CSRF token (403), on every route', async () => {
    for (const route of apiRoutes().filter((item) => UNSAFE.has(item.method) && !item.csrfExempt)) {
      for (const target of spellingsOf(concrete(route.url))) {
        const response = await rawRequest(port, { method: route.method, target, headers: { 'content-type': 'application/json' }, body: '{}' });
        expect(response.status, `${route.method} ${target}`).toBe(403);
        expect(JSON.parse(response.body).code, `${route.method} ${target}`).toBe('INVALID_CSRF_TOKEN');
      }
    }
  });

  it('answers reads of non-public routes without a session with SESSION_EXPIRED (401)', async () => {
    const reads = apiRoutes().filter((item) => !UNSAFE.has(item.method) && item.access !== 'public');
    expect(reads.length).toBeGreaterThan(0);
    for (const route of reads) {
      for (const target of spellingsOf(concrete(route.url))) {
        const response = await rawRequest(port, { method: route.method, target });
        expect(response.status, `${route.method} ${target}`).toBe(401);
        expect(JSON.parse(response.body).code, `${route.method} ${target}`).toBe('SESSION_EXPIRED');
      }
    }
  });

  it('answers reads of permission routes to a signed-in user without the permission with ACCESS_DENIED (403)', async () => {
    const reads = apiRoutes().filter((item) => !UNSAFE.has(item.method) && !['public', 'signedIn'].includes(item.access));
    expect(reads.length).toBeGreaterThan(0);
    for (const route of reads) {
      for (const target of spellingsOf(concrete(route.url))) {
        const response = await rawRequest(port, { method: route.method, target, headers: { cookie: readerCookie } });
        expect(response.status, `${route.method} ${target}`).toBe(403);
        expect(JSON.parse(response.body).code, `${route.method} ${target}`).toBe('ACCESS_DENIED');
      }
    }
  });
});
