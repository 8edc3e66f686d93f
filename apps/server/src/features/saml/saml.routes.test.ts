import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../platform/audit/audit.tables.js';
import { users } from '../../platform/auth/auth.tables.js';
import { hashPassword } from '../../platform/auth/password-hash.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { TestAgent } from '../../test/test-agent.js';
import { requestIdOf, SAML_BROWSER_COOKIE } from './saml-browser-binding.js';
import { samlRequests, samlUsedAssertions } from './saml.tables.js';
import {
  assertionXml,
  encode,
  IDP,
  OTHER_CERT,
  OTHER_KEY,
  readAuthnRequest,
  responseXml,
  samlSettings,
  sign,
  signedResponse,
  type AssertionOptions,
  type AuthnRequest,
} from './test/test-identity-provider.js';

let t: TestApp;
let clientId: number;
const SAML_USER = 'ada.sso@example.org';

beforeAll(async () => {
  t = await createTestApp();
  const [client] = await t.db.select().from(clients).where(eq(clients.name, t.config.clientName));
  clientId = client!.id;
  await t.db
    .update(clients)
    .set({ settings: { ...client!.settings, saml: samlSettings() } })
    .where(eq(clients.id, clientId));
  await t.db.insert(users).values([
    { clientId, email: SAML_USER, authenticationMethod: 'saml', firstName: 'Old', lastName: 'Name', locale: 'en' },
    { clientId, email: 'archived.sso@example.org', authenticationMethod: 'saml', archivedAt: new Date() },
    { clientId, email: 'ended.sso@example.org', authenticationMethod: 'saml', permissions: { mandate: { ends_on: '2020-12-31' } } },
    { clientId, email: 'locked.sso@example.org', authenticationMethod: 'saml', lockedUntil: new Date(Date.now() + 3_600_000) },
    { clientId, email: 'replay.sso@example.org', authenticationMethod: 'saml' },
  ]);
});
afterAll(() => t.close());

/** A browser on our sign-in page, sent to the identity provider: what the provider reads from the request. */
async function startSignIn(): Promise<{ browser: TestAgent; request: AuthnRequest }> {
  const browser = await new TestAgent(t.app).start();
  const response = await browser.post('/api/profile/saml/sign_in');
  expect(response.statusCode).toBe(200);
  return { browser, request: readAuthnRequest(response.json().redirect_url) };
}

/**
 * The provider's page posting its form to our assertion consumer service in `browser` (null: a caller with no
 * cookie at all): from another site, so without our CSRF token and without the SameSite=Lax session cookie,
 * with only the SameSite=None cookie of the sign-in the browser started, if it holds one. The browser keeps
 * the cookies the answer sets or clears.
 */
async function postResponse(browser: TestAgent | null, samlResponse: string) {
  const nonce = browser?.cookies.get(SAML_BROWSER_COOKIE);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/profile/saml/acs',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(nonce ? { cookie: `${SAML_BROWSER_COOKIE}=${nonce}` } : {}) },
    payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: '' }).toString(),
  });
  for (const cookie of response.cookies) browser?.cookies.set(cookie.name, cookie.value);
  return response;
}

/** A browser that never started a sign-in here, but is on our site (it has its visitor cookie and token). */
const otherBrowser = () => new TestAgent(t.app).start();

/** The answer takes the browser's nonce back: its cookie emptied and expired, on the path it was set for. */
function expectNonceCleared(response: Awaited<ReturnType<typeof postResponse>>) {
  const cleared = response.cookies.find((cookie) => cookie.name === SAML_BROWSER_COOKIE);
  expect(cleared).toMatchObject({ value: '', path: '/api/profile/saml/acs', maxAge: 0 });
}

const answering = (request: AuthnRequest, options: Partial<AssertionOptions> = {}): AssertionOptions => ({
  email: SAML_USER,
  inResponseTo: request.id,
  acsUrl: request.acsUrl,
  ...options,
});

const refusedWith = (code: string) => `/profile/saml/sign_in?error=${code}`;

async function profileOf(sessionCookie: string) {
  const browser = new TestAgent(t.app);
  browser.cookies.set('sid', sessionCookie);
  return (await browser.get('/api/profile')).json().profile;
}

