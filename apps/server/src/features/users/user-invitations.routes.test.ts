import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/auth/auth.tables.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { passwordResetTokens } from '../profile/test-fixtures.js';
import { addUser, browser, linkIn, mailsTo, otherClientUser, signedIn, userForm, userIdOf, USERS_API } from './test-users.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://report.example.org' } });
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/** A user waiting for their first password (as created without an invitation). */
async function invitedUser(email: string): Promise<number> {
  const id = await addUser(t.db, { email, permissions: ['subjects.read'] });
  await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, id));
  return id;
}

describe('the invitation of a new user', () => {
  it('mails a link to the public address, in the user’s language, with which they choose a password and sign in', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const response = await admin.post(USERS_API, userForm({ email: 'invitee@example.org', first_name: 'Inès', last_name: 'Paré', locale: 'fr', sendInvitation: true }));
    expect(response.statusCode).toBe(201);
    const { user, invitation_sent } = response.json();
    expect(invitation_sent).toBe(true);
    expect(user.status).toBe('invited');
    expect(Date.now() - Date.parse(user.invited_at)).toBeLessThan(60_000);

    const [mail] = await mailsTo(t.db, 'invitee@example.org');
    expect(mail!.subject).toBe('Votre compte sur Quebec Aluminium Association — Sustainability Report');
    expect(mail!.body).toContain('Bonjour Inès Paré,');
    expect(mail!.body).toContain('dans les 7\u00a0jours');
    const { url, token } = linkIn(mail!.body);
    expect(`${url.origin}${url.pathname}`).toBe('https://report.example.org/profile/password');

    // The link outlives recovery's hour: it works for a week.
    const [stored] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(7 * DAY_MS);

    // The invitee follows it: the real password call, then a sign-in of their own.
    const invitee = await browser(t);
    const chosen = await invitee.post('/api/profile/password', { token, new_password: 'Invited-2025' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().profile.email).toBe('invitee@example.org');
    expect((await (await browser(t)).signIn('invitee@example.org', 'Invited-2025')).statusCode).toBe(200);
    // The link is spent, and the user is active now.
    expect((await (await browser(t)).post('/api/profile/password', { token, new_password: 'Another-2025' })).statusCode).toBe(422);
    expect((await admin.get(`${USERS_API}/${user.id}`)).json().user).toMatchObject({ status: 'active', abilities: { remind: false } });
  });

  it('mails nothing when no invitation is asked for', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const response = await admin.post(USERS_API, userForm({ email: 'quiet@example.org', sendInvitation: false }));
    expect(response.json()).toMatchObject({ invitation_sent: false, user: { invited_at: null, status: 'invited' } });
    expect(await mailsTo(t.db, 'quiet@example.org')).toEqual([]);
  });
});

describe('POST /users/{id}/password/reminder', () => {
  it('mails a new link and ends the previous one', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const id = await invitedUser('reminded@example.org');
    const first = await admin.post(`${USERS_API}/${id}/password/reminder`);
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ id, email: 'reminded@example.org', status: 'invited', invited_at: expect.any(String) });
    const second = await admin.post(`${USERS_API}/${id}/password/reminder`);
    expect(second.statusCode).toBe(200);

    const mails = await mailsTo(t.db, 'reminded@example.org');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe('Your account on Quebec Aluminium Association — Sustainability Report');
    expect(mails[0]!.body).toContain('Hello reminded@example.org,');
    const old = linkIn(mails[0]!.body).token;
    const fresh = linkIn(mails[1]!.body).token;
    expect(fresh).not.toBe(old);
    const agent = await browser(t);
    const refused = await agent.post('/api/profile/password', { token: old, new_password: 'Reminded-2025' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual({ token: [{ error: 'INVALID' }] });
    expect((await agent.post('/api/profile/password', { token: fresh, new_password: 'Reminded-2025' })).statusCode).toBe(200);
  });

  it('sends to several users at once, each their own link', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const ids = await Promise.all(['many1@example.org', 'many2@example.org', 'many3@example.org'].map(invitedUser));
    const answers = await Promise.all(ids.map((id) => admin.post(`${USERS_API}/${id}/password/reminder`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    for (const email of ['many1@example.org', 'many2@example.org', 'many3@example.org']) expect(await mailsTo(t.db, email)).toHaveLength(1);
  });

  it('refuses with 422 a user who has a password, a SAML user and an archived user', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const withPassword = await admin.post(`${USERS_API}/${await userIdOf(t.db, 'contributor@example.org')}/password/reminder`);
    expect(withPassword.statusCode).toBe(422);
    expect(withPassword.json()).toEqual({ code: 'INVALID_RECORD', feedback: 'This user has already chosen a password.' });

    const saml = (await admin.post(USERS_API, userForm({ email: 'saml@example.org', authenticationMethod: 'saml' }))).json().user;
    expect((await admin.post(`${USERS_API}/${saml.id}/password/reminder`)).statusCode).toBe(422);

    const archivedId = await invitedUser('archived-invitee@example.org');
    await admin.delete(`${USERS_API}/${archivedId}`);
    const archived = await admin.post(`${USERS_API}/${archivedId}/password/reminder`);
    expect(archived.statusCode).toBe(422);
    expect(archived.json().feedback).toContain('archived');
    expect(await mailsTo(t.db, 'saml@example.org')).toEqual([]);
    expect(await mailsTo(t.db, 'archived-invitee@example.org')).toEqual([]);
  });

  it('voids an archived user’s links: the invitation no longer opens the account', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const id = await invitedUser('voided@example.org');
    await admin.post(`${USERS_API}/${id}/password/reminder`);
    const { token } = linkIn((await mailsTo(t.db, 'voided@example.org'))[0]!.body);
    await admin.delete(`${USERS_API}/${id}`);
    await admin.post(`${USERS_API}/${id}/unarchive`);
    expect((await (await browser(t)).post('/api/profile/password', { token, new_password: 'Voided-2025' })).statusCode).toBe(422);
  });

  it('is refused without users.manage, and answers 404 for another client’s user', async () => {
    const id = await invitedUser('not-reminded@example.org');
    for (const email of ['reader@example.org', 'contributor@example.org', 'preapprover@example.org', 'approver@example.org']) {
      expect((await (await signedIn(t, email)).post(`${USERS_API}/${id}/password/reminder`)).statusCode, email).toBe(403);
    }
    expect((await (await browser(t)).post(`${USERS_API}/${id}/password/reminder`)).statusCode).toBe(401);
    expect(await mailsTo(t.db, 'not-reminded@example.org')).toEqual([]);
    const admin = await signedIn(t, 'admin@example.org');
    expect((await admin.post(`${USERS_API}/${await otherClientUser(t.db)}/password/reminder`)).statusCode).toBe(404);
  });
});

describe('an invitation the mail server refuses', () => {
  let failing: TestApp;
  beforeAll(async () => {
    failing = await createTestApp({
      mailer: {
        send: async () => {
          throw new Error('SMTP refused the message');
        },
      },
    });
  });
  afterAll(() => failing.close());

  it('still creates the user, and says no invitation went out (a reminder can send it later)', async () => {
    const admin = await signedIn(failing, 'admin@example.org');
    const response = await admin.post(USERS_API, userForm({ email: 'unlucky@example.org', sendInvitation: true }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ invitation_sent: false, user: { email: 'unlucky@example.org', status: 'invited', invited_at: null, abilities: { remind: true } } });
  });
});
