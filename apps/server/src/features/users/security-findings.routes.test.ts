import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/auth/password-hash.js';
import { users } from '../../platform/auth/auth.tables.js';
import { HttpAgent } from '../../test/http-agent.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { passwordResetTokens } from '../profile/test-fixtures.js';
import { linkIn, mailsTo, roleIdOf, userForm, USERS_API } from './test-users.seed.js';

// Regressions of the users area's security findings, over real connections: no hidden account can be made, a
// sign-in path never leads off the site, and only the newest password link of a user works, once.

let t: TestApp;
let nextAddress = 1;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(email: string): Promise<HttpAgent> {
  const agent = await HttpAgent.start(t.app, `127.83.0.${nextAddress++}`);
  expect((await agent.signIn(email, DEMO_PASSWORD)).statusCode).toBe(200);
  return agent;
}
const anonymous = () => HttpAgent.start(t.app, `127.83.1.${nextAddress++}`);

describe('no account hides among the visitor accounts', () => {
  it.each(['someone@visitor.invalid', 'Public@Visitor.Invalid', 'x@mail.invalid'])(
    'refuses to create %s, an address of the reserved domain, with a field error',
    async (email) => {
      const admin = await signedIn('admin@example.org');
      const response = await admin.post(USERS_API, userForm({ email, role_ids: [await roleIdOf(t.db, 'Administrator')] }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'INVALID_RECORD', details: { email: [{ error: 'RESERVED' }] } });
      expect(await t.db.$count(users, eq(users.email, email.trim().toLowerCase()))).toBe(0);
    },
  );

  it('refuses to rename a person to a reserved address', async () => {
    const admin = await signedIn('admin@example.org');
    const created = await admin.post(USERS_API, userForm({ email: 'renamed@example.org' }));
    expect(created.statusCode).toBe(201);
    const { user } = created.json();
    const renamed = await admin.put(`${USERS_API}/${user.id}`, userForm({ email: 'private@visitor.invalid' }));
    expect(renamed.json()).toMatchObject({ code: 'INVALID_RECORD', details: { email: [{ error: 'RESERVED' }] } });
  });

  it('hides only flagged accounts: a visitor account is neither listed nor opened, a person is, whatever their address', async () => {
    const admin = await signedIn('admin@example.org');
    expect((await admin.post('/api/users/public/impersonate', { audience: 'public' })).statusCode).toBe(200);
    const [visitor] = await t.db.select().from(users).where(eq(users.email, 'public@visitor.invalid'));
    expect(visitor!.isVisitor).toBe(true);
    // An account made before the rule, with an address of that domain but no flag, is a person: listed.
    await t.db.insert(users).values({ clientId: visitor!.clientId, email: 'old@visitor.invalid', audience: 'private' });

    const again = await signedIn('admin@example.org');
    const listed = (await again.get(`${USERS_API}?include_archived=true&per_page=100&q=visitor.invalid`)).json().users.map((row: { email: string }) => row.email);
    expect(listed).toEqual(['old@visitor.invalid']);
    expect((await again.get(`${USERS_API}/${visitor!.id}`)).statusCode).toBe(404);
  });

  it('never signs a visitor account in by password, nor mails it a link', async () => {
    await t.db.update(users).set({ passwordHash: await hashPassword(DEMO_PASSWORD) }).where(eq(users.email, 'public@visitor.invalid'));
    const caller = await anonymous();
    expect((await caller.signIn('public@visitor.invalid', DEMO_PASSWORD)).json().code).toBe('AUTHENTICATION_FAILED');
    expect((await caller.post('/api/profile/password/recover', { email: 'public@visitor.invalid' })).statusCode).toBe(200);
    expect(await mailsTo(t.db, 'public@visitor.invalid')).toEqual([]);
  });
});

describe('a sign-in path stays on the site', () => {
  it.each(['/\t/evil.example/phish', '/\n/evil.example', '/\\evil.example', '//evil.example', 'https://evil.example/', '/ok\u0000'])(
    'refuses %j with a field error',
    async (path) => {
      const admin = await signedIn('admin@example.org');
      const response = await admin.post(USERS_API, userForm({ email: `path${nextAddress}@example.org`, permissions: { sign_in_path: path } }));
      expect(response.statusCode).toBe(422);
      expect(response.json().details).toMatchObject({ 'permissions.sign_in_path': [{ error: 'INVALID' }] });
    },
  );

  it('never sends an impersonating browser to a stored path that would leave the site', async () => {
    const admin = await signedIn('admin@example.org');
    const [target] = await t.db.select().from(users).where(eq(users.email, 'reader@example.org'));
    await t.db.update(users).set({ permissions: { sign_in_path: '/\t/evil.example/phish' } }).where(eq(users.id, target!.id));
    const started = await admin.post(`/api/users/${target!.id}/impersonate`);
    expect(started.statusCode).toBe(200);
    expect(started.json().effective_permissions.sign_in_path).toBe('/');
  });
});

describe('only the newest password link works, once', () => {
  const recover = async (email: string) => (await anonymous()).post('/api/profile/password/recover', { email });
  const choose = async (token: string, password: string) => (await anonymous()).post('/api/profile/password', { token, new_password: password });

  it('revokes the older recovery link when a newer one is mailed, and every link once a password is set', async () => {
    const email = 'contributor2@example.org';
    await recover(email);
    await recover(email);
    const [older, newer] = (await mailsTo(t.db, email)).slice(-2).map((mail) => linkIn(mail.body).token);
    expect((await choose(older!, 'Older-Link-Pass1')).json().details).toEqual({ token: [{ error: 'INVALID' }] });
    expect((await choose(newer!, 'Newer-Link-Pass1')).statusCode).toBe(200);
    expect((await choose(newer!, 'Again-Link-Pass1')).json().details).toEqual({ token: [{ error: 'INVALID' }] });
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await t.db.$count(passwordResetTokens, and(eq(passwordResetTokens.userId, user!.id), isNull(passwordResetTokens.usedAt)))).toBe(0);
  });

  it('gives one success to two uses of one link at once', async () => {
    const email = 'reader@example.org';
    await recover(email);
    const [mail] = (await mailsTo(t.db, email)).slice(-1);
    const { token } = linkIn(mail!.body);
    const answers = await Promise.all([choose(token, 'First-Racer-Pass1'), choose(token, 'Second-Racer-Pass1'), choose(token, 'Third-Racer-Pass1')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422, 422]);
  });
});
