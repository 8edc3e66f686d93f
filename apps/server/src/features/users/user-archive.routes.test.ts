import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../platform/session/session.service.js';
import { SESSION_COOKIE } from '../../platform/session/session-policy.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { TestAgent } from '../../test/test-agent.js';
import { addUser, browser, historyRows, otherClientUser, signedIn, userIdOf, USERS_API } from './test-users.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listed = async (admin: Awaited<ReturnType<typeof signedIn>>, query: string) =>
  ((await admin.get(`${USERS_API}?${query}&per_page=200`)).json().users as { email: string; status: string; abilities: Record<string, boolean> }[]);

describe('DELETE /users/{id} and POST /users/{id}/unarchive', () => {
  it('archives a user: their open session ends at once, they cannot sign in, and they stay in the list', async () => {
    const id = await addUser(t.db, { email: 'leaving@example.org', permissions: ['subjects.read'] });
    const leaving = await signedIn(t, 'leaving@example.org');
    expect((await leaving.get('/api/services/data_cluster/subjects')).statusCode).toBe(200);

    const admin = await signedIn(t, 'admin@example.org');
    const response = await admin.delete(`${USERS_API}/${id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ id, archived_at: expect.any(String) });
    expect(Date.now() - Date.parse(body.archived_at)).toBeLessThan(60_000);

    // The open session is over: the next request is a visitor's.
    const after = await leaving.get('/api/services/data_cluster/subjects');
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SESSION_EXPIRED');
    expect((await leaving.get('/api/profile')).json().profile).toBeNull();
    // And no new one opens.
    const again = await (await browser(t)).signIn('leaving@example.org', DEMO_PASSWORD);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('AUTHENTICATION_FAILED');

    expect((await listed(admin, '')).map((user) => user.email)).not.toContain('leaving@example.org');
    const archived = (await listed(admin, 'include_archived=true')).find((user) => user.email === 'leaving@example.org');
    expect(archived).toMatchObject({ status: 'archived', abilities: { restore: true, archive: false, edit: true } });
    expect((await historyRows(t.db, id)).at(-1)!.change).toEqual({ fields: { archived: { before: false, after: true } } });

    // Archiving again changes nothing (the date stays).
    expect((await admin.delete(`${USERS_API}/${id}`)).json()).toEqual(body);
  });

  it('restores an archived user with the rights they had; they can sign in again', async () => {
    const id = await addUser(t.db, { email: 'back@example.org', permissions: ['subjects.read'], tags: ['boreal'] });
    const admin = await signedIn(t, 'admin@example.org');
    await admin.delete(`${USERS_API}/${id}`);
    const response = await admin.post(`${USERS_API}/${id}/unarchive`);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id, status: 'active', archived_at: null, tags: ['boreal'], roles: [{ name: 'Role of back@example.org' }] });
    expect((await historyRows(t.db, id)).at(-1)!.change).toEqual({ fields: { archived: { before: true, after: false } } });
    const back = await signedIn(t, 'back@example.org');
    expect((await back.get('/api/services/data_cluster/subjects')).statusCode).toBe(200);
  });

  it('ends the sessions an archived administrator opened as someone else', async () => {
    const actingId = await addUser(t.db, { email: 'acting@example.org', permissions: ['users.read', 'users.manage', 'users.impersonate'] });
    // A session as the reader, opened by the administrator acting as them (as impersonation opens one).
    const token = await createSession(t.db, { userId: await userIdOf(t.db, 'reader@example.org'), impersonatorId: actingId, ip: '10.94.0.1', userAgent: 'test' });
    const acting = new TestAgent(t.app, { ip: '10.94.0.1' });
    acting.cookies.set(SESSION_COOKIE, token);
    await acting.start();
    expect((await acting.get('/api/profile')).json().profile).toMatchObject({ email: 'reader@example.org', impersonated_by: 'acting@example.org' });

    const admin = await signedIn(t, 'admin@example.org');
    await admin.delete(`${USERS_API}/${actingId}`);
    expect((await acting.get('/api/profile')).json().profile).toBeNull();
  });

  it('refuses to archive one’s own account, with a clear answer', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const response = await admin.delete(`${USERS_API}/${await userIdOf(t.db, 'admin@example.org')}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'ACCESS_DENIED', feedback: 'You cannot archive your own account.' });
    expect((await admin.get(USERS_API)).statusCode).toBe(200);
  });

  it('refuses to archive a super administrator, and answers 404 for another client’s user', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    expect((await admin.delete(`${USERS_API}/${await userIdOf(t.db, 'super@example.org')}`)).statusCode).toBe(403);
    expect((await (await signedIn(t, 'super@example.org')).get('/api/profile')).json().profile.email).toBe('super@example.org');
    const other = await otherClientUser(t.db);
    expect((await admin.delete(`${USERS_API}/${other}`)).statusCode).toBe(404);
    expect((await admin.post(`${USERS_API}/${other}/unarchive`)).statusCode).toBe(404);
  });

  it('is refused without users.manage: reader, contributor, pre-approver, approver; a visitor must sign in', async () => {
    const id = await userIdOf(t.db, 'contributor2@example.org');
    for (const email of ['reader@example.org', 'contributor@example.org', 'preapprover@example.org', 'approver@example.org']) {
      const agent = await signedIn(t, email);
      expect((await agent.delete(`${USERS_API}/${id}`)).statusCode, email).toBe(403);
      expect((await agent.post(`${USERS_API}/${id}/unarchive`)).statusCode, email).toBe(403);
    }
    const visitor = await browser(t);
    expect((await visitor.delete(`${USERS_API}/${id}`)).statusCode).toBe(401);
    expect((await visitor.post(`${USERS_API}/${id}/unarchive`)).statusCode).toBe(401);
    // Still there and active.
    const admin = await signedIn(t, 'admin@example.org');
    expect((await listed(admin, 'q=contributor2')).map((user) => user.status)).toEqual(['active']);
  });
});
