import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/auth/auth.tables.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { addUser, browser, historyRows, mailsTo, otherClientUser, roleIdOf, signedIn, userForm, userIdOf, USERS_API } from './test-users.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Manages users and holds a contributor's rights, for Boréal only: can give the Contributor role there, nothing more.
  await addUser(t.db, {
    email: 'manager@example.org',
    permissions: ['users.read', 'users.manage', 'subjects.read', 'inputs.write', 'imports.manage', 'exports.manage', 'questionnaires.answer'],
    tags: ['boreal'],
  });
});
afterAll(() => t.close());

const userRow = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!;

describe('POST /users', () => {
  it('creates a user without a password, with their roles and organisations, and writes the history of their rights', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const contributor = await roleIdOf(t.db, 'Contributor');
    const response = await admin.post(
      USERS_API,
      userForm({
        email: '  New.User@Example.org ',
        role_ids: [contributor, contributor],
        tag_keys: ['boreal_alma'],
        approval_role: 'preapprobator',
        permissions: { mandate: { starts_on: '2025-01-01', ends_on: '2026-12-31' }, sign_in_path: '/admin/subjects' },
      }),
    );
    expect(response.statusCode).toBe(201);
    const { user, invitation_sent } = response.json();
    expect(invitation_sent).toBe(false);
    expect(user).toMatchObject({
      email: 'new.user@example.org',
      first_name: 'Nadia',
      last_name: 'Lévesque',
      roles: [{ id: contributor, name: 'Contributor' }],
      tags: ['boreal_alma'],
      approval_role: 'preapprobator',
      permissions: { mandate: { starts_on: '2025-01-01', ends_on: '2026-12-31' }, sign_in_path: '/admin/subjects' },
      status: 'invited',
      invited_at: null,
      abilities: { edit: true, archive: true, remind: true },
    });
    expect((await userRow('new.user@example.org')).passwordHash).toBeNull();
    expect(await mailsTo(t.db, 'new.user@example.org')).toEqual([]);
    const [entry] = await historyRows(t.db, user.id);
    expect(entry).toMatchObject({ targetLabel: 'new.user@example.org', changedBy: await userIdOf(t.db, 'admin@example.org'), impersonatorId: null });
    expect(entry!.change).toEqual({
      added: ['Contributor', 'boreal_alma'],
      fields: {
        approval_role: { before: null, after: 'preapprobator' },
        audience: { before: null, after: 'private' },
        mandate: { before: null, after: { starts_on: '2025-01-01', ends_on: '2026-12-31' } },
        sign_in_path: { before: null, after: '/admin/subjects' },
        authentication_method: { before: null, after: 'default' },
      },
    });
    // The page's history reads it back, with who made the change.
    const detail = (await admin.get(`${USERS_API}/${user.id}`)).json();
    expect(detail.history).toEqual([expect.objectContaining({ by: 'admin@example.org', impersonator: null, added: ['Contributor', 'boreal_alma'] })]);
  });

  it('refuses a taken email (whatever its case), an invalid one, unknown roles and organisations, with field details', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const taken = await admin.post(USERS_API, userForm({ email: 'CONTRIBUTOR@example.org' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ code: 'INVALID_RECORD', details: { email: [{ error: 'TAKEN' }] } });

    const invalid = await admin.post(USERS_API, userForm({ email: 'not an email', locale: 'de', role_ids: ['x'] }));
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().details).sort()).toEqual(['email', 'locale', 'role_ids.0']);

    const unknown = await admin.post(USERS_API, userForm({ email: 'unknown@example.org', role_ids: [999999], tag_keys: ['boreal', 'atlantis'] }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details).toEqual({ role_ids: [{ error: 'INVALID', values: [999999] }], tag_keys: [{ error: 'INVALID', values: ['atlantis'] }] });

    const dates = await admin.post(
      USERS_API,
      userForm({ email: 'dates@example.org', permissions: { mandate: { starts_on: '2025-06-01', ends_on: '2025-01-01' }, sign_in_path: '//evil.example/x' } }),
    );
    expect(dates.json().details).toEqual({
      'permissions.mandate.ends_on': [{ error: 'INVALID', after: '2025-06-01' }],
      'permissions.sign_in_path': [{ error: 'INVALID' }],
    });
    const outOfRange = await admin.post(USERS_API, userForm({ email: 'range@example.org', permissions: { mandate: { starts_on: '1990-01-01' } } }));
    expect(outOfRange.json().details).toEqual({
      'permissions.mandate.starts_on': [{ error: 'DATE_OUT_OF_RANGE', beginning: '2000-01-01', end: '2099-12-31' }],
    });
    expect(await t.db.select().from(users).where(eq(users.email, 'unknown@example.org'))).toEqual([]);
  });

  it('lets an administrator give only rights and organisations they hold themselves', async () => {
    const manager = await signedIn(t, 'manager@example.org');
    const wider = await manager.post(USERS_API, userForm({ email: 'wider@example.org', role_ids: [await roleIdOf(t.db, 'Approver')], tag_keys: ['laurentide'] }));
    expect(wider.statusCode).toBe(422);
    expect(wider.json()).toEqual({
      code: 'INVALID_RECORD',
      feedback: 'You cannot grant rights you do not hold yourself.',
      details: {
        role_ids: [{ error: 'NOT_GRANTABLE', permissions: ['inputs.approve', 'progress.read', 'questionnaires.approve'] }],
        tag_keys: [{ error: 'NOT_GRANTABLE', values: ['laurentide'] }],
      },
    });
    const within = await manager.post(USERS_API, userForm({ email: 'within@example.org', role_ids: [await roleIdOf(t.db, 'Contributor')], tag_keys: ['boreal_alma'] }));
    expect(within.statusCode).toBe(201);
  });

  it('creates a SAML user with no password and no invitation, even when asked for one', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const response = await admin.post(USERS_API, userForm({ email: 'saml.user@example.org', authenticationMethod: 'saml', sendInvitation: true }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ invitation_sent: false, user: { authentication_method: 'saml', status: 'active', abilities: { remind: false } } });
    expect(await mailsTo(t.db, 'saml.user@example.org')).toEqual([]);
    expect((await userRow('saml.user@example.org')).passwordHash).toBeNull();
  });

  it('is refused without users.manage: reader, contributor, pre-approver, approver, a user reader; a visitor must sign in', async () => {
    await addUser(t.db, { email: 'viewer@example.org', permissions: ['users.read'] });
    for (const email of ['reader@example.org', 'contributor@example.org', 'preapprover@example.org', 'approver@example.org', 'viewer@example.org']) {
      const response = await (await signedIn(t, email)).post(USERS_API, userForm({ email: 'never@example.org' }));
      expect(response.statusCode, email).toBe(403);
    }
    expect((await (await browser(t)).post(USERS_API, userForm({ email: 'never@example.org' }))).statusCode).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.email, 'never@example.org'))).toEqual([]);
  });
});

