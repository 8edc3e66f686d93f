import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../tenancy/tenancy.tables.js';
import { outbox } from '../mail/mail.tables.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { rawRequest, type RawResponse } from '../../test/raw-http.js';
import { TestAgent } from '../../test/test-agent.js';

// Each finding of the security review, replayed over a real connection the way it was found, with
// its variants. The request targets are sent exactly as written (see rawRequest).
let t: TestApp;
let port: number;
let distDir: string;
beforeAll(async () => {
  // A build folder of our own, with a source map beside its script.
  distDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'assets', 'app-1234.js'), 'console.log(1);');
  writeFileSync(path.join(distDir, 'assets', 'app-1234.js.map'), '{"version":3,"sources":["secret.ts"]}');
  t = await createTestApp({ overrides: { webDistDir: distDir } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const send = (method: string, target: string, headers: Record<string, string> = {}, body?: string) =>
  rawRequest(port, { method, target, headers, body });
const json = (response: RawResponse) => JSON.parse(response.body) as { code: string; feedback: string };

/** A signed-in browser's cookie and CSRF token, to send or leave out on raw requests. */
async function signedIn(email: string) {
  const agent = await new TestAgent(t.app, { ip: '10.20.0.1' }).start();
  expect((await agent.signIn(email, DEMO_PASSWORD)).statusCode).toBe(200);
  return { cookie: `sid=${agent.cookies.get('sid')}`, csrf: agent.csrfToken };
}

/** Ways of writing /api/services/super_admin/outbox that the router may match to that route. */
const OUTBOX_SPELLINGS = [
  '/%61pi/services/super_admin/outbox?limit=1',
  '/%61%70%69/%73ervices/super_admin/outbox?limit=1',
  '/api/services/super%5Fadmin/outbox?limit=1',
  '/api/services/super_admin/%6F%75%74%62%6F%78?limit=1',
  '/api/services/super_admin/outbox/?limit=1',
  '//api/services/super_admin/outbox?limit=1',
  '/api//services/super_admin/outbox?limit=1',
  '/api/./services/super_admin/outbox?limit=1',
  '/api/services/../services/super_admin/outbox?limit=1',
  '/api/services/super_admin/outbox;jsessionid=1?limit=1',
  '/api;x=1/services/super_admin/outbox?limit=1',
  '/API/services/super_admin/outbox?limit=1',
  '/Api/Services/Super_Admin/Outbox?limit=1',
  '/api%2Fservices%2Fsuper_admin%2Foutbox?limit=1',
];

describe('finding 1: access and CSRF are decided from the matched route, not the URL spelling', () => {
  it.each(OUTBOX_SPELLINGS)('GET %s without a session never reaches the outbox', async (target) => {
    for (const form of [target, `http://127.0.0.1:${port}${target}`]) {
      const response = await send('GET', form);
      expect(response.status, form).not.toBe(200);
      expect(response.status, form).toBeLessThan(500);
      expect(response.body, form).not.toContain('profile/password?token=');
    }
  });

  it('answers the spellings the router does match with SESSION_EXPIRED', async () => {
    for (const target of [OUTBOX_SPELLINGS[0]!, OUTBOX_SPELLINGS[1]!, OUTBOX_SPELLINGS[2]!, OUTBOX_SPELLINGS[3]!]) {
      const response = await send('GET', target);
      expect(response.status, target).toBe(401);
      expect(json(response).code, target).toBe('SESSION_EXPIRED');
    }
    const absolute = await send('GET', `http://127.0.0.1:${port}/api/services/super_admin/outbox?limit=1`);
    expect(absolute.status).toBe(401);
  });

  it('keeps the outbox from a signed-in user without the permission, however it is spelled', async () => {
    const { cookie } = await signedIn('contributor@example.org');
    for (const target of OUTBOX_SPELLINGS) {
      const response = await send('GET', target, { cookie });
      expect([403, 404], target).toContain(response.status);
      expect(response.body, target).not.toContain('profile/password?token=');
    }
  });

  it("cannot change the client's configuration through an encoded path, without a session or without the token", async () => {
    const [before] = await t.db.select().from(clients);
    const body = JSON.stringify({ title: 'Taken over', settings: before!.settings });
    const headers = { 'content-type': 'application/json' };
    const admin = await signedIn('admin@example.org');
    for (const target of ['/%61pi/services/clients', '/api/services/%63lients', `http://127.0.0.1:${port}/api/services/clients`]) {
      const anonymous = await send('PUT', target, headers, body);
      expect(anonymous.status, target).toBe(403);
      expect(json(anonymous).code, target).toBe('INVALID_CSRF_TOKEN');
      const noToken = await send('PUT', target, { ...headers, cookie: admin.cookie }, body);
      expect(noToken.status, target).toBe(403);
      expect(json(noToken).code, target).toBe('INVALID_CSRF_TOKEN');
    }
    const [after] = await t.db.select().from(clients);
    expect(after!.title).toBe(before!.title);
  });

  it('refuses an absolute-form unsafe request without the CSRF token', async () => {
    const { cookie } = await signedIn('reader@example.org');
    const response = await send('PUT', `http://127.0.0.1:${port}/api/profile`, { cookie, 'content-type': 'application/json' }, '{"locale":"fr"}');
    expect(response.status).toBe(403);
    expect(json(response).code).toBe('INVALID_CSRF_TOKEN');
  });

  it('answers a signed-in route without a session with SESSION_EXPIRED, never a 500', async () => {
    // A visitor's own token passes the CSRF check; the route's access then asks for a session.
    const visitor = await new TestAgent(t.app).start();
    const headers = { cookie: `sid=${visitor.cookies.get('sid')}`, 'x-csrf-token': visitor.csrfToken, 'content-type': 'application/json' };
    for (const target of ['/%61pi/profile', '/api/profil%65', `http://127.0.0.1:${port}/api/profile`]) {
      const response = await send('PUT', target, headers, '{"locale":"fr"}');
      expect(response.status, target).toBe(401);
      expect(json(response).code, target).toBe('SESSION_EXPIRED');
    }
  });

  it('refuses an unsafe method without the token on page routes and unknown paths too', async () => {
    for (const target of ['/', '/admin', '/no/such/page', '/api/no/such/route']) {
      const response = await send('POST', target, { 'content-type': 'application/json' }, '{}');
      expect(response.status, target).toBe(403);
      expect(json(response).code, target).toBe('INVALID_CSRF_TOKEN');
    }
  });
});

describe('finding 2: emailed links use the configured public address only', () => {
  const lastLink = async (email: string) => {
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(1);
    return mail!.body.match(/https?:\/\/\S+/)![0];
  };
  const recover = async (host: string, ip: string) => {
    const agent = await new TestAgent(t.app, { ip }).start();
    const response = await send(
      'POST',
      '/api/profile/password/recover',
      { host, cookie: `sid=${agent.cookies.get('sid')}`, 'x-csrf-token': agent.csrfToken, 'content-type': 'application/json' },
      JSON.stringify({ email: 'super@example.org' }),
    );
    expect(response.status).toBe(200);
  };

  it('never takes the host of a reset link from a Host header it does not know', async () => {
    for (const host of ['evil.example', 'evil.example:80', 'localhost.evil.example', '127.0.0.1.evil.example']) {
      await recover(host, '10.21.0.1');
      const link = await lastLink('super@example.org');
      expect(link, host).toMatch(new RegExp(`^http://localhost:${t.config.port}/profile/password\\?token=`));
    }
  });

  it("uses this machine's own address when the request came to it (development)", async () => {
    await recover(`127.0.0.1:${port}`, '10.21.0.2');
    expect(await lastLink('super@example.org')).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/profile/password\\?token=`));
  });

  it('uses PUBLIC_URL whenever it is set, whatever the Host header', async () => {
    const configured = await createTestApp({ env: { PUBLIC_URL: 'https://sustainability.example.org/' } });
    try {
      const agent = await new TestAgent(configured.app).start();
      const response = await configured.app.inject({
        method: 'POST',
        url: '/api/profile/password/recover',
        headers: { host: 'evil.example', cookie: `sid=${agent.cookies.get('sid')}`, 'x-csrf-token': agent.csrfToken },
        payload: { email: 'super@example.org' },
      });
      expect(response.statusCode).toBe(200);
      const [mail] = await configured.db.select().from(outbox).where(eq(outbox.recipient, 'super@example.org'));
      expect(mail!.body).toContain('https://sustainability.example.org/profile/password?token=');
    } finally {
      await configured.close();
    }
  });
});

describe('finding 4: malformed URLs, unknown pages and source maps', () => {
  it('answers a URL that cannot be decoded with a 400 that echoes nothing and carries the security headers', async () => {
    const response = await send('GET', '/api/%zz<script>alert(1)</script>');
    expect(response.status).toBe(400);
    expect(json(response)).toEqual({ code: 'BAD_REQUEST', feedback: 'The address of the request is not valid.' });
    expect(response.body).not.toContain('script');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers unknown page paths with 404 and the app's page (which shows not found), known ones with 200", async () => {
    for (const [target, status] of [
      ['/no/such/page', 404],
      ['/admin/nope', 404],
      ['/indicators/a/b/c/d', 404],
      ['/', 200],
      ['/admin/users/12', 200],
      ['/indicators/faits_saillants/economie/highlights_economy', 200],
      ['/%61dmin', 200],
    ] as const) {
      for (const cookie of [undefined, 'locale=fr']) {
        const response = await send('GET', target, cookie ? { cookie } : {});
        expect(response.status, `${target} ${cookie}`).toBe(status);
        expect(response.headers['content-type'], target).toContain('text/html');
        expect(response.body, target).toContain('id="page-globals"');
      }
    }
  });

  it('serves no source maps unless configured', async () => {
    expect((await send('GET', '/assets/app-1234.js')).status).toBe(200);
    expect((await send('GET', '/assets/app-1234.js.map')).status).toBe(404);
    const configured = await createTestApp({ env: { SOURCE_MAPS: 'true' }, overrides: { webDistDir: distDir } });
    try {
      expect((await configured.app.inject({ method: 'GET', url: '/assets/app-1234.js.map' })).statusCode).toBe(200);
    } finally {
      await configured.close();
    }
  });
});
