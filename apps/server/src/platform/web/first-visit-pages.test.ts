import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { TestAgent } from '../../test/test-agent.js';

// Over a real connection (the first-visit answer comes from the HTTP server itself, before the
// app's routing, so `inject` would not see it), with the client cached as in production.
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ env: { CLIENT_CACHE_TTL_MS: '60000' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });
const title = (html: string) => JSON.parse(html.match(/<script type="application\/json" id="page-globals">(.*?)<\/script>/s)![1]!).client.title;

describe('a first-time visitor’s page', () => {
  it('is the page the app renders for a visitor, with the same security headers', async () => {
    await get('/indicators'); // fills the client cache the way any first request does
    const firstVisit = await get('/indicators/faits_saillants/economie/highlights_economy', { 'accept-encoding': 'identity' });
    // A visitor who has a cookie (here only the language) goes through the app's page route.
    const throughApp = await get('/indicators/faits_saillants/economie/highlights_economy', {
      'accept-encoding': 'identity',
      cookie: 'locale=en',
    });
    expect(firstVisit.status).toBe(200);
    expect(await firstVisit.text()).toBe(await throughApp.text());
    for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'content-type', 'cache-control', 'vary']) {
      expect(firstVisit.headers.get(name), name).toBe(throughApp.headers.get(name));
    }
    expect(firstVisit.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(firstVisit.headers.get('cache-control')).toBe('no-store');
    expect(firstVisit.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(firstVisit.headers.get('set-cookie')).toBeNull();
  });

  it('gives each answer its own request id', async () => {
    await get('/');
    const ids = await Promise.all([get('/'), get('/'), get('/', { 'accept-encoding': 'br' })].map(async (r) => (await r).headers.get('x-request-id')));
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is compressed for browsers that accept it', async () => {
    await get('/');
    const response = await get('/', { 'accept-encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    const html = await response.text(); // fetch decodes it by its content-encoding
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('home-banner-480.avif 480w');
  });

  it('shows a change of the client at once', async () => {
    await get('/');
    const admin = await new TestAgent(t.app).start();
    await admin.signIn('admin@example.org', DEMO_PASSWORD);
    const current = (await admin.get('/api/services/clients')).json();
    try {
      expect((await admin.put('/api/services/clients', { title: 'Renamed report', settings: current.settings })).statusCode).toBe(200);
      expect(title(await (await get('/')).text())).toBe('Renamed report');
    } finally {
      await admin.put('/api/services/clients', { title: current.title, settings: current.settings });
    }
    expect(title(await (await get('/')).text())).toBe(current.title);
  });

  it('leaves the API, files and other methods to the app', async () => {
    await get('/');
    const api = await get('/api/no/such/thing');
    expect(api.status).toBe(404);
    expect(((await api.json()) as { code: string }).code).toBe('NOT_FOUND');
    expect((await get('/assets/no-such-file.js')).status).toBe(404);
    // Another method goes through the app, which refuses an unsafe request without its CSRF token.
    const post = await fetch(`${base}/`, { method: 'POST' });
    expect(post.status).toBe(403);
    expect(((await post.json()) as { code: string }).code).toBe('INVALID_CSRF_TOKEN');
  });
});