describe('SAML sign-in: a valid response', () => {
  it('signs the user in with a session that works, lands them on their path and refreshes their attributes', async () => {
    const { browser, request } = await startSignIn();
    expect(request.acsUrl).toMatch(/\/api\/profile\/saml\/acs$/);
    expect(request.issuer).toBe(IDP.spEntityId);
    const attributes = { givenName: 'Ada', sn: 'Lovelace', preferredLanguage: 'fr-CA' };
    const response = await postResponse(browser, encode(signedResponse(answering(request, { attributes }))));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expectNonceCleared(response);
    const cookie = response.cookies.find((item) => item.name === 'sid');
    expect(cookie?.value).toMatch(/^s\./);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const profile = await profileOf(cookie!.value);
    expect(profile.email).toBe(SAML_USER);
    expect(profile.locale).toBe('fr');
    const [user] = await t.db.select().from(users).where(eq(users.email, SAML_USER));
    expect([user!.firstName, user!.lastName, user!.locale]).toEqual(['Ada', 'Lovelace', 'fr']);
    expect(user!.lastSignedInAt).not.toBeNull();
  });
});

describe('SAML sign-in: responses that cannot be trusted are refused, and open no session', () => {
  /** Refused, with no session, for the reason given (the audit row's detail, which the browser never sees). */
  async function expectRefused(browser: TestAgent, samlResponse: string, because: RegExp) {
    const response = await postResponse(browser, samlResponse);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(refusedWith('SAML_RESPONSE_REFUSED'));
    expect(response.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
    const [row] = await t.db.select().from(auditLogs).where(eq(auditLogs.requestId, String(response.headers['x-request-id'])));
    expect(row?.details).toMatchObject({ method: 'saml', reason: 'saml_response_refused' });
    expect(String(row!.details.detail)).toMatch(because);
  }

  it('refuses an unsigned response', async () => {
    const { browser, request } = await startSignIn();
    const options = answering(request);
    await expectRefused(browser, encode(responseXml({ inResponseTo: request.id, acsUrl: request.acsUrl, assertions: assertionXml(options) })), /Invalid document signature/);
  });

  it('refuses a signed assertion in an unsigned response, and an unsigned assertion in a signed response', async () => {
    const { browser, request } = await startSignIn();
    const options = answering(request);
    const assertionOnly = responseXml({ inResponseTo: request.id, acsUrl: request.acsUrl, assertions: sign(assertionXml(options), 'Assertion') });
    await expectRefused(browser, encode(assertionOnly), /Invalid document signature/);
    const second = await startSignIn();
    const responseOnly = sign(
      responseXml({ inResponseTo: second.request.id, acsUrl: second.request.acsUrl, assertions: assertionXml(answering(second.request)) }),
      'Response',
    );
    await expectRefused(second.browser, encode(responseOnly), /^Invalid signature$/);
  });

  it('refuses a response signed with another key', async () => {
    const { browser, request } = await startSignIn();
    await expectRefused(browser, encode(signedResponse(answering(request), OTHER_KEY, OTHER_CERT)), /Invalid document signature/);
  });

  it('refuses a signed response whose content was changed after signing', async () => {
    const { browser, request } = await startSignIn();
    const genuine = signedResponse(answering(request, { email: 'replay.sso@example.org' }));
    await expectRefused(browser, encode(genuine.replace('replay.sso@example.org', SAML_USER)), /Invalid document signature/);
  });

  it('refuses signature wrapping: an unsigned assertion injected beside the signed one', async () => {
    // A refused response closes its request: each attempt answers a request of its own.
    for (const place of ['before', 'after'] as const) {
      const { browser, request } = await startSignIn();
      const genuine = signedResponse(answering(request, { email: 'replay.sso@example.org' }));
      const injected = assertionXml(answering(request));
      const tampered =
        place === 'before' ? genuine.replace('<samlp:Status>', `${injected}<samlp:Status>`) : genuine.replace('</samlp:Response>', `${injected}</samlp:Response>`);
      await expectRefused(browser, encode(tampered), /Invalid document signature/);
    }
  });

  it('refuses signature wrapping: the signed response moved inside a forged one that carries its signature', async () => {
    const { browser, request } = await startSignIn();
    const genuine = signedResponse(answering(request, { email: 'replay.sso@example.org' }));
    const signature = /<ds:Signature[\s\S]*?<\/ds:Signature>/.exec(genuine.replace(/<saml:Assertion[\s\S]*<\/saml:Assertion>/, ''))![0];
    const forged = responseXml({ inResponseTo: request.id, acsUrl: request.acsUrl, assertions: assertionXml(answering(request)) });
    // The original, intact, hidden in an extension; its signature copied where a verifier looks for it.
    const wrapped = forged
      .replace('</saml:Issuer>', `</saml:Issuer>${signature}<samlp:Extensions>${genuine}</samlp:Extensions>`)
      .replace(/<\?xml[^>]*\?>/, '');
    await expectRefused(browser, encode(wrapped), /Referenced node does not refer/);
    // The signed assertion moved out of the way, a forged one in its place, the response's signature kept.
    const second = await startSignIn();
    const genuine2 = signedResponse(answering(second.request, { email: 'replay.sso@example.org' }));
    const signedAssertion = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(genuine2)![0];
    const swapped = genuine2.replace(signedAssertion, `${assertionXml(answering(second.request))}`).replace(
      '</saml:Issuer>',
      `</saml:Issuer><samlp:Extensions>${signedAssertion}</samlp:Extensions>`,
    );
    await expectRefused(second.browser, encode(swapped), /Invalid document signature/);
  });

  it('refuses a replayed response, even with its nonce, even sent twice at the same moment', async () => {
    const { browser, request } = await startSignIn();
    const nonce = browser.cookies.get(SAML_BROWSER_COOKIE)!;
    const response = encode(signedResponse(answering(request, { email: 'replay.sso@example.org' })));
    expect((await postResponse(browser, response)).headers.location).toBe('/');
    // Whoever kept the nonce the answer took back gets no second session from it.
    browser.cookies.set(SAML_BROWSER_COOKIE, nonce);
    await expectRefused(browser, response, /InResponseTo is not valid/);

    const second = await startSignIn();
    const again = encode(signedResponse(answering(second.request, { email: 'replay.sso@example.org' })));
    const answers = await Promise.all([postResponse(second.browser, again), postResponse(second.browser, again)]);
    expect(answers.map((answer) => answer.headers.location).sort()).toEqual(['/', refusedWith('SAML_RESPONSE_REFUSED')]);
  });

  it('refuses an assertion used once already, even answering another open request', async () => {
    const first = await startSignIn();
    const second = await startSignIn();
    const id = '_reused-assertion';
    expect((await postResponse(first.browser, encode(signedResponse(answering(first.request, { id }))))).headers.location).toBe('/');
    await expectRefused(second.browser, encode(signedResponse(answering(second.request, { id }))), /already used/);
    const [used] = await t.db.select().from(samlUsedAssertions).where(eq(samlUsedAssertions.id, id));
    expect(used!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('accepts a clock difference up to the skew, and refuses an assertion past its NotOnOrAfter beyond it', async () => {
    const issuedAt = new Date(Date.now() - 2 * 60_000);
    const late = await startSignIn();
    const withinSkew = answering(late.request, { issuedAt, notOnOrAfter: new Date(Date.now() - 30_000) });
    expect((await postResponse(late.browser, encode(signedResponse(withinSkew)))).headers.location).toBe('/');
    const expired = await startSignIn();
    await expectRefused(expired.browser, encode(signedResponse(answering(expired.request, { issuedAt, notOnOrAfter: new Date(Date.now() - 90_000) }))), /No valid subject confirmation/);
  });

  it('refuses an assertion not yet valid beyond the skew, and one issued too long ago whatever its NotOnOrAfter', async () => {
    const early = await startSignIn();
    await expectRefused(early.browser, encode(signedResponse(answering(early.request, { notBefore: new Date(Date.now() + 5 * 60_000) }))), /not yet valid/);
    const old = await startSignIn();
    const issuedAt = new Date(Date.now() - 30 * 60_000);
    await expectRefused(old.browser, encode(signedResponse(answering(old.request, { issuedAt, notOnOrAfter: new Date(Date.now() + 60 * 60_000) }))), /No valid subject confirmation/);
  });

  it('refuses unsolicited responses: no InResponseTo, an unknown one, or one answering an expired request', async () => {
    const { browser, request } = await startSignIn();
    await expectRefused(browser, encode(signedResponse(answering(request, { inResponseTo: null }))), /InResponseTo is missing/);
    const other = await startSignIn();
    await expectRefused(other.browser, encode(signedResponse(answering(other.request, { inResponseTo: '_never-sent' }))), /InResponseTo is not valid/);
    const stale = await startSignIn();
    await t.db.update(samlRequests).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(samlRequests.id, stale.request.id));
    await expectRefused(stale.browser, encode(signedResponse(answering(stale.request))), /InResponseTo is not valid/);
  });

  it('refuses an assertion from another issuer, for another audience, or addressed to another recipient', async () => {
    const cases = [
      [{ issuer: 'https://evil.example.test' }, /unexpected issuer/],
      [{ audience: 'https://other-sp.example.test' }, /audience mismatch/],
      [{ recipient: 'https://other-sp.example.test/acs' }, /another recipient/],
    ] as const;
    for (const [options, because] of cases) {
      const { browser, request } = await startSignIn();
      await expectRefused(browser, encode(signedResponse(answering(request, options))), because);
    }
  });

  it('records refused responses in the audit log, with why', async () => {
    const { browser, request } = await startSignIn();
    await postResponse(browser, encode(signedResponse(answering(request), OTHER_KEY, OTHER_CERT)));
    const rows = await t.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'sign_in.failure'), eq(auditLogs.clientId, clientId)));
    expect(rows.some((row) => row.details.reason === 'saml_response_refused' && String(row.details.detail).includes('signature'))).toBe(true);
  });

  it('answers a post without a response with the error envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/saml/acs',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'RelayState=x',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('INVALID_RECORD');
  });
});

