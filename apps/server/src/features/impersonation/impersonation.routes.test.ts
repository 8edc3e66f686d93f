import { and, eq, inArray } from 'drizzle-orm';
import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../platform/audit/audit.tables.js';
import { hashPassword } from '../../platform/auth/password-hash.js';
import { roles, userRoles, users } from '../../platform/auth/auth.tables.js';
import { sha256 } from '../../platform/auth/tokens.js';
import { destroyUserSessions } from '../../platform/session/session.service.js';
import { sessions } from '../../platform/session/session.tables.js';
import { tags, userTags } from '../../platform/tags/tags.tables.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { TestAgent } from '../../test/test-agent.js';
import { API, type DataCollectionFixture, seedDataCollectionFixture } from '../data-collection/test-fixtures.js';

// An administrator of the fixture's organisations, with the rights of every fixture role but progress.read.
const ADMIN_PERMISSIONS: PermissionKey[] = ['users.impersonate', 'users.read', 'subjects.read', 'subjects.configure', 'inputs.write', 'inputs.approve'];

let t: TestApp;
let f: DataCollectionFixture;
let clientId: number;
const people = {} as Record<'admin' | 'adminOfA' | 'impersonatorOnly' | 'archived' | 'locked' | 'fellowAdmin' | 'temporary' | 'noPath', { id: number; email: string }>;
let otherClientUser: number;

async function addUser(email: string, permissions: PermissionKey[], tagKeys: string[], values: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await t.db
    .insert(users)
    .values({ clientId, email, passwordHash: await hashPassword(DEMO_PASSWORD), audience: 'private', permissions: { sign_in_path: '/admin' }, ...values })
    .returning({ id: users.id, email: users.email });
  if (permissions.length > 0) {
    const [role] = await t.db.insert(roles).values({ clientId, name: `Role of ${email}`, permissions }).returning({ id: roles.id });
    await t.db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  }
  if (tagKeys.length > 0) {
    const nodes = await t.db.select({ id: tags.id }).from(tags).where(and(eq(tags.clientId, clientId), inArray(tags.key, tagKeys)));
    await t.db.insert(userTags).values(nodes.map((node) => ({ userId: user!.id, tagId: node.id })));
  }
  return user!;
}

beforeAll(async () => {
  t = await createTestApp();
  f = await seedDataCollectionFixture(t.db);
  clientId = f.clientId;
  people.admin = await addUser('imp-admin@example.test', ADMIN_PERMISSIONS, ['t_org']);
  people.adminOfA = await addUser('imp-admin-a@example.test', ADMIN_PERMISSIONS, ['t_org_a']);
  people.impersonatorOnly = await addUser('imp-only@example.test', ['users.impersonate'], ['t_org']);
  people.fellowAdmin = await addUser('imp-fellow@example.test', ['users.impersonate', 'subjects.read'], ['t_org']);
  people.archived = await addUser('imp-archived@example.test', ['subjects.read'], ['t_org_a'], { archivedAt: new Date() });
  people.locked = await addUser('imp-locked@example.test', ['subjects.read'], ['t_org_a'], { lockedUntil: new Date(Date.now() + 3_600_000) });
  people.temporary = await addUser('imp-temporary@example.test', ['subjects.read'], ['t_org_a'], { temporaryPassword: true });
  people.noPath = await addUser('imp-no-path@example.test', ['subjects.read'], ['t_org_a'], { permissions: {} });
  const [settings] = await t.db.select({ settings: clients.settings }).from(clients).where(eq(clients.id, clientId));
  const [other] = await t.db.insert(clients).values({ name: 'imp-other', title: 'Other', settings: settings!.settings }).returning({ id: clients.id });
  const [stranger] = await t.db.insert(users).values({ clientId: other!.id, email: 'stranger@example.test' }).returning({ id: users.id });
  otherClientUser = stranger!.id;
});
afterAll(() => t.close());

let nextAddress = 1;
async function signedIn(email: string): Promise<TestAgent> {
  const agent = await new TestAgent(t.app, { ip: `10.81.0.${nextAddress++}` }).start();
  expect((await agent.signIn(email, DEMO_PASSWORD)).statusCode).toBe(200);
  return agent;
}

const impersonate = (agent: TestAgent, userId: number) => agent.post(`/api/users/${userId}/impersonate`);
const stop = (agent: TestAgent, userId: number) => agent.delete(`/api/users/${userId}/impersonate`);
const profileOf = async (agent: TestAgent) => (await agent.get('/api/profile')).json().profile;

async function impersonating(userId: number, as: keyof typeof people = 'admin'): Promise<TestAgent> {
  const agent = await signedIn(people[as].email);
  expect((await impersonate(agent, userId)).statusCode).toBe(200);
  return agent;
}

