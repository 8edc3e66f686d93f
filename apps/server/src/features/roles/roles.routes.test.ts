import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLogs } from '../../platform/audit/audit.tables.js';
import { hashPassword } from '../../platform/auth/password-hash.js';
import { roles, userRoles, users } from '../../platform/auth/auth.tables.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { permissionChanges } from '../users/test-fixtures.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { TestAgent } from '../../test/test-agent.js';

const API = '/api/roles';

let t: TestApp;
let clientId: number;
let otherClientRoleId: number;
let otherClientUserId: number;
let admin: TestAgent;
let passwordHash: string;
let nextAddress = 1;

/** A browser signed in as this user, each from an address of its own (no sign-in limit shared). */
async function signedIn(email: string): Promise<TestAgent> {
  const agent = await new TestAgent(t.app, { ip: `10.42.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}` }).start();
  expect((await agent.signIn(email, DEMO_PASSWORD)).statusCode).toBe(200);
  return agent;
}

/** A user of the demo client holding these roles, who can sign in. */
async function addUser(email: string, roleIds: number[] = []): Promise<number> {
  const [user] = await t.db.insert(users).values({ clientId, email, passwordHash, audience: 'private', firstName: 'Test', lastName: email.split('@')[0]! }).returning({ id: users.id });
  if (roleIds.length > 0) await t.db.insert(userRoles).values(roleIds.map((roleId) => ({ userId: user!.id, roleId })));
  return user!.id;
}

async function roleIdNamed(name: string): Promise<number> {
  const [row] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return row!.id;
}

const body = (name: string, permissions: string[], user_ids: number[]) => ({ name, permissions, user_ids });

beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword(DEMO_PASSWORD);
  [{ id: clientId }] = (await t.db.select({ id: clients.id }).from(clients).where(eq(clients.name, 'demo'))) as [{ id: number }];
  const [other] = await t.db.insert(clients).values({ name: 'rt-other', title: 'Other', settings: {} as never }).returning({ id: clients.id });
  const [otherRole] = await t.db.insert(roles).values({ clientId: other!.id, name: 'Elsewhere', permissions: ['roles.manage'] }).returning({ id: roles.id });
  otherClientRoleId = otherRole!.id;
  const [stranger] = await t.db.insert(users).values({ clientId: other!.id, email: 'rt-stranger@example.org' }).returning({ id: users.id });
  otherClientUserId = stranger!.id;
  admin = await signedIn('admin@example.org');
});
afterAll(() => t.close());

describe('GET /roles', () => {
  it("lists the client's roles by name with their member count and the caller's abilities", async () => {
    const response = await admin.get(API);
    expect(response.statusCode).toBe(200);
    const { roles: listed, abilities } = response.json();
    expect(abilities).toEqual({ create: true });
    const names = listed.map((role: { name: string }) => role.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names).not.toContain('Elsewhere');
    const contributor = listed.find((role: { name: string }) => role.name === 'Contributor');
    expect(contributor).toEqual({
      id: expect.any(Number),
      name: 'Contributor',
      permissions: ['subjects.read', 'inputs.write', 'imports.manage', 'exports.manage', 'questionnaires.answer'],
      users_count: 2,
      abilities: { edit: true, delete: true },
    });
  });
});