describe('SAML sign-in: a response is accepted only in the browser that started its sign-in', () => {
  /** Refused as coming from another browser than the one that started the sign-in, with no session. */
  async function expectOtherBrowser(response: Awaited<ReturnType<typeof postResponse>>) {
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(refusedWith('SAML_RESPONSE_REFUSED'));
    expect(response.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
    const rows = await t.db.select().from(auditLogs).where(eq(auditLogs.requestId, String(response.headers['x-request-id'])));
    expect(rows.map((row) => [row.action, row.userId, row.details.reason])).toEqual([['sign_in.failure', null, 'other_browser']]);
  }

  it("gives the starting browser a nonce whose hash is the request's ID, in an HttpOnly, Secure, SameSite=None cookie for the ACS only, for the request's lifetime", async () => {
    const browser = await new TestAgent(t.app).start();
    const response = await browser.post('/api/profile/saml/sign_in');
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((item) => item.name === SAML_BROWSER_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'None', path: '/api/profile/saml/acs', maxAge: 600 });
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const header = [response.headers['set-cookie']].flat().find((line) => line?.startsWith(`${SAML_BROWSER_COOKIE}=`));
    expect(header?.split(/;\s*/).slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=600', 'Path=/api/profile/saml/acs', 'SameSite=None', 'Secure']);
    const { redirect_url } = response.json();
    const request = readAuthnRequest(redirect_url);
    expect(request.id).toBe(requestIdOf(cookie!.value));
    expect(request.id).toMatch(/^_[0-9a-f]{64}$/);
    expect(decodeURIComponent(redirect_url)).not.toContain(cookie!.value);
    expect(request.xml).not.toContain(cookie!.value);
    // Each start its own nonce and request.
    const again = await browser.post('/api/profile/saml/sign_in');
    expect(again.cookies.find((item) => item.name === SAML_BROWSER_COOKIE)!.value).not.toBe(cookie!.value);
    expect(readAuthnRequest(again.json().redirect_url).id).not.toBe(request.id);
  });

  it("refuses a valid, signed, solicited response posted by a browser without the cookie (the attacker's own sign-in)", async () => {
    const attacker = await startSignIn();
    const forged = encode(signedResponse(answering(attacker.request)));
    const victim = await otherBrowser();
    const response = await postResponse(victim, forged);
    await expectOtherBrowser(response);
    expect((await victim.get('/api/profile')).json().profile).toBeNull();
    // Nor from a caller with no cookie at all, for a fresh request of the attacker's.
    const second = await startSignIn();
    await expectOtherBrowser(await postResponse(null, encode(signedResponse(answering(second.request)))));
  });

  it('refuses it from a browser holding the cookie of another sign-in, and takes that cookie back', async () => {
    const attacker = await startSignIn();
    const victim = await startSignIn();
    const response = await postResponse(victim.browser, encode(signedResponse(answering(attacker.request))));
    await expectOtherBrowser(response);
    expectNonceCleared(response);
    expect((await victim.browser.get('/api/profile')).json().profile).toBeNull();
  });

  it('refuses a cookie holding the request ID itself rather than its nonce, or anything else', async () => {
    // The ID travels in the request and the response: knowing it (whole, or cut to a nonce's shape) is not enough.
    const cases = [(id: string) => id, (id: string) => id.slice(1, 44), () => 'not-a-nonce'];
    for (const cookieOf of cases) {
      const { browser, request } = await startSignIn();
      browser.cookies.set(SAML_BROWSER_COOKIE, cookieOf(request.id));
      await expectOtherBrowser(await postResponse(browser, encode(signedResponse(answering(request)))));
    }
  });

  it('lets the browser that started it sign in, even when another browser posted an earlier forged response there', async () => {
    const attacker = await startSignIn();
    const victim = await startSignIn();
    await expectOtherBrowser(await postResponse(await otherBrowser(), encode(signedResponse(answering(attacker.request)))));
    const response = await postResponse(victim.browser, encode(signedResponse(answering(victim.request))));
    expect(response.headers.location).toBe('/');
    expectNonceCleared(response);
    const session = response.cookies.find((cookie) => cookie.name === 'sid');
    expect((await profileOf(session!.value)).email).toBe(SAML_USER);
  });
});

describe('SAML sign-in: the account rules of password sign-in', () => {
  async function signInAs(email: string) {
    const { browser, request } = await startSignIn();
    return postResponse(browser, encode(signedResponse(answering(request, { email }))));
  }

  it("refuses unknown, archived and password users with the client's user-not-found message", async () => {
    for (const email of ['nobody.sso@example.org', 'archived.sso@example.org', 'reader@example.org']) {
      const response = await signInAs(email);
      expect(response.headers.location, email).toBe(refusedWith('USER_NOT_FOUND'));
      expect(response.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
    }
  });

  it('refuses a user whose mandate ended, and a locked account', async () => {
    expect((await signInAs('ended.sso@example.org')).headers.location).toBe(refusedWith('MANDATE_EXPIRED'));
    expect((await signInAs('locked.sso@example.org')).headers.location).toBe(refusedWith('ACCOUNT_LOCKED'));
  });

  it('keeps attributes the provider does not send, and lands a user on their own sign-in path', async () => {
    await t.db
      .update(users)
      .set({ permissions: { sign_in_path: '/indicators' } })
      .where(eq(users.email, SAML_USER));
    const response = await signInAs(SAML_USER);
    expect(response.headers.location).toBe('/indicators');
    const [user] = await t.db.select().from(users).where(eq(users.email, SAML_USER));
    expect([user!.firstName, user!.lastName]).toEqual(['Ada', 'Lovelace']);
  });

  it('refuses a SAML user at password sign-in, even with a password left on the account, as a wrong password', async () => {
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
      .where(eq(users.email, 'replay.sso@example.org'));
    const browser = await new TestAgent(t.app, { ip: '10.40.0.1' }).start();
    const response = await browser.signIn('replay.sso@example.org', DEMO_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('AUTHENTICATION_FAILED');
    const wrong = await (await new TestAgent(t.app, { ip: '10.40.0.2' }).start()).signIn('reader@example.org', 'Wrong-password1');
    expect(response.json()).toEqual(wrong.json());
  });
});

describe('SAML sign-in: the service provider', () => {
  it('publishes its metadata: our entity id and assertion consumer service', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/profile/saml/metadata' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(response.body).toContain(`entityID="${IDP.spEntityId}"`);
    expect(response.body).toMatch(/AssertionConsumerService[^>]*Location="[^"]*\/api\/profile\/saml\/acs"/);
    expect(response.body).toContain('WantAssertionsSigned="true"');
  });

  it('sends the browser to the provider with a request it remembers, and forgets expired requests', async () => {
    await t.db.insert(samlRequests).values({ id: '_old-request', clientId, expiresAt: new Date(Date.now() - 1000) });
    const { request } = await startSignIn();
    const rows = await t.db.select().from(samlRequests);
    expect(rows.map((row) => row.id)).toContain(request.id);
    expect(rows.map((row) => row.id)).not.toContain('_old-request');
    expect(rows.every((row) => row.expiresAt.getTime() > Date.now())).toBe(true);
  });

  it('asks for the CSRF token to start, like every other call', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/profile/saml/sign_in' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('INVALID_CSRF_TOKEN');
  });

  it('answers NOT_FOUND when the client has no identity provider', async () => {
    const [client] = await t.db.select().from(clients).where(eq(clients.id, clientId));
    const { saml, ...withoutSaml } = client!.settings;
    await t.db.update(clients).set({ settings: withoutSaml }).where(eq(clients.id, clientId));
    try {
      const browser = await new TestAgent(t.app).start();
      const response = await browser.post('/api/profile/saml/sign_in');
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
      expect((await postResponse(null, encode('<x/>'))).headers.location).toBe(refusedWith('SAML_NOT_CONFIGURED'));
    } finally {
      await t.db.update(clients).set({ settings: { ...withoutSaml, saml } }).where(eq(clients.id, clientId));
    }
  });
});