describe('POST /users/{id}/impersonate', () => {
  it('switches the session to the user, with a new cookie and CSRF token, and answers their sign-in path', async () => {
    const agent = await signedIn(people.admin.email);
    const before = { sid: agent.cookies.get('sid')!, csrf: agent.csrfToken };
    const [oldSession] = await t.db.select().from(sessions).where(eq(sessions.id, sha256(before.sid)));

    const response = await impersonate(agent, f.users.contributorA.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().effective_permissions).toEqual({ sign_in_path: '/admin' });
    const sid = agent.cookies.get('sid')!;
    expect(sid).not.toBe(before.sid);
    expect(response.json().csrf_token).not.toBe(before.csrf);

    // The profile says who acts as whom, with the user's own rights only.
    const profile = await profileOf(agent);
    expect(profile).toMatchObject({ id: f.users.contributorA.id, email: f.users.contributorA.email, impersonated_by: people.admin.email });
    expect(profile.abilities.sort()).toEqual(['inputs.write', 'subjects.read']);
    // The session keeps the administrator's sign-in limit rather than starting a new one.
    const [session] = await t.db.select().from(sessions).where(eq(sessions.id, sha256(sid)));
    expect(session).toMatchObject({ userId: f.users.contributorA.id, impersonatorId: people.admin.id, expiresAt: oldSession!.expiresAt });

    // The administrator's previous session and its CSRF token are gone.
    const oldCookie = new TestAgent(t.app);
    oldCookie.cookies.set('sid', before.sid);
    expect((await oldCookie.get('/api/profile')).json().profile).toBeNull();
    const staleToken = await agent.request('PUT', '/api/profile', { locale: 'fr' }, { 'x-csrf-token': before.csrf });
    expect(staleToken.statusCode).toBe(403);
    expect(staleToken.json().code).toBe('INVALID_CSRF_TOKEN');
  });

  it('answers the default landing path when the user has none of their own', async () => {
    const response = await impersonate(await signedIn(people.admin.email), people.noPath.id);
    expect(response.json().effective_permissions.sign_in_path).toBe('/admin');
  });

  it('lets the impersonated session work even when the user must still choose a password (that rule is the signer-in’s)', async () => {
    const agent = await impersonating(people.temporary.id);
    const subjects = await agent.get(`${API}/subjects`);
    expect(subjects.statusCode).toBe(200);
  });

  describe('refusals', () => {
    async function expectRefused(as: keyof typeof people, userId: number, reason: string) {
      const agent = await signedIn(people[as].email);
      const sid = agent.cookies.get('sid');
      const response = await impersonate(agent, userId);
      expect(response.statusCode, reason).toBe(403);
      expect(response.json()).toMatchObject({ code: 'ACCESS_DENIED', details: { base: [{ error: reason }] } });
      expect(response.json().feedback.length).toBeGreaterThan(10);
      // Nothing changed: same session, same user.
      expect(agent.cookies.get('sid')).toBe(sid);
      expect((await profileOf(agent)).email).toBe(people[as].email);
    }

    it('refuses a super administrator', async () => {
      const [superAdmin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'super@example.org'));
      await expectRefused('admin', superAdmin!.id, 'SUPER_ADMINISTRATOR');
    });

    it('refuses an archived user', () => expectRefused('admin', people.archived.id, 'ARCHIVED'));

    it('refuses yourself', () => expectRefused('admin', people.admin.id, 'SELF'));

    it('refuses a user holding a permission the administrator does not hold', async () => {
      // The approver reads progress; this administrator does not.
      await expectRefused('admin', f.users.approver.id, 'WIDER_RIGHTS');
      // Holding users.impersonate alone is not enough to become a contributor.
      await expectRefused('impersonatorOnly', f.users.contributorA.id, 'WIDER_RIGHTS');
    });

    it('refuses a user acting for an organisation the administrator does not act for', async () => {
      await expectRefused('adminOfA', f.users.contributorB.id, 'WIDER_RIGHTS');
      // The demo's administrator acts for the demo's organisations, not the fixture's.
      const demoAdmin = await signedIn('admin@example.org');
      const response = await impersonate(demoAdmin, f.users.contributorA.id);
      expect(response.json().details).toEqual({ base: [{ error: 'WIDER_RIGHTS' }] });
      // … while one of their own organisation is fine.
      expect((await impersonate(await signedIn(people.adminOfA.email), f.users.contributorA.id)).statusCode).toBe(200);
    });

    it('refuses a user whose account cannot be used now (locked)', () => expectRefused('admin', people.locked.id, 'ACCOUNT_UNAVAILABLE'));

    it('refuses nested impersonation, even when the impersonated user may impersonate', async () => {
      const agent = await impersonating(people.fellowAdmin.id);
      const nested = await impersonate(agent, f.users.reader.id);
      expect(nested.statusCode).toBe(403);
      expect(nested.json().details).toEqual({ base: [{ error: 'ALREADY_IMPERSONATING' }] });
      const visitor = await agent.post('/api/users/public/impersonate', { audience: 'public' });
      expect(visitor.statusCode).toBe(403);
      expect(visitor.json().details).toEqual({ base: [{ error: 'ALREADY_IMPERSONATING' }] });
      expect(await profileOf(agent)).toMatchObject({ email: people.fellowAdmin.email, impersonated_by: people.admin.email });
    });

    it('answers NOT_FOUND for a user of another client, or no user', async () => {
      const agent = await signedIn(people.admin.email);
      for (const id of [otherClientUser, 999_999]) {
        const response = await impersonate(agent, id);
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
      expect((await impersonate(agent, 0)).statusCode).toBe(422);
    });

    it('refuses callers without users.impersonate (403) and visitors (401)', async () => {
      const contributor = await signedIn(f.users.contributorA.email);
      expect((await impersonate(contributor, f.users.reader.id)).json().code).toBe('ACCESS_DENIED');
      expect((await contributor.post('/api/users/public/impersonate', {})).statusCode).toBe(403);
      const visitor = await new TestAgent(t.app).start();
      expect((await impersonate(visitor, f.users.reader.id)).statusCode).toBe(401);
      expect((await visitor.post('/api/users/public/impersonate', {})).statusCode).toBe(401);
    });
  });
});

