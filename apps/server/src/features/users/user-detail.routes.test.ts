import { asc, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '@platform/shared/permissions/permission-catalogue';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { subjects } from '../data-collection/test-fixtures.js';
import { addUser, browser, otherClientUser, roleIdOf, signedIn, userIdOf, USERS_API } from './test-users.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /users/{id}', () => {
  it('shows a contributor: each right with the role granting it, the organisation they act for by name, their subjects', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const response = await admin.get(`${USERS_API}/${await userIdOf(t.db, 'contributor@example.org')}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ email: 'contributor@example.org', first_name: 'Marc', roles: [{ name: 'Contributor' }], tags: ['boreal'] });
    const contributor = { id: await roleIdOf(t.db, 'Contributor'), name: 'Contributor' };
    expect(body.effective_rights).toEqual([
      { permission: 'subjects.read', granted_by: [contributor] },
      { permission: 'inputs.write', granted_by: [contributor] },
      { permission: 'imports.manage', granted_by: [contributor] },
      { permission: 'exports.manage', granted_by: [contributor] },
      { permission: 'questionnaires.answer', granted_by: [contributor] },
    ]);
    expect(body.scope.all_tags).toBe(false);
    expect(body.scope.tags).toEqual([{ key: 'boreal', name: { en: 'Boréal Aluminium', fr: 'Boréal Aluminium' } }]);
    const demoSubjects = await t.db.select({ key: subjects.key, name: subjects.name }).from(subjects).where(isNull(subjects.archivedAt)).orderBy(asc(subjects.position), asc(subjects.key));
    expect(demoSubjects.length).toBeGreaterThan(0);
    expect(body.scope.subjects).toEqual(demoSubjects);
    expect(body.history).toEqual([]);
  });

  it('names every role granting a right, and says the administrator acts for every organisation', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const body = (await admin.get(`${USERS_API}/${await userIdOf(t.db, 'admin@example.org')}`)).json();
    expect(body.effective_rights.map((right: { permission: string }) => right.permission)).toEqual(ALL_PERMISSION_KEYS);
    expect(body.effective_rights[0].granted_by).toEqual([{ id: await roleIdOf(t.db, 'Administrator'), name: 'Administrator' }]);
    expect(body.scope).toMatchObject({ all_tags: true, tags: [{ key: 'organisation' }], subjects: [] });
  });

  it('gives a super administrator every right from the account itself, with no role', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const body = (await admin.get(`${USERS_API}/${await userIdOf(t.db, 'super@example.org')}`)).json();
    expect(body.effective_rights).toEqual(ALL_PERMISSION_KEYS.map((permission) => ({ permission, granted_by: [] })));
    expect(body.user.abilities).toEqual({ edit: false, archive: false, restore: false, impersonate: false, remind: false });
  });

  it('answers 404 for another client’s user and an unknown id, 422 for an id that is not a number', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const other = await admin.get(`${USERS_API}/${await otherClientUser(t.db)}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    expect((await admin.get(`${USERS_API}/999999`)).statusCode).toBe(404);
    expect((await admin.get(`${USERS_API}/abc`)).statusCode).toBe(422);
  });

  it('is refused without users.read (reader, contributor, pre-approver, approver) and to a visitor', async () => {
    const id = await userIdOf(t.db, 'contributor@example.org');
    for (const email of ['reader@example.org', 'contributor@example.org', 'preapprover@example.org', 'approver@example.org']) {
      expect((await (await signedIn(t, email)).get(`${USERS_API}/${id}`)).statusCode, email).toBe(403);
    }
    expect((await (await browser(t)).get(`${USERS_API}/${id}`)).statusCode).toBe(401);
  });

  it('lets a user who may read users see one, with no action on them', async () => {
    await addUser(t.db, { email: 'viewer@example.org', permissions: ['users.read'] });
    const body = (await (await signedIn(t, 'viewer@example.org')).get(`${USERS_API}/${await userIdOf(t.db, 'reader@example.org')}`)).json();
    expect(body.user.email).toBe('reader@example.org');
    expect(body.effective_rights).toEqual([]);
    expect(Object.values(body.user.abilities)).not.toContain(true);
  });
});