describe('a role created, shown, changed with a preview, and deleted', () => {
  it('is created with its members, who hold its rights from their next request', async () => {
    const memberId = await addUser('rt-joiner@example.org');
    const member = await signedIn('rt-joiner@example.org');
    expect((await member.get(API)).statusCode).toBe(403);

    const created = await admin.post(API, body('  Role keepers ', ['roles.manage', 'users.read', 'roles.manage'], [memberId, memberId]));
    expect(created.statusCode).toBe(201);
    const role = created.json().role;
    expect(role).toMatchObject({
      name: 'Role keepers',
      permissions: ['users.read', 'roles.manage'],
      users_count: 1,
      users: [{ id: memberId, email: 'rt-joiner@example.org', first_name: 'Test', last_name: 'rt-joiner', archived: false }],
      abilities: { edit: true, delete: true },
    });
    // Same session, next request: the role's rights apply.
    expect((await member.get(API)).statusCode).toBe(200);

    const shown = (await admin.get(`${API}/${role.id}`)).json();
    expect(shown.role).toEqual(role);
    expect(shown.history).toEqual([
      expect.objectContaining({
        by: 'admin@example.org',
        impersonator: null,
        target_type: 'role',
        target_label: 'Role keepers',
        added: ['roles.manage', 'users.read'],
        removed: [],
        fields: { name: { before: null, after: 'Role keepers' }, members_added: { before: null, after: ['rt-joiner@example.org'] } },
      }),
    ]);
    // The member's own history tells they joined the role.
    const memberHistory = await t.db.select().from(permissionChanges).where(and(eq(permissionChanges.targetType, 'user'), eq(permissionChanges.targetId, memberId)));
    expect(memberHistory.map((row) => row.change)).toEqual([{ added: ['Role keepers'] }]);
  });

  it('previews the change in effective rights with dry_run, saving nothing, then saves the same change', async () => {
    const contributorRole = await roleIdNamed('Contributor');
    const stayer = await addUser('rt-stayer@example.org', [contributorRole]);
    const leaver = await addUser('rt-leaver@example.org', [contributorRole]);
    const joiner = await addUser('rt-newcomer@example.org', [contributorRole]);
    const { role } = (await admin.post(API, body('Report writers', ['subjects.read', 'reports.manage'], [stayer, leaver]))).json();
    const before = (await admin.get(`${API}/${role.id}`)).json();
    const stayerSession = await signedIn('rt-stayer@example.org');
    const next = body('Report writers and followers', ['subjects.read', 'reports.manage', 'progress.read'], [stayer, joiner]);

    const preview = await admin.put(`${API}/${role.id}?dry_run=true`, next);
    expect(preview.statusCode).toBe(200);
    const expected = {
      members: [
        // subjects.read comes with the Contributor role they all keep: neither gained nor lost.
        { id: leaver, email: 'rt-leaver@example.org', gained: [], lost: ['reports.manage'] },
        { id: joiner, email: 'rt-newcomer@example.org', gained: ['progress.read', 'reports.manage'], lost: [] },
        { id: stayer, email: 'rt-stayer@example.org', gained: ['progress.read'], lost: [] },
      ],
    };
    expect(preview.json()).toEqual({ role: null, change: expected });
    expect((await admin.get(`${API}/${role.id}`)).json()).toEqual(before);
    expect((await stayerSession.get('/api/progress')).statusCode).toBe(403);

    const saved = await admin.put(`${API}/${role.id}`, next);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().change).toEqual(expected);
    // The stayer's open session holds the new right from its next request.
    expect((await stayerSession.get('/api/progress')).statusCode).toBe(200);
    expect(saved.json().role).toMatchObject({
      name: 'Report writers and followers',
      permissions: ['subjects.read', 'progress.read', 'reports.manage'],
      users_count: 2,
    });
    expect(saved.json().role.users.map((user: { email: string }) => user.email)).toEqual(['rt-newcomer@example.org', 'rt-stayer@example.org']);

    const history = (await admin.get(`${API}/${role.id}`)).json().history;
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      target_label: 'Report writers and followers',
      added: ['progress.read'],
      removed: [],
      fields: {
        name: { before: 'Report writers', after: 'Report writers and followers' },
        members_added: { before: null, after: ['rt-newcomer@example.org'] },
        members_removed: { before: ['rt-leaver@example.org'], after: null },
      },
    });
  });

  it('previews a deletion (what each member loses), then deletes and answers the same change', async () => {
    const approverRole = await roleIdNamed('Approver');
    const keeper = await addUser('rt-keeper@example.org', [approverRole]);
    const plain = await addUser('rt-plain@example.org');
    const { role } = (await admin.post(API, body('Short-lived', ['progress.read', 'users.read'], [keeper, plain]))).json();
    const plainSession = await signedIn('rt-plain@example.org');

    const preview = await admin.delete(`${API}/${role.id}?dry_run=true`);
    expect(preview.statusCode).toBe(200);
    const expected = {
      members: [
        // progress.read stays with the Approver role.
        { id: keeper, email: 'rt-keeper@example.org', gained: [], lost: ['users.read'] },
        { id: plain, email: 'rt-plain@example.org', gained: [], lost: ['progress.read', 'users.read'] },
      ],
    };
    expect(preview.json()).toEqual({ id: role.id, deleted: false, change: expected });
    expect((await admin.get(`${API}/${role.id}`)).statusCode).toBe(200);

    const deleted = await admin.delete(`${API}/${role.id}`);
    expect(deleted.json()).toEqual({ id: role.id, deleted: true, change: expected });
    expect((await admin.get(`${API}/${role.id}`)).statusCode).toBe(404);
    expect((await admin.get(API)).json().roles.map((listed: { name: string }) => listed.name)).not.toContain('Short-lived');
    expect((await t.db.select().from(userRoles).where(eq(userRoles.roleId, role.id))).length).toBe(0);
    expect((await plainSession.get('/api/progress')).statusCode).toBe(403);
    expect((await admin.delete(`${API}/${role.id}`)).statusCode).toBe(404);
  });
});

