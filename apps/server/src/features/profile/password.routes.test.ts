import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../platform/mail/mail.tables.js';
import { users } from '../../platform/auth/auth.tables.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { TestAgent } from '../../test/test-agent.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://report.example.org' } });
});
afterAll(() => t.close());

const agent = (ip?: string) => new TestAgent(t.app, { ip }).start();

async function mailedToken(email: string): Promise<string> {
  const rows = await t.db.select().from(outbox).where(eq(outbox.recipient, email));
  const body = rows.at(-1)!.body;
  return new URL(body.match(/https:\/\/\S+/)![0]).searchParams.get('token')!;
}

describe('password recovery', () => {
  it('mails a link in the user language and lets it set a new password once', async () => {
    const a = await agent('10.3.0.1');
    expect((await a.post('/api/profile/password/recover', { email: 'approver@example.org' })).json()).toEqual({ sent: true });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'approver@example.org'));
    expect(mail!.subject).toBe('Choose a new password');
    expect(mail!.transport).toBe('outbox');
    expect(mail!.body).toContain('https://report.example.org/profile/password?token=');
    const token = await mailedToken('approver@example.org');

    const changed = await a.post('/api/profile/password', { token, new_password: 'Renewed-2025' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().profile.email).toBe('approver@example.org');

    const reused = await a.post('/api/profile/password', { token, new_password: 'Another-2025' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().details).toEqual({ token: [{ error: 'INVALID' }] });
    expect((await (await agent('10.3.0.2')).signIn('approver@example.org', 'Renewed-2025')).statusCode).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = await t.db.select().from(outbox);
    const response = await (await agent('10.3.0.3')).post('/api/profile/password/recover', { email: 'ghost@example.org' });
    expect(response.json()).toEqual({ sent: true });
    expect(await t.db.select().from(outbox)).toHaveLength(before.length);
  });

  it('answers the same and sends nothing to an account that does not sign in by password', async () => {
    const [reader] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, 'reader@example.org'));
    await t.db.update(users).set({ authenticationMethod: 'saml', passwordHash: null }).where(eq(users.email, 'reader@example.org'));
    const before = await t.db.select().from(outbox);
    const response = await (await agent('10.3.0.5')).post('/api/profile/password/recover', { email: 'reader@example.org' });
    expect(response.json()).toEqual({ sent: true });
    expect(await t.db.select().from(outbox)).toHaveLength(before.length);
    await t.db.update(users).set({ authenticationMethod: 'default', passwordHash: reader!.passwordHash }).where(eq(users.email, 'reader@example.org'));
  });

  it('limits requests per address', async () => {
    const a = await agent('10.3.0.4');
    for (let i = 0; i < 5; i += 1) await a.post('/api/profile/password/recover', { email: 'ghost@example.org' });
    const refused = await a.post('/api/profile/password/recover', { email: 'ghost@example.org' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('refuses a weak password, naming the unmet rules, and the same password (SAME)', async () => {
    const a = await agent('10.3.0.5');
    await a.post('/api/profile/password/recover', { email: 'reader@example.org' });
    const token = await mailedToken('reader@example.org');
    const weak = await a.post('/api/profile/password', { token, new_password: 'short' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().details.new_password).toEqual([{ error: 'WEAK', rules: ['minLength', 'uppercase', 'digit'] }]);
    const same = await a.post('/api/profile/password', { token, new_password: DEMO_PASSWORD });
    expect(same.json().details.new_password).toEqual([{ error: 'SAME' }]);
    // The token still works after refusals: nothing was half-written.
    expect((await a.post('/api/profile/password', { token, new_password: 'Reader-New-1' })).statusCode).toBe(200);
  });

  it('refuses a made-up token without a new_password detail', async () => {
    const response = await (await agent()).post('/api/profile/password', { token: 'made-up', new_password: 'Good-Password-1' });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({ token: [{ error: 'INVALID' }] });
  });

  it('lets a signed-in user change their password with the current one, ending their other sessions', async () => {
    const first = await agent('10.3.0.6');
    await first.signIn('contributor@example.org', DEMO_PASSWORD);
    const second = await agent('10.3.0.6');
    await second.signIn('contributor@example.org', DEMO_PASSWORD);
    const wrong = await second.post('/api/profile/password', { password: 'not-it', new_password: 'Contrib-2025' });
    expect(wrong.json().details).toEqual({ password: [{ error: 'INVALID' }] });
    expect((await second.post('/api/profile/password', { password: DEMO_PASSWORD, new_password: 'Contrib-2025' })).statusCode).toBe(200);
    expect((await second.get('/api/profile')).json().profile.email).toBe('contributor@example.org');
    expect((await first.get('/api/profile')).json().profile).toBeNull();
    const [user] = await t.db.select().from(users).where(eq(users.email, 'contributor@example.org'));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
