import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../platform/audit/audit.tables.js';
import { outbox } from '../../platform/mail/mail.tables.js';
import { HttpAgent } from '../../test/http-agent.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { samlSettings } from '../saml/test-fixtures.js';

// Whoever controls the identity provider signs in as any SAML user: only a super administrator repoints it,
// and each change is audited and told to the client's administrators.

let t: TestApp;
let nextAddress = 1;
/** The provider as the super administrator saved it. */
let stored: unknown;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(email: string): Promise<HttpAgent> {
  const agent = await HttpAgent.start(t.app, `127.85.0.${nextAddress++}`);
  expect((await agent.signIn(email, DEMO_PASSWORD)).statusCode).toBe(200);
  return agent;
}
const attacker = { ...samlSettings(), idp_entry_point: 'https://idp.attacker.example/sso', idp_issuer: 'https://idp.attacker.example' };

describe('the identity provider of the client', () => {
  it('is set by a super administrator, audited, and mailed to the administrators', async () => {
    const since = new Date();
    const superAdmin = await signedIn('super@example.org');
    const current = (await superAdmin.get('/api/services/clients')).json();
    const saved = await superAdmin.put('/api/services/clients', { title: current.title, settings: { ...current.settings, saml: samlSettings() } });
    expect(saved.statusCode).toBe(200);
    stored = saved.json().settings.saml;
    expect(stored).toMatchObject({ idp_entry_point: samlSettings().idp_entry_point, idp_issuer: samlSettings().idp_issuer });
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'client.identity_provider_changed'), gt(auditLogs.createdAt, since)));
    expect(audit!.details).toMatchObject({ before: null, after: { entry_point: samlSettings().idp_entry_point } });
    const [mail] = await t.db.select().from(outbox).where(and(eq(outbox.recipient, 'admin@example.org'), gt(outbox.createdAt, since)));
    expect(mail!.subject).toContain('single sign-on');
    expect(mail!.body).toContain(samlSettings().idp_entry_point);
  });

  it('cannot be repointed by an administrator holding client.configure: refused with a field error, nothing changed', async () => {
    const admin = await signedIn('admin@example.org');
    const current = (await admin.get('/api/services/clients')).json();
    const refused = await admin.put('/api/services/clients', { title: current.title, settings: { ...current.settings, saml: attacker } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'INVALID_RECORD', details: { 'settings.saml': [{ error: 'READ_ONLY' }] } });
    expect((await admin.get('/api/services/clients')).json().settings.saml).toEqual(stored);
  });

  it('is kept when an administrator saves the other settings without it, or sends it back unchanged', async () => {
    const admin = await signedIn('admin@example.org');
    const current = (await admin.get('/api/services/clients')).json();
    const { saml, ...withoutSaml } = current.settings;
    expect((await admin.put('/api/services/clients', { title: current.title, settings: withoutSaml })).statusCode).toBe(200);
    expect((await admin.put('/api/services/clients', { title: current.title, settings: { ...withoutSaml, saml } })).statusCode).toBe(200);
    expect((await admin.get('/api/services/clients')).json().settings.saml).toEqual(stored);
  });
});

describe('on a site whose public address is https', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({ env: { PUBLIC_URL: 'https://site.example' } });
  });
  afterAll(() => secure.close());

  it('marks the session cookie Secure and sends HSTS, even when a proxy reaches the app over plain http', async () => {
    const agent = await HttpAgent.start(secure.app, '127.85.1.1');
    const signIn = await agent.signIn('admin@example.org', DEMO_PASSWORD);
    expect(signIn.statusCode).toBe(200);
    const cookie = signIn.headers['set-cookie']!.find((line) => line.startsWith('sid='))!;
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(signIn.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
