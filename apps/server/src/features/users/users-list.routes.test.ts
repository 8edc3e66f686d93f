import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '@platform/shared/permissions/permission-catalogue';
import { users } from '../../platform/auth/auth.tables.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addUser, browser, roleIdOf, signedIn, USERS_API } from './test-users.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // One user per status beside the demo accounts: archived, invited (no password yet), and at a Boréal site.
  await addUser(t.db, { email: 'gone@example.org', permissions: ['subjects.read'] });
  await t.db.update(users).set({ archivedAt: new Date('2024-01-02T00:00:00Z') }).where(eq(users.email, 'gone@example.org'));
  await addUser(t.db, { email: 'pending@example.org', permissions: [] });
  await t.db.update(users).set({ passwordHash: null, firstName: 'Pénélope', lastName: '100%_Zed' }).where(eq(users.email, 'pending@example.org'));
  await addUser(t.db, { email: 'alma@example.org', permissions: ['subjects.read'], tags: ['boreal_alma'] });
});
afterAll(() => t.close());

type Listed = { email: string; status: string; abilities: Record<string, boolean>; [key: string]: unknown };
const emails = (body: { users: Listed[] }) => body.users.map((user) => user.email);

describe('GET /users', () => {
  it('leaves out the visitor accounts an administrator acts as to see the site as a visitor, in the list and the export', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    expect((await admin.post('/api/users/public/impersonate', { audience: 'private' })).statusCode).toBe(200);
    const [visitorAccount] = await t.db.select({ email: users.email }).from(users).where(eq(users.email, 'private@visitor.invalid'));
    expect(visitorAccount).toBeDefined();
    const again = await signedIn(t, 'admin@example.org');
    const listed = (await again.get(`${USERS_API}?include_archived=true&per_page=200`)).json();
    expect(emails(listed)).not.toContain('private@visitor.invalid');
    expect(listed.total).toBe(listed.users.length);
    expect(emails((await again.get(`${USERS_API}?q=visitor.invalid`)).json())).toEqual([]);
  });

  it('lists the client’s users with their names, roles, organisations, status and what the caller may do', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const response = await admin.get(`${USERS_API}?include_archived=true&per_page=200`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.abilities).toEqual({ create: true, export: true });
    const byEmail = new Map<string, Listed>(body.users.map((user: Listed) => [user.email, user]));
    expect(byEmail.get('contributor@example.org')).toMatchObject({
      first_name: 'Marc',
      last_name: 'Bouchard',
      locale: 'en',
      audience: 'private',
      approval_role: null,
      authentication_method: 'default',
      roles: [{ id: await roleIdOf(t.db, 'Contributor'), name: 'Contributor' }],
      tags: ['boreal'],
      permissions: { sign_in_path: '/admin' },
      effective_permissions: { sign_in_path: '/admin' },
      status: 'active',
      archived_at: null,
      super_admin: false,
      abilities: { edit: true, archive: true, restore: false, impersonate: true, remind: false },
    });
    expect(byEmail.get('preapprover@example.org')).toMatchObject({ approval_role: 'preapprobator', locale: 'fr' });
    // The super administrator is listed, out of a client administrator's reach.
    expect(byEmail.get('super@example.org')).toMatchObject({
      super_admin: true,
      effective_permissions: { sign_in_path: '/super_admin' },
      abilities: { edit: false, archive: false, restore: false, impersonate: false, remind: false },
    });
    // Their own account: editable, never archivable nor impersonable by themselves.
    expect(byEmail.get('admin@example.org')!.abilities).toEqual({ edit: true, archive: false, restore: false, impersonate: false, remind: false });
    expect(byEmail.get('gone@example.org')).toMatchObject({ status: 'archived', archived_at: '2024-01-02T00:00:00.000Z' });
    expect(byEmail.get('gone@example.org')!.abilities).toMatchObject({ restore: true, archive: false, impersonate: false });
    expect(byEmail.get('pending@example.org')).toMatchObject({ status: 'invited', invited_at: null, abilities: { remind: true } });
    expect(body.total).toBe(body.users.length);
    // The last sign-in is kept (the admin's own, just now).
    expect(Date.now() - Date.parse(byEmail.get('admin@example.org')!.last_signed_in_at as string)).toBeLessThan(60_000);
  });

  it('leaves archived users out unless asked to include them', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    expect(emails((await admin.get(`${USERS_API}?per_page=200`)).json())).not.toContain('gone@example.org');
    expect(emails((await admin.get(`${USERS_API}?include_archived=false&per_page=200`)).json())).not.toContain('gone@example.org');
    expect(emails((await admin.get(`${USERS_API}?include_archived=true&per_page=200`)).json())).toContain('gone@example.org');
  });

  it('filters by text, role, status, audience and organisation (with its sites)', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const list = async (query: string) => emails((await admin.get(`${USERS_API}?include_archived=true&${query}`)).json());
    expect(await list('q=BOUCH')).toEqual(['contributor@example.org']);
    expect(await list('q=marc%20bouchard')).toEqual(['contributor@example.org']);
    expect(await list('q=contributor')).toEqual(['contributor2@example.org', 'contributor@example.org'].sort());
    // The search's own wildcards are taken literally.
    expect(await list('q=100%25_')).toEqual(['pending@example.org']);
    expect(await list('q=%25')).toEqual(['pending@example.org']);
    expect(await list(`role_id=${await roleIdOf(t.db, 'Approver')}`)).toEqual(['approver@example.org']);
    expect(await list('status=invited')).toEqual(['pending@example.org']);
    expect(await list('status=archived')).toEqual(['gone@example.org']);
    // Asking for archived users is asking to see them.
    expect(emails((await admin.get(`${USERS_API}?status=archived`)).json())).toEqual(['gone@example.org']);
    expect(await list('status=active')).not.toContain('gone@example.org');
    expect(await list('status=active')).not.toContain('pending@example.org');
    expect(await list('audience=public')).toEqual([]);
    expect(await list('organisation=boreal')).toEqual(['alma@example.org', 'contributor@example.org']);
    expect(await list('organisation=boreal_alma')).toEqual(['alma@example.org']);
    expect(await list('organisation=laurentide')).toEqual(['contributor2@example.org']);
    expect(await list('organisation=nowhere')).toEqual([]);
  });

  it('sorts and pages, with the total of every page', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const first = (await admin.get(`${USERS_API}?sort=email&direction=desc&per_page=2&page=1`)).json();
    const second = (await admin.get(`${USERS_API}?sort=email&direction=desc&per_page=2&page=2`)).json();
    const all = emails((await admin.get(`${USERS_API}?sort=email&direction=desc&per_page=200`)).json());
    expect(all).toEqual([...all].sort().reverse());
    expect([...emails(first), ...emails(second)]).toEqual(all.slice(0, 4));
    expect(first.total).toBe(all.length);
    const byName = emails((await admin.get(`${USERS_API}?sort=name&q=example.org&per_page=200`)).json());
    // Last names: Bouchard, Côté, Gagnon, Gauthier… (users without names first).
    expect(byName.indexOf('contributor@example.org')).toBeLessThan(byName.indexOf('preapprover@example.org'));
    expect(byName.indexOf('admin@example.org')).toBeLessThan(byName.indexOf('contributor2@example.org'));
    const byStatus = emails((await admin.get(`${USERS_API}?include_archived=true&sort=status&per_page=200`)).json());
    expect(byStatus.at(-1)).toBe('gone@example.org');
    expect(byStatus.at(-2)).toBe('pending@example.org');
    const bySignIn = emails((await admin.get(`${USERS_API}?sort=last_signed_in_at&direction=desc&per_page=200`)).json());
    expect(bySignIn[0]).toBe('admin@example.org');
  });

  it('refuses bad filters with field details', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const response = await admin.get(`${USERS_API}?status=gone&per_page=100000`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().details).sort()).toEqual(['per_page', 'status']);
  });

  it('is refused without users.read: reader, contributor, pre-approver, approver; a visitor must sign in', async () => {
    for (const email of ['reader@example.org', 'contributor@example.org', 'preapprover@example.org', 'approver@example.org']) {
      const response = await (await signedIn(t, email)).get(USERS_API);
      expect(response.statusCode, email).toBe(403);
      expect(response.json().code).toBe('ACCESS_DENIED');
    }
    expect((await (await browser(t)).get(USERS_API)).statusCode).toBe(401);
  });

  it('shows a user who may only read users the list without any action', async () => {
    await addUser(t.db, { email: 'viewer@example.org', permissions: ['users.read'] });
    const body = (await (await signedIn(t, 'viewer@example.org')).get(USERS_API)).json();
    expect(body.abilities).toEqual({ create: false, export: true });
    for (const user of body.users as Listed[]) expect(Object.values(user.abilities)).not.toContain(true);
  });
});

describe('GET /users/permissions', () => {
  it('gives the permission picker every key with its names, section and subsection in both languages', async () => {
    const response = await (await signedIn(t, 'admin@example.org')).get(`${USERS_API}/permissions`);
    expect(response.statusCode).toBe(200);
    const { permissions } = response.json();
    expect(permissions.map((item: { key: string }) => item.key)).toEqual(ALL_PERMISSION_KEYS);
    expect(permissions.find((item: { key: string }) => item.key === 'users.manage')).toEqual({
      key: 'users.manage',
      name: { en: 'Manage users', fr: 'Gérer les utilisateurs' },
      section: { key: 'administration', name: { en: 'Administration', fr: 'Administration' } },
      subsection: { key: 'users', name: { en: 'Users', fr: 'Utilisateurs' } },
    });
  });

  it('is refused to a contributor and a visitor', async () => {
    expect((await (await signedIn(t, 'contributor@example.org')).get(`${USERS_API}/permissions`)).statusCode).toBe(403);
    expect((await (await browser(t)).get(`${USERS_API}/permissions`)).statusCode).toBe(401);
  });
});
