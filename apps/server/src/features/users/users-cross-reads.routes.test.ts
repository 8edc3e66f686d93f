import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addUser, signedIn, USERS_API } from './test-users.seed.js';

// Users and roles are administered apart, but each screen reads a little of the other: the role form finds
// members and shows the permission picker, the user form offers the roles to assign.
let t: TestApp;
let someoneId: number;
beforeAll(async () => {
  t = await createTestApp();
  await addUser(t.db, { email: 'role-keeper@example.org', permissions: ['roles.manage'] });
  await addUser(t.db, { email: 'user-keeper@example.org', permissions: ['users.manage'] });
  someoneId = await addUser(t.db, { email: 'someone@example.org', permissions: [] });
});
afterAll(() => t.close());

describe('reads shared by the users and roles screens', () => {
  it('lets a role manager find members and read the permission picker, but not open a user, export or see roles beyond that', async () => {
    const keeper = await signedIn(t, 'role-keeper@example.org');
    const found = await keeper.get(`${USERS_API}?q=someone`);
    expect(found.statusCode).toBe(200);
    expect(found.json().users.map((user: { email: string }) => user.email)).toEqual(['someone@example.org']);
    // Finding is all: no action on the people found.
    expect(found.json().abilities).toEqual({ create: false, export: false });
    expect(found.json().users[0].abilities).toEqual({ edit: false, archive: false, restore: false, impersonate: false, remind: false });
    expect((await keeper.get(`${USERS_API}/permissions`)).statusCode).toBe(200);
    expect((await keeper.get(`${USERS_API}/${someoneId}`)).statusCode).toBe(403);
    expect((await keeper.get(`${USERS_API}/export`)).statusCode).toBe(403);
  });

  it('lets a user manager list the roles to assign, but not open or change one', async () => {
    const keeper = await signedIn(t, 'user-keeper@example.org');
    const listed = await keeper.get('/api/roles');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().roles.map((role: { name: string }) => role.name)).toContain('Contributor');
    expect(listed.json().abilities).toEqual({ create: false });
    const contributor = listed.json().roles.find((role: { name: string }) => role.name === 'Contributor');
    expect(contributor.abilities).toEqual({ edit: false, delete: false });
    expect((await keeper.get(`/api/roles/${contributor.id}`)).statusCode).toBe(403);
    expect((await keeper.post('/api/roles', { name: 'Mine', permissions: [], user_ids: [] })).statusCode).toBe(403);
  });

  it('still refuses both to someone who holds neither', async () => {
    const reader = await signedIn(t, 'reader@example.org');
    expect((await reader.get(USERS_API)).statusCode).toBe(403);
    expect((await reader.get(`${USERS_API}/permissions`)).statusCode).toBe(403);
    expect((await reader.get('/api/roles')).statusCode).toBe(403);
  });
});