describe('audit', () => {
  it('records a save and a deletion, never a dry run', async () => {
    const { role } = (await admin.post(API, body('Audited', ['users.read'], []))).json();
    const rowsFor = async () => (await t.db.select().from(auditLogs).where(eq(auditLogs.recordId, String(role.id)))).filter((row) => row.action.includes('/api/roles/'));
    await admin.put(`${API}/${role.id}?dry_run=true`, body('Audited', ['users.read', 'users.manage'], []));
    await admin.delete(`${API}/${role.id}?dry_run=true`);
    expect(await rowsFor()).toEqual([]);
    await admin.put(`${API}/${role.id}`, body('Audited', ['users.read', 'users.manage'], []));
    await admin.delete(`${API}/${role.id}`);
    await vi.waitFor(async () => expect((await rowsFor()).map((row) => row.action).sort()).toEqual(['DELETE /api/roles/:id', 'PUT /api/roles/:id']));
  });
});

describe('validation', () => {
  it('needs a name, unique in the client whatever its case (422 INVALID_RECORD with details.name)', async () => {
    const blank = await admin.post(API, body('   ', [], []));
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ code: 'INVALID_RECORD', details: { name: [{ error: 'BLANK' }] } });
    const taken = await admin.post(API, body('approver', [], []));
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ code: 'INVALID_RECORD', details: { name: [{ error: 'TAKEN' }] } });
    const { role } = (await admin.post(API, body('Renamable', [], []))).json();
    const renamed = await admin.put(`${API}/${role.id}?dry_run=true`, body('Pre-approver', [], []));
    expect(renamed.json()).toMatchObject({ code: 'INVALID_RECORD', details: { name: [{ error: 'TAKEN' }] } });
    // Its own name (another case of it) is not taken; the other client's role names are not either.
    expect((await admin.put(`${API}/${role.id}`, body('RENAMABLE', [], []))).statusCode).toBe(200);
    expect((await admin.post(API, body('Elsewhere', [], []))).statusCode).toBe(201);
  });

  it("refuses unknown users and another client's users (422 details.user_ids), and unknown keys", async () => {
    const unknown = await admin.post(API, body('Strangers', [], [987654, otherClientUserId]));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'INVALID_RECORD', details: { user_ids: [{ error: 'UNKNOWN', ids: [987654, otherClientUserId] }] } });
    const badKey = await admin.post(API, body('Bad keys', ['super_admin.access'], []));
    expect(badKey.statusCode).toBe(422);
    expect(badKey.json().details).toHaveProperty(['permissions.0']);
    expect((await admin.post(API, { name: 'No lists' })).statusCode).toBe(422);
    expect((await admin.get(API)).json().roles.map((role: { name: string }) => role.name)).not.toContain('Strangers');
  });

  it('answers 404 for another client’s role and an unknown one, and 422 for an id that is not one', async () => {
    for (const id of [otherClientRoleId, 987654]) {
      expect((await admin.get(`${API}/${id}`)).statusCode).toBe(404);
      expect((await admin.put(`${API}/${id}`, body('Taken over', ['roles.manage'], []))).statusCode).toBe(404);
      expect((await admin.put(`${API}/${id}?dry_run=true`, body('Taken over', ['roles.manage'], []))).statusCode).toBe(404);
      expect((await admin.delete(`${API}/${id}?dry_run=true`)).statusCode).toBe(404);
      expect((await admin.delete(`${API}/${id}`)).statusCode).toBe(404);
    }
    const [kept] = await t.db.select().from(roles).where(eq(roles.id, otherClientRoleId));
    expect(kept).toMatchObject({ name: 'Elsewhere', permissions: ['roles.manage'] });
    expect((await admin.get(`${API}/abc`)).statusCode).toBe(422);
  });
});