describe('PUT /users/{id}', () => {
  it('saves the form, records what moved in the rights, and the rights apply from the user’s next request', async () => {
    const id = await addUser(t.db, { email: 'moving@example.org', permissions: [], tags: ['boreal'] });
    const moving = await signedIn(t, 'moving@example.org');
    expect((await moving.get('/api/services/data_cluster/subjects')).statusCode).toBe(403);

    const admin = await signedIn(t, 'admin@example.org');
    const contributor = await roleIdOf(t.db, 'Contributor');
    const response = await admin.put(
      `${USERS_API}/${id}`,
      userForm({ email: 'moving@example.org', first_name: 'Mo', role_ids: [contributor], tag_keys: ['laurentide'], audience: 'public', locale: 'fr' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ first_name: 'Mo', locale: 'fr', audience: 'public', roles: [{ name: 'Contributor' }], tags: ['laurentide'] });
    // Same session, next request: the new role applies.
    expect((await moving.get('/api/services/data_cluster/subjects')).statusCode).toBe(200);

    const history = await historyRows(t.db, id);
    expect(history.at(-1)!.change).toEqual({
      added: ['Contributor', 'laurentide'],
      removed: ['boreal'],
      fields: { audience: { before: 'private', after: 'public' } },
    });

    // Saving the same form again moves nothing: no history row.
    await admin.put(`${USERS_API}/${id}`, userForm({ email: 'moving@example.org', first_name: 'Mo', role_ids: [contributor], tag_keys: ['laurentide'], audience: 'public', locale: 'fr' }));
    expect(await historyRows(t.db, id)).toHaveLength(history.length);

    // Taking the role away takes effect as quickly.
    await admin.put(`${USERS_API}/${id}`, userForm({ email: 'moving@example.org', role_ids: [], tag_keys: ['laurentide'], audience: 'public' }));
    expect((await moving.get('/api/services/data_cluster/subjects')).statusCode).toBe(403);
  });

  it('moves a user to SAML: their password goes, and they can no longer sign in with it', async () => {
    const id = await addUser(t.db, { email: 'to-saml@example.org', permissions: ['subjects.read'] });
    const admin = await signedIn(t, 'admin@example.org');
    const response = await admin.put(`${USERS_API}/${id}`, userForm({ email: 'to-saml@example.org', authenticationMethod: 'saml' }));
    expect(response.statusCode).toBe(200);
    expect((await userRow('to-saml@example.org')).passwordHash).toBeNull();
    expect((await historyRows(t.db, id)).at(-1)!.change.fields).toMatchObject({ authentication_method: { before: 'default', after: 'saml' } });
    expect((await (await browser(t)).signIn('to-saml@example.org', DEMO_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses an email another user has', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const id = await userIdOf(t.db, 'reader@example.org');
    const response = await admin.put(`${USERS_API}/${id}`, userForm({ email: 'approver@example.org' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({ email: [{ error: 'TAKEN' }] });
    // Keeping one's own email is not taking it.
    expect((await admin.put(`${USERS_API}/${id}`, userForm({ email: 'reader@example.org', first_name: 'Robert', last_name: 'Morin' }))).statusCode).toBe(200);
  });

  it('keeps a super administrator, and anyone holding rights the administrator lacks, out of reach', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const superAdmin = await admin.put(`${USERS_API}/${await userIdOf(t.db, 'super@example.org')}`, userForm({ email: 'super@example.org' }));
    expect(superAdmin.statusCode).toBe(403);
    expect(superAdmin.json().code).toBe('ACCESS_DENIED');

    const manager = await signedIn(t, 'manager@example.org');
    // The approver holds rights the manager lacks: changing their email would hand the manager the account.
    const approver = await manager.put(`${USERS_API}/${await userIdOf(t.db, 'approver@example.org')}`, userForm({ email: 'mine@example.org' }));
    expect(approver.statusCode).toBe(403);
    const listed = (await manager.get(`${USERS_API}?q=approver@`)).json().users[0];
    expect(listed.abilities).toMatchObject({ edit: false, archive: false });
    // A contributor of another organisation is out of reach too; one of Boréal is the manager's to edit.
    expect((await manager.put(`${USERS_API}/${await userIdOf(t.db, 'contributor2@example.org')}`, userForm({ email: 'contributor2@example.org' }))).statusCode).toBe(403);
    const boreal = await manager.put(
      `${USERS_API}/${await userIdOf(t.db, 'contributor@example.org')}`,
      userForm({ email: 'contributor@example.org', first_name: 'Marc', last_name: 'Bouchard', role_ids: [await roleIdOf(t.db, 'Contributor')], tag_keys: ['boreal'] }),
    );
    expect(boreal.statusCode).toBe(200);
    // …but not to raise: the Administrator role holds what the manager does not.
    const raised = await manager.put(
      `${USERS_API}/${await userIdOf(t.db, 'contributor@example.org')}`,
      userForm({ email: 'contributor@example.org', role_ids: [await roleIdOf(t.db, 'Administrator')], tag_keys: ['boreal'] }),
    );
    expect(raised.statusCode).toBe(422);
    expect(raised.json().details.role_ids[0].error).toBe('NOT_GRANTABLE');
  });

  it('answers 404 for another client’s user, and is refused to a contributor and an approver', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    expect((await admin.put(`${USERS_API}/${await otherClientUser(t.db)}`, userForm({ email: 'x@example.org' }))).statusCode).toBe(404);
    const id = await userIdOf(t.db, 'reader@example.org');
    for (const email of ['contributor@example.org', 'approver@example.org', 'reader@example.org']) {
      expect((await (await signedIn(t, email)).put(`${USERS_API}/${id}`, userForm({ email: 'reader@example.org' }))).statusCode, email).toBe(403);
    }
  });
});