describe('DELETE /users/{id}/impersonate', () => {
  it('brings the administrator back, though the impersonated user may not impersonate, and answers the user’s page', async () => {
    const agent = await impersonating(f.users.contributorA.id);
    const sid = agent.cookies.get('sid');
    const response = await stop(agent, f.users.contributorA.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().redirect_url).toBe(`/admin/users/${f.users.contributorA.id}`);
    expect(agent.cookies.get('sid')).not.toBe(sid);
    expect(await profileOf(agent)).toMatchObject({ email: people.admin.email, impersonated_by: null });
    // The answer's CSRF token is the new session's: the next write goes through.
    expect((await agent.put('/api/profile', { locale: 'en' })).statusCode).toBe(200);
    expect((await impersonate(agent, f.users.contributorB.id)).statusCode).toBe(200);
  });

  it('sends an administrator who may not see users to the back-office home', async () => {
    const agent = await impersonating(f.users.reader.id, 'fellowAdmin');
    expect((await stop(agent, f.users.reader.id)).json().redirect_url).toBe('/admin');
  });

  it('refuses another user’s id, a session that is not impersonating, and a visitor', async () => {
    const agent = await impersonating(f.users.contributorA.id);
    const wrong = await stop(agent, f.users.contributorB.id);
    expect(wrong.statusCode).toBe(403);
    expect(await profileOf(agent)).toMatchObject({ email: f.users.contributorA.email });
    const plain = await signedIn(people.admin.email);
    expect((await stop(plain, people.admin.id)).statusCode).toBe(403);
    const visitor = await new TestAgent(t.app).start();
    expect((await stop(visitor, f.users.contributorA.id)).statusCode).toBe(401);
  });

  it('still works when the impersonated user was locked meanwhile', async () => {
    const target = await addUser('imp-locked-later@example.test', ['subjects.read'], ['t_org_a']);
    const agent = await impersonating(target.id);
    await t.db.update(users).set({ lockedUntil: new Date(Date.now() + 3_600_000) }).where(eq(users.id, target.id));
    expect((await agent.get(`${API}/subjects`)).json().code).toBe('ACCOUNT_LOCKED');
    expect((await stop(agent, target.id)).statusCode).toBe(200);
    expect((await profileOf(agent)).email).toBe(people.admin.email);
  });
});

describe('the impersonator’s own account', () => {
  it('ends the impersonated session when the administrator is archived', async () => {
    const admin = await addUser('imp-archived-later@example.test', ADMIN_PERMISSIONS, ['t_org']);
    const agent = await signedIn(admin.email);
    expect((await impersonate(agent, f.users.contributorA.id)).statusCode).toBe(200);
    await t.db.update(users).set({ archivedAt: new Date() }).where(eq(users.id, admin.id));
    expect(await profileOf(agent)).toBeNull();
  });

  it('ends the impersonated session with the rest of the administrator’s sessions', async () => {
    const agent = await impersonating(f.users.contributorA.id, 'adminOfA');
    await destroyUserSessions(t.db, [people.adminOfA.id]);
    expect(await profileOf(agent)).toBeNull();
  });
});