describe('an administrator grants only what they hold', () => {
  let manager: TestAgent;
  let reportsRoleId: number;
  beforeAll(async () => {
    const [limited] = await t.db.insert(roles).values({ clientId, name: 'Role managers', permissions: ['roles.manage', 'users.read', 'subjects.read'] }).returning({ id: roles.id });
    await addUser('rt-manager@example.org', [limited!.id]);
    manager = await signedIn('rt-manager@example.org');
    reportsRoleId = (await admin.post(API, body('Reporters', ['subjects.read', 'reports.manage'], []))).json().role.id;
  });

  it('refuses a key they do not hold (422 NOT_HELD, naming the keys), in a preview as in a save', async () => {
    const created = await manager.post(API, body('Climbers', ['users.read', 'reports.manage', 'client.configure'], []));
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject({
      code: 'INVALID_RECORD',
      feedback: expect.stringContaining('reports.manage'),
      details: { permissions: [{ error: 'NOT_HELD', keys: ['reports.manage', 'client.configure'] }] },
    });
    const { role } = (await manager.post(API, body('Readers', ['users.read'], []))).json();
    for (const dry of ['?dry_run=true', '']) {
      const added = await manager.put(`${API}/${role.id}${dry}`, body('Readers', ['users.read', 'users.manage'], []));
      expect(added.json()).toMatchObject({ details: { permissions: [{ error: 'NOT_HELD', keys: ['users.manage'] }] } });
    }
    expect((await manager.get(`${API}/${role.id}`)).json().role.permissions).toEqual(['users.read']);
  });

  it("refuses to add a member to a role granting what they do not hold, and lets them rename it or remove keys", async () => {
    const newcomer = await addUser('rt-climber@example.org');
    const joined = await manager.put(`${API}/${reportsRoleId}`, body('Reporters', ['subjects.read', 'reports.manage'], [newcomer]));
    expect(joined.statusCode).toBe(422);
    expect(joined.json()).toMatchObject({ details: { user_ids: [{ error: 'NOT_HELD', keys: ['reports.manage'] }] } });
    expect((await manager.put(`${API}/${reportsRoleId}`, body('Report builders', ['subjects.read', 'reports.manage'], []))).statusCode).toBe(200);
    expect((await manager.put(`${API}/${reportsRoleId}`, body('Report builders', ['subjects.read'], [newcomer]))).statusCode).toBe(200);
  });

  it('lets a super administrator grant any key', async () => {
    const superAdmin = await signedIn('super@example.org');
    const created = await superAdmin.post(API, body('Everything', ['client.configure', 'users.impersonate'], []));
    expect(created.statusCode).toBe(201);
  });
});

describe('who may call the roles routes', () => {
  it('refuses every route to users without roles.manage (403) and to visitors (401)', async () => {
    const id = await roleIdNamed('Approver');
    const calls = (agent: TestAgent) => [
      agent.get(API),
      agent.post(API, body('Nope', [], [])),
      agent.get(`${API}/${id}`),
      agent.put(`${API}/${id}?dry_run=true`, body('Nope', [], [])),
      agent.put(`${API}/${id}`, body('Nope', [], [])),
      agent.delete(`${API}/${id}?dry_run=true`),
      agent.delete(`${API}/${id}`),
    ];
    for (const email of ['reader@example.org', 'contributor@example.org', 'contributor2@example.org', 'preapprover@example.org', 'approver@example.org']) {
      const agent = await signedIn(email);
      for (const answer of await Promise.all(calls(agent))) {
        expect(answer.statusCode, email).toBe(403);
        expect(answer.json().code).toBe('ACCESS_DENIED');
      }
    }
    const visitor = await new TestAgent(t.app, { ip: '10.42.250.1' }).start();
    for (const answer of await Promise.all(calls(visitor))) expect(answer.statusCode).toBe(401);
    expect((await admin.get(`${API}/${id}`)).json().role.name).toBe('Approver');
  });

  it('opens them to a super administrator', async () => {
    const superAdmin = await signedIn('super@example.org');
    expect((await superAdmin.get(API)).json().abilities).toEqual({ create: true });
    expect((await superAdmin.get(`${API}/${await roleIdNamed('Approver')}`)).statusCode).toBe(200);
  });
});
