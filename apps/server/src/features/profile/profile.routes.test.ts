import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../platform/audit/audit.tables.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { users } from '../../platform/auth/auth.tables.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { TestAgent } from '../../test/test-agent.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const agent = (ip?: string) => new TestAgent(t.app, { ip }).start();

describe('sign-in', () => {
  it('signs a demo user in, answers their profile and landing path, and opens a session', async () => {
    const a = await agent();
    const response = await a.signIn('admin@example.org', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.profile.email).toBe('admin@example.org');
    expect(body.sign_in_path).toBe('/admin');
    expect(body.profile.abilities).toContain('users.manage');
    expect(body.profile.abilities).not.toContain('super_admin.access');
    expect(body.profile.super_admin).toBe(false);
    const profile = await a.get('/api/profile');
    expect(profile.json().profile.email).toBe('admin@example.org');
  });

  it("tells a super administrator so by the account's flag, and lands them on their area", async () => {
    const response = await (await agent()).signIn('super@example.org', DEMO_PASSWORD);
    expect(response.json().profile.super_admin).toBe(true);
    expect(response.json().sign_in_path).toBe('/super_admin');
  });

  it('accepts the email in any case', async () => {
    const response = await (await agent()).signIn('Approver@Example.ORG', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const unknown = await (await agent('10.0.0.1')).signIn('nobody@example.org', 'Whatever123');
    const wrong = await (await agent('10.0.0.2')).signIn('reader@example.org', 'Wrong-password1');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json().code).toBe('AUTHENTICATION_FAILED');
  });

  it('records every attempt in the audit log', async () => {
    await (await agent('10.0.0.3')).signIn('contributor@example.org', 'nope-Nope1');
    await (await agent('10.0.0.3')).signIn('contributor@example.org', DEMO_PASSWORD);
    const rows = await t.db.select().from(auditLogs).where(eq(auditLogs.ip, '10.0.0.3'));
    expect(rows.map((row) => row.action).sort()).toEqual(['sign_in.failure', 'sign_in.success']);
  });

  it('answers 422 with field details for a blank email', async () => {
    const response = await (await agent()).post('/api/profile/sign_in', { email: '', password: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'INVALID_RECORD', details: { email: [{ error: 'BLANK' }] } });
  });
});

describe('account rules at sign-in', () => {
  async function createUser(email: string, values: Partial<typeof users.$inferInsert>) {
    const [admin] = await t.db.select().from(users).where(eq(users.email, 'admin@example.org'));
    await t.db.insert(users).values({ clientId: admin!.clientId, email, passwordHash: admin!.passwordHash, ...values });
  }

  it('refuses an expired mandate with the client-configured message', async () => {
    await createUser('former@example.org', { permissions: { mandate: { starts_on: '2020-01-01', ends_on: '2021-12-31' } } });
    const response = await (await agent()).signIn('former@example.org', DEMO_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'MANDATE_EXPIRED',
      feedback: 'Your mandate has expired. Contact the association to renew it.',
    });
  });

  it('answers 419 for a temporary password, then lets the user choose a new one with it', async () => {
    await createUser('newcomer@example.org', { temporaryPassword: true });
    const a = await agent();
    const refused = await a.signIn('newcomer@example.org', DEMO_PASSWORD);
    expect(refused.statusCode).toBe(419);
    expect(refused.json().code).toBe('TEMPORARY_PASSWORD');
    const changed = await a.post('/api/profile/password', {
      email: 'newcomer@example.org',
      password: DEMO_PASSWORD,
      new_password: 'Fresh-Start-2025',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().profile.email).toBe('newcomer@example.org');
    expect((await a.get('/api/profile')).json().profile.email).toBe('newcomer@example.org');
  });

  it('answers PASSWORD_EXPIRED when an administrator asked for a change', async () => {
    await createUser('stale@example.org', { mustChangePassword: true });
    const response = await (await agent()).signIn('stale@example.org', DEMO_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('PASSWORD_EXPIRED');
  });

  it('answers PASSWORD_EXPIRED when the client expiry period has run out', async () => {
    await createUser('old-password@example.org', { passwordChangedAt: new Date('2020-01-01') });
    const [client] = await t.db.select().from(clients);
    const settings = client!.settings;
    await t.db
      .update(clients)
      .set({ settings: { ...settings, authentication: { ...settings.authentication, password_expiry_days: 90 } } })
      .where(eq(clients.id, client!.id));
    try {
      const response = await (await agent()).signIn('old-password@example.org', DEMO_PASSWORD);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('PASSWORD_EXPIRED');
      // Users who changed their password recently are not affected.
      expect((await (await agent()).signIn('reader@example.org', DEMO_PASSWORD)).statusCode).toBe(200);
    } finally {
      await t.db.update(clients).set({ settings }).where(eq(clients.id, client!.id));
    }
  });

  it('refuses everyone but super administrators while the client is locked', async () => {
    const [client] = await t.db.select().from(clients);
    await t.db.update(clients).set({ locked: true }).where(eq(clients.id, client!.id));
    try {
      const locked = await (await agent()).signIn('admin@example.org', DEMO_PASSWORD);
      expect(locked.statusCode).toBe(403);
      expect(locked.json()).toMatchObject({ code: 'CLIENT_LOCKED', feedback: client!.settings.authentication.client_locked_message });
      const superAdmin = await (await agent()).signIn('super@example.org', DEMO_PASSWORD);
      expect(superAdmin.statusCode).toBe(200);
    } finally {
      await t.db.update(clients).set({ locked: false }).where(eq(clients.id, client!.id));
      }
  });
});
