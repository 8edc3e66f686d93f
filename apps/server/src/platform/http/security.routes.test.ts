import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, userRoles, users } from '../auth/auth.tables.js';
import { createSession } from '../session/session.service.js';
import { clients } from '../tenancy/tenancy.tables.js';
import { ClientStore } from '../tenancy/current-client.js';
import { TagTreeStore } from '../tags/tag-tree-store.js';
import { declareAccessOfScope, registerRequestContext } from './request-context.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { TestAgent } from '../../test/test-agent.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const agent = (ip?: string) => new TestAgent(t.app, { ip }).start();

describe('CSRF protection', () => {
  it('refuses an unsafe request without the token', async () => {
    const a = await agent();
    const response = await a.request('POST', '/api/profile/sign_in', { email: 'admin@example.org', password: DEMO_PASSWORD }, {
      'x-csrf-token': '',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('INVALID_CSRF_TOKEN');
  });

  it('refuses a wrong token', async () => {
    const a = await agent();
    a.csrfToken = 'not-the-token';
    const response = await a.signIn('admin@example.org', DEMO_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('INVALID_CSRF_TOKEN');
  });

  it("refuses another session's token", async () => {
    const victim = await agent();
    await victim.signIn('admin@example.org', DEMO_PASSWORD);
    const attacker = await agent();
    await attacker.signIn('reader@example.org', DEMO_PASSWORD);
    const stolen = attacker.csrfToken;
    attacker.csrfToken = victim.csrfToken;
    expect((await attacker.put('/api/profile', { locale: 'fr' })).statusCode).toBe(403);
    attacker.csrfToken = stolen;
    expect((await attacker.put('/api/profile', { locale: 'fr' })).statusCode).toBe(200);
  });

  it('refuses a request with no session cookie at all', async () => {
    const a = await agent();
    a.cookies.clear();
    expect((await a.signIn('admin@example.org', DEMO_PASSWORD)).statusCode).toBe(403);
  });

  it("writes the caller's token into the served page", async () => {
    const a = await agent();
    const page = await a.get('/profile/sign_in');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<meta name="csrf-token" content="${a.csrfToken}">`);
    expect(page.body).toContain('id="page-globals"');
  });

  it("serves a first-time visitor's page without a token or cookie, the same for everyone", async () => {
    const first = await t.app.inject({ method: 'GET', url: '/' });
    const second = await t.app.inject({ method: 'GET', url: '/' });
    expect(first.body).toContain('<meta name="csrf-token" content="">');
    expect(first.cookies).toHaveLength(0);
    expect(second.body).toBe(first.body);
    // The token comes with the first call that needs one, and binds to the cookie set with it.
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile' });
    expect(profile.json().csrf_token).toMatch(/^[\w-]{43}$/);
    expect(profile.cookies.find((cookie) => cookie.name === 'sid')?.value).toMatch(/^a\./);
  });
});

describe('sessions', () => {
  it('gives a new session id at sign-in, with httpOnly SameSite=Lax cookies', async () => {
    const a = await agent();
    const before = a.cookies.get('sid');
    const response = await a.signIn('admin@example.org', DEMO_PASSWORD);
    const cookie = response.cookies.find((item) => item.name === 'sid')!;
    expect(cookie.value).not.toBe(before);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.secure).toBeFalsy();
  });

  it('marks the cookie Secure when served over TLS behind a trusted proxy', async () => {
    const tls = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const response = await tls.app.inject({ method: 'GET', url: '/api/profile', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.cookies.find((item) => item.name === 'sid')?.secure).toBe(true);
    } finally {
      await tls.close();
    }
  });

  it('ends the session at sign-out: the old cookie no longer signs anyone in', async () => {
    const a = await agent();
    await a.signIn('admin@example.org', DEMO_PASSWORD);
    const oldCookie = a.cookies.get('sid')!;
    expect((await a.post('/api/profile/sign_out')).statusCode).toBe(200);
    expect((await a.get('/api/profile')).json().profile).toBeNull();
    const replay = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: `sid=${oldCookie}` } });
    expect(replay.json().profile).toBeNull();
  });

  it('answers SESSION_EXPIRED for a signed-in route without a session', async () => {
    const a = await agent();
    const response = await a.put('/api/profile', { locale: 'fr' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('SESSION_EXPIRED');
  });

  it('ends the sessions of an archived user', async () => {
    const a = await agent();
    await a.signIn('contributor@example.org', DEMO_PASSWORD);
    await t.db.update(users).set({ archivedAt: new Date() }).where(eq(users.email, 'contributor@example.org'));
    try {
      expect((await a.get('/api/profile')).json().profile).toBeNull();
    } finally {
      await t.db.update(users).set({ archivedAt: null }).where(eq(users.email, 'contributor@example.org'));
    }
  });

  it("signs no one in with the session of another client's user, whatever their rights there", async () => {
    const [demo] = await t.db.select().from(clients).where(eq(clients.name, t.config.clientName));
    const [other] = await t.db.insert(clients).values({ name: 'security_other_client', title: 'Other', settings: demo!.settings }).returning();
    const [role] = await t.db.insert(roles).values({ clientId: other!.id, name: 'Administrator', permissions: ['users.read', 'client.configure'] }).returning();
    const [user] = await t.db.insert(users).values({ clientId: other!.id, email: 'admin@example.org', audience: 'private' }).returning();
    await t.db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
    const token = await createSession(t.db, { userId: user!.id, ip: '10.40.0.1', userAgent: 'test' });

    const a = new TestAgent(t.app, { ip: '10.40.0.2' });
    a.cookies.set('sid', token);
    const listed = await a.get('/api/users');
    expect(listed.statusCode).toBe(401);
    expect(listed.json().code).toBe('SESSION_EXPIRED');
    a.cookies.set('sid', token);
    expect((await a.get('/api/profile')).json().profile).toBeNull();
    // The cookie is replaced by a visitor's.
    expect(a.cookies.get('sid')).not.toBe(token);
  });
});

describe('errors and access', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', feedback: 'Not found' });
  });

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const a = await agent();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/sign_in',
      headers: { 'content-type': 'application/json', 'x-csrf-token': a.csrfToken, cookie: `sid=${a.cookies.get('sid')}` },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  it('denies a permission the user lacks with ACCESS_DENIED', async () => {
    const a = await agent();
    await a.signIn('contributor@example.org', DEMO_PASSWORD);
    const response = await a.get('/api/services/super_admin/outbox');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ACCESS_DENIED');
  });

  it.each(['/api/undeclared', '/a-page-route'])('refuses to start with a route (%s) that does not declare its access', async (path) => {
    const bare = Fastify();
    registerRequestContext(bare, { db: t.db, clients: new ClientStore(t.db, 'demo', 0), csrfSecret: 'secret', config: { publicUrl: undefined }, tagTrees: new TagTreeStore(t.db, 0) });
    bare.get('/api/declared', { config: { access: 'public' } }, async () => ({}));
    bare.get(path, async () => ({}));
    await expect(bare.ready()).rejects.toThrow(`Route GET ${path} does not declare its access`);
  });

  it('starts when every route declares its access, including those a plugin adds in a declared scope', async () => {
    const bare = Fastify();
    registerRequestContext(bare, { db: t.db, clients: new ClientStore(t.db, 'demo', 0), csrfSecret: 'secret', config: { publicUrl: undefined }, tagTrees: new TagTreeStore(t.db, 0) });
    bare.get('/api/declared', { config: { access: 'signedIn' } }, async () => ({}));
    await bare.register(async (scope) => {
      declareAccessOfScope(scope, { access: 'public' });
      scope.get('/from-a-plugin', async () => ({}));
    });
    await expect(bare.ready()).resolves.toBeDefined();
    await bare.close();
  });

  it('sends security headers with a content security policy and a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