describe('POST /users/public/impersonate', () => {
  it('shows the site as a visitor of the audience asked for, and comes back to the users list', async () => {
    const agent = await signedIn(people.admin.email);
    const response = await agent.post('/api/users/public/impersonate', { audience: 'private', locale: 'fr' });
    expect(response.statusCode).toBe(200);
    expect(response.json().permissions).toEqual({ sign_in_path: '/' });
    const profile = await profileOf(agent);
    expect(profile).toMatchObject({ email: 'private@visitor.invalid', audience: 'private', locale: 'fr', abilities: [], impersonated_by: people.admin.email });
    // A visitor reads what visitors read, and nothing of the back-office.
    expect((await agent.get(`${API}/subjects`)).statusCode).toBe(403);

    const back = await stop(agent, profile.id);
    expect(back.json().redirect_url).toBe('/admin/users');
    expect((await profileOf(agent)).email).toBe(people.admin.email);
  });

  it('uses one visitor account per audience, put back to a visitor’s state each time; nobody can sign in to it', async () => {
    const first = await signedIn(people.admin.email);
    await first.post('/api/users/public/impersonate', {});
    const { id, audience, locale } = await profileOf(first);
    expect({ audience, locale }).toEqual({ audience: 'public', locale: 'en' });
    // Someone gave the account a role meanwhile: the next view as a visitor drops it.
    const [role] = await t.db.insert(roles).values({ clientId, name: 'Given to the visitor', permissions: ['subjects.read'] }).returning({ id: roles.id });
    await t.db.insert(userRoles).values({ userId: id, roleId: role!.id });

    const second = await signedIn(people.admin.email);
    await second.post('/api/users/public/impersonate', { audience: 'public' });
    expect(await profileOf(second)).toMatchObject({ id, abilities: [] });
    expect(await t.db.$count(users, eq(users.email, 'public@visitor.invalid'))).toBe(1);

    const signIn = await (await new TestAgent(t.app, { ip: '10.81.1.1' }).start()).signIn('public@visitor.invalid', 'Whatever123');
    expect(signIn.statusCode).toBe(401);
  });

  it('refuses a body of another shape (422)', async () => {
    const agent = await signedIn(people.admin.email);
    expect((await agent.post('/api/users/public/impersonate', { audience: 'everyone' })).statusCode).toBe(422);
  });
});

describe('audit under both identities', () => {
  it('records the start, every write while impersonating and the stop with the administrator and the user', async () => {
    const agent = await signedIn(people.admin.email);
    agent.ip = '10.82.0.1';
    await impersonate(agent, f.users.contributorA.id);
    expect((await agent.put('/api/profile', { locale: 'en' })).statusCode).toBe(200);
    await stop(agent, f.users.contributorA.id);

    const rowsOf = () => t.db.select().from(auditLogs).where(eq(auditLogs.ip, '10.82.0.1')).orderBy(auditLogs.id);
    await expect.poll(async () => (await rowsOf()).length).toBe(3);
    const rows = await rowsOf();
    expect(rows.map((row) => row.action)).toEqual(['impersonation.start', 'PUT /api/profile', 'impersonation.stop']);
    for (const row of rows) {
      expect(row.userId).toBe(people.admin.id);
      expect(row.details).toEqual({ as_user_id: f.users.contributorA.id });
    }
    expect(rows[0]).toMatchObject({ recordType: 'user', recordId: String(f.users.contributorA.id) });
  });

  it('shows an input saved while impersonating with both identities in its history', async () => {
    const agent = await impersonating(f.users.contributorA.id);
    const created = await agent.post(`${API}/subjects/${f.oneLevel.key}/inputs`, { period: '2020', tags: { t_org: 't_org_a' }, values: { production: 12 } });
    expect(created.statusCode).toBe(201);
    const { input } = created.json();
    expect(input.updated_by).toMatchObject({ id: f.users.contributorA.id });

    const detail = await agent.get(`${API}/subjects/${f.oneLevel.key}/inputs/${input.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().history).toEqual([
      expect.objectContaining({
        action: 'created',
        user: { id: f.users.contributorA.id, email: f.users.contributorA.email },
        impersonator: { id: people.admin.id, email: people.admin.email },
      }),
    ]);
    await expect
      .poll(() => t.db.$count(auditLogs, and(eq(auditLogs.action, 'POST /api/services/data_cluster/subjects/:key/inputs'), eq(auditLogs.userId, people.admin.id))))
      .toBe(1);
    const [row] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'POST /api/services/data_cluster/subjects/:key/inputs'), eq(auditLogs.userId, people.admin.id)));
    expect(row!.details).toEqual({ as_user_id: f.users.contributorA.id });
  });
});
