import { and, eq, inArray } from 'drizzle-orm';
import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../platform/audit/audit.tables.js';
import { hashPassword } from '../../platform/auth/password-hash.js';
import { roles, userRoles, users } from '../../platform/auth/auth.tables.js';
import { tags, userTags } from '../../platform/tags/tags.tables.js';
import { HttpAgent } from '../../test/http-agent.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { API, type DataCollectionFixture, seedDataCollectionFixture } from '../data-collection/test-fixtures.js';

// Impersonation never gives a right, whichever side's rights change once it has started: checked on every request.

const LIMITED_ADMIN: PermissionKey[] = ['users.impersonate', 'users.read', 'subjects.read', 'inputs.write'];

let t: TestApp;
let f: DataCollectionFixture;
let nextAddress = 1;

async function addUser(email: string, permissions: PermissionKey[], tagKeys: string[]) {
  const [user] = await t.db
    .insert(users)
    .values({ clientId: f.clientId, email, passwordHash: await hashPassword(DEMO_PASSWORD), audience: 'private', permissions: { sign_in_path: '/admin' } })
    .returning({ id: users.id, email: users.email });
  const [role] = await t.db.insert(roles).values({ clientId: f.clientId, name: `Role of ${email}`, permissions }).returning({ id: roles.id });
  await t.db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  const nodes = await t.db.select({ id: tags.id }).from(tags).where(and(eq(tags.clientId, f.clientId), inArray(tags.key, tagKeys)));
  await t.db.insert(userTags).values(nodes.map((node) => ({ userId: user!.id, tagId: node.id })));
  return { ...user!, roleId: role!.id };
}

/** A limited administrator, signed in over HTTP, acting as a fresh contributor of organisation A. */
async function impersonatingContributor(name: string) {
  const admin = await addUser(`${name}-admin@example.test`, LIMITED_ADMIN, ['t_org']);
  const contributor = await addUser(`${name}-contributor@example.test`, ['subjects.read', 'inputs.write'], ['t_org_a']);
  const agent = await HttpAgent.start(t.app, `127.82.0.${nextAddress++}`);
  expect((await agent.signIn(admin.email, DEMO_PASSWORD)).statusCode).toBe(200);
  expect((await agent.post(`/api/users/${contributor.id}/impersonate`)).statusCode).toBe(200);
  expect((await agent.get('/api/profile')).json().profile).toMatchObject({ email: contributor.email, impersonated_by: admin.email });
  return { admin, contributor, agent };
}

const endedAudit = (adminId: number) =>
  t.db.select({ details: auditLogs.details }).from(auditLogs).where(and(eq(auditLogs.userId, adminId), eq(auditLogs.action, 'impersonation.ended')));

beforeAll(async () => {
  t = await createTestApp();
  f = await seedDataCollectionFixture(t.db);
});
afterAll(() => t.close());

describe('an impersonation whose rights no longer fit ends at once', () => {
  it('when the user acted as is given a right the administrator lacks: the next call is refused, and the session is the administrator’s again', async () => {
    const { admin, contributor, agent } = await impersonatingContributor('gains');
    // Another administrator makes the contributor an approver, with progress (contributors' emails) to read.
    const [approverRole] = await t.db
      .insert(roles)
      .values({ clientId: f.clientId, name: 'Approver (gains)', permissions: ['subjects.read', 'inputs.approve', 'progress.read'] })
      .returning({ id: roles.id });
    await t.db.insert(userRoles).values({ userId: contributor.id, roleId: approverRole!.id });

    const refused = await agent.get('/api/progress');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ACCESS_DENIED',
      details: { base: [{ error: 'IMPERSONATION_ENDED', reason: 'WIDER_RIGHTS', redirect_url: '/admin' }] },
    });
    // The answer carried the administrator's own session: their rights only, and no progress.
    expect((await agent.get('/api/profile')).json().profile).toMatchObject({ email: admin.email, impersonated_by: null });
    expect((await agent.get('/api/progress')).statusCode).toBe(403);
    expect(await endedAudit(admin.id)).toEqual([{ details: { as_user_id: contributor.id, reason: 'WIDER_RIGHTS' } }]);
  });

  it('when the user acted as is given an organisation the administrator does not act for', async () => {
    const { admin, contributor, agent } = await impersonatingContributor('moves');
    const [other] = await t.db.insert(tags).values({ clientId: f.clientId, key: 'imp_rights_other', dimension: 'imp_rights_other', parentId: null, depth: 0, position: 99, name: { en: 'Other', fr: 'Autre' } }).returning({ id: tags.id });
    await t.db.insert(userTags).values({ userId: contributor.id, tagId: other!.id });
    const refused = await agent.get(`${API}/subjects`);
    expect(refused.json()).toMatchObject({ details: { base: [{ error: 'IMPERSONATION_ENDED', reason: 'WIDER_RIGHTS' }] } });
    expect((await agent.get('/api/profile')).json().profile.email).toBe(admin.email);
  });

  it('when the administrator loses every role: nothing is listed to fill as the contributor any more', async () => {
    const { admin, agent } = await impersonatingContributor('loses');
    expect((await agent.get(`${API}/subjects`)).statusCode).toBe(200);
    await t.db.delete(userRoles).where(eq(userRoles.userId, admin.id));

    const refused = await agent.get(`${API}/subjects`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().details.base[0]).toMatchObject({ error: 'IMPERSONATION_ENDED', reason: 'IMPERSONATOR_CANNOT_IMPERSONATE' });
    const profile = (await agent.get('/api/profile')).json().profile;
    expect(profile).toMatchObject({ email: admin.email, impersonated_by: null, abilities: [] });
    expect((await agent.get(`${API}/subjects`)).statusCode).toBe(403);
  });

  it('when the administrator’s own account is locked', async () => {
    const { admin, agent } = await impersonatingContributor('locked');
    await t.db.update(users).set({ lockedUntil: new Date(Date.now() + 3_600_000) }).where(eq(users.id, admin.id));
    const refused = await agent.get(`${API}/subjects`);
    expect(refused.json().details.base[0]).toMatchObject({ error: 'IMPERSONATION_ENDED', reason: 'IMPERSONATOR_UNAVAILABLE' });
    // Back in their own session, which their lock now refuses.
    expect((await agent.get(`${API}/subjects`)).json().code).toBe('ACCOUNT_LOCKED');
  });

  it('serves a page to the administrator, in their own session, instead of a refusal', async () => {
    const { admin, contributor, agent } = await impersonatingContributor('page');
    await t.db.update(roles).set({ permissions: ['users.read'] }).where(eq(roles.id, admin.roleId));

    const page = await agent.get('/admin');
    expect(page.statusCode).toBe(200);
    expect(page.headers['set-cookie']?.some((cookie) => cookie.startsWith('sid=s.'))).toBe(true);
    expect((await agent.get('/api/profile')).json().profile).toMatchObject({ email: admin.email, impersonated_by: null });
    expect(await endedAudit(admin.id)).toEqual([{ details: { as_user_id: contributor.id, reason: 'IMPERSONATOR_CANNOT_IMPERSONATE' } }]);
  });

  it('goes on while both sides’ rights still fit', async () => {
    const { contributor, agent } = await impersonatingContributor('fits');
    for (let i = 0; i < 3; i += 1) expect((await agent.get(`${API}/subjects`)).statusCode).toBe(200);
    expect((await agent.get('/api/profile')).json().profile.email).toBe(contributor.email);
  });
});
