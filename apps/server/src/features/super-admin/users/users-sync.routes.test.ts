import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SuperAdminUserList, UsersSync } from '@platform/shared/super-admin/users-sync.schemas';
import { roles, userRoles, users } from '../../../platform/auth/auth.tables.js';
import { hashPassword } from '../../../platform/auth/password-hash.js';
import { tags, userTags } from '../../../platform/tags/tags.tables.js';
import { clients } from '../../../platform/tenancy/tenancy.tables.js';
import { TEST_JOB_SETTINGS } from '../../../test/job-fixtures.js';
import { multipartBody, type MultipartPart } from '../../../test/multipart.js';
import { TestAgent } from '../../../test/test-agent.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/test-app.js';
import { userSyncs } from '../super-admin.tables.js';
import { USERS_SYNC_JOB, type UsersSyncJobData } from './users-sync.service.js';

const BASE = '/api/services/super_admin/users';
const HEADER = 'email,first_name,last_name,locale,organisation,roles';

/** The demo client's people as they are: listed in a file, they change nothing (and are not archived). */
const DEMO_ROWS = [
  'admin@example.org,Alice,Gagnon,en,organisation,Administrator',
  'approver@example.org,Paul,Roy,en,organisation,Approver',
  'preapprover@example.org,Chloé,Côté,fr,organisation,Pre-approver',
  'contributor@example.org,Marc,Bouchard,en,boreal,Contributor',
  'contributor2@example.org,Julie,Gauthier,fr,laurentide,Contributor',
  'reader@example.org,Robert,Morin,en,,',
];

let t: TestApp;
let superAdmin: TestAgent;
let demoClientId: number;
let nextAddress = 1;

beforeAll(async () => {
  t = await createTestApp({ jobs: { settings: TEST_JOB_SETTINGS } });
  superAdmin = await signedIn('super@example.org');
  const [demo] = await t.db.select({ id: clients.id }).from(clients).where(eq(clients.name, 'demo'));
  demoClientId = demo!.id;
});
afterAll(() => t.close());

async function browser() {
  return new TestAgent(t.app, { ip: `10.71.0.${nextAddress++}` }).start();
}

async function signedIn(email: string) {
  const agent = await browser();
  expect((await agent.signIn(email, DEMO_PASSWORD)).statusCode).toBe(200);
  return agent;
}

const csv = (...rows: string[]) => Buffer.from([HEADER, ...rows].join('\n') + '\n');

function upload(agent: TestAgent, file: { name: string; data: Buffer }, dryRun: boolean | null) {
  const parts: MultipartPart[] = dryRun === null ? [] : [{ name: 'dry_run', value: String(dryRun) }];
  parts.push({ name: 'file', filename: file.name, data: file.data, contentType: 'text/csv' });
  const { body, contentType } = multipartBody(parts);
  return agent.request('POST', `${BASE}/sync`, body, { 'content-type': contentType });
}

async function syncOf(file: { name: string; data: Buffer }, dryRun: boolean): Promise<UsersSync> {
  const response = await upload(superAdmin, file, dryRun);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { sync: UsersSync }).sync;
}

/** Waits for a queued sync's job to settle it. */
function settled(id: number): Promise<UsersSync> {
  return vi.waitFor(
    async () => {
      const response = await superAdmin.get(`${BASE}/syncs/${id}`);
      expect(response.statusCode).toBe(200);
      const { sync } = response.json() as { sync: UsersSync };
      expect(['done', 'failed']).toContain(sync.state);
      return sync;
    },
    { timeout: 20_000, interval: 100 },
  );
}

async function userNamed(email: string) {
  const [row] = await t.db
    .select()
    .from(users)
    .where(and(eq(users.clientId, demoClientId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  if (!row) return null;
  const roleNames = await t.db.select({ name: roles.name }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(userRoles.userId, row.id));
  const tagKeys = await t.db.select({ key: tags.key }).from(userTags).innerJoin(tags, eq(tags.id, userTags.tagId)).where(eq(userTags.userId, row.id));
  return { ...row, roles: roleNames.map((role) => role.name).sort(), tags: tagKeys.map((tag) => tag.key).sort() };
}

/** Every user of every client with their rights: what "nothing changed" is checked against. */
async function usersState(): Promise<string> {
  const result = await t.db.execute(sql`select u.id, u.email, u.first_name, u.last_name, u.locale, u.archived_at, u.updated_at,
      (select string_agg(r.role_id::text, ',' order by r.role_id) from user_roles r where r.user_id = u.id) as roles,
      (select string_agg(g.tag_id::text, ',' order by g.tag_id) from user_tags g where g.user_id = u.id) as tags
    from users u order by u.id`);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
}

/** A user of the demo client who is not in the demo rows: absent from a file, a sync archives them. */
async function addDemoUser(email: string, values: Partial<typeof users.$inferInsert> = {}): Promise<number> {
  const [row] = await t.db
    .insert(users)
    .values({ clientId: demoClientId, email, firstName: 'Léa', lastName: 'Morin', passwordHash: await hashPassword(DEMO_PASSWORD), ...values })
    .returning({ id: users.id });
  return row!.id;
}

/** The demo client's active users a file without them would archive (not super administrators, not visitors). */
async function archivable(except: readonly string[]): Promise<number> {
  const rows = await t.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.clientId, demoClientId), eq(users.isSuperAdmin, false), eq(users.isVisitor, false), sql`${users.archivedAt} is null`));
  return rows.filter((row) => !except.includes(row.email)).length;
}

const demoEmails = DEMO_ROWS.map((row) => row.split(',')[0]!);

describe('the users of every client', () => {
  it('lists the users of every client with their client, roles and last sign-in; searched, filtered by client, paged', async () => {
    const [other] = await t.db
      .insert(clients)
      .values({ name: 'northern', title: 'Northern Metals', settings: (await t.db.select().from(clients).where(eq(clients.id, demoClientId)))[0]!.settings })
      .returning({ id: clients.id });
    await t.db.insert(users).values({ clientId: other!.id, email: 'olivia@northern.example', firstName: 'Olivia', lastName: 'Pelletier' });

    const all = await superAdmin.get(`${BASE}?per_page=200`);
    expect(all.statusCode, all.body).toBe(200);
    const list = all.json() as SuperAdminUserList;
    expect(list.users.find((user) => user.email === 'olivia@northern.example')).toMatchObject({
      first_name: 'Olivia',
      client: { id: other!.id, name: 'northern', title: 'Northern Metals' },
      roles: [],
      archived_at: null,
    });
    expect(list.users.find((user) => user.email === 'admin@example.org')).toMatchObject({ client: { id: demoClientId, name: 'demo' }, roles: ['Administrator'] });
    expect(list.users.find((user) => user.email === 'super@example.org')?.last_signed_in_at).not.toBeNull();
    expect(list.users.some((user) => user.email.endsWith('visitor.invalid'))).toBe(false);
    expect(list.clients.map((client) => client.id)).toEqual(expect.arrayContaining([demoClientId, other!.id]));

    const ofOther = (await superAdmin.get(`${BASE}?client_id=${other!.id}`)).json() as SuperAdminUserList;
    expect(ofOther.users.map((user) => user.email)).toEqual(['olivia@northern.example']);
    expect(ofOther.total).toBe(1);

    const searched = (await superAdmin.get(`${BASE}?q=${encodeURIComponent('Julie Gauth')}`)).json() as SuperAdminUserList;
    expect(searched.users.map((user) => user.email)).toEqual(['contributor2@example.org']);
    // A wildcard is searched for as itself.
    expect(((await superAdmin.get(`${BASE}?q=%25`)).json() as SuperAdminUserList).total).toBe(0);

    const page = (await superAdmin.get(`${BASE}?per_page=2&page=2`)).json() as SuperAdminUserList;
    expect(page.users).toHaveLength(2);
    expect(page.total).toBe(list.total);
    expect(page.users[0]!.id).toBe(list.users[2]!.id);
  });
});

describe('syncing the users from a directory file', () => {
  it('dry-runs: counts what would be created, updated and archived, and changes nothing', async () => {
    await addDemoUser('leaver@example.org');
    const before = await usersState();
    const file = csv(...DEMO_ROWS.slice(1), 'Admin@Example.org,Alice,Gagnon-Roy,fr,organisation,administrator', 'newcomer@example.org,Nora,Bélanger,fr,boreal,Contributor;Approver');
    const sync = await syncOf({ name: 'directory.csv', data: file }, true);
    expect(sync).toMatchObject({
      state: 'dry_run',
      dry_run: true,
      file_name: 'directory.csv',
      counts: { created: 1, updated: 1, archived: await archivable(demoEmails), errors: 0 },
      row_errors: [],
      failure: null,
      created_by: 'super@example.org',
    });
    expect(sync.counts.archived).toBeGreaterThanOrEqual(1);
    expect(await usersState()).toBe(before);
    expect(await userNamed('newcomer@example.org')).toBeNull();
  });

  it('reports each refused row with its row number, column and code, and refuses to apply a file with errors', async () => {
    const file = csv(
      ...DEMO_ROWS,
      'not-an-email,A,B,en,boreal,Contributor',
      ',A,B,en,,',
      'wrong.locale@example.org,A,B,de,,',
      'no.org@example.org,A,B,en,atlantis,',
      'no.role@example.org,A,B,fr,boreal,Contributor;Wizard',
      'reader@example.org,Robert,Morin,en,,',
      'public@visitor.invalid,A,B,en,,',
    );
    const sync = await syncOf({ name: 'directory.csv', data: file }, true);
    expect(sync.counts.errors).toBe(7);
    expect(sync.row_errors).toEqual([
      { row: 8, column: 'email', code: 'INVALID', value: 'not-an-email' },
      { row: 9, column: 'email', code: 'BLANK', value: null },
      { row: 10, column: 'locale', code: 'UNKNOWN_LOCALE', value: 'de' },
      { row: 11, column: 'organisation', code: 'UNKNOWN_ORGANISATION', value: 'atlantis' },
      { row: 12, column: 'roles', code: 'UNKNOWN_ROLE', value: 'Wizard' },
      { row: 13, column: 'email', code: 'DUPLICATE', value: 'reader@example.org' },
      { row: 14, column: 'email', code: 'RESERVED', value: 'public@visitor.invalid' },
    ]);

    const before = await usersState();
    const applied = await upload(superAdmin, { name: 'directory.csv', data: file }, false);
    expect(applied.statusCode).toBe(422);
    expect(applied.json()).toMatchObject({ code: 'INVALID_RECORDS', details: { rows: expect.arrayContaining([expect.objectContaining({ row: 12, column: 'roles', error: 'UNKNOWN_ROLE' })]) } });
    expect(await usersState()).toBe(before);
  });

  it('applies a csv file in a job: creates, updates and archives, never a super administrator nor the caller', async () => {
    const leaverId = (await userNamed('leaver@example.org'))!.id;
    const expectedArchived = await archivable(demoEmails);
    const file = csv(
      ...DEMO_ROWS.filter((row) => !row.startsWith('contributor@')),
      'CONTRIBUTOR@example.org,Marc-André,Bouchard,fr,laurentide,Contributor;Pre-approver',
      'newcomer@example.org,Nora,Bélanger,fr,boreal,Contributor',
    );
    const queued = await syncOf({ name: 'directory.csv', data: file }, false);
    expect(queued).toMatchObject({ state: 'queued', dry_run: false });
    const sync = await settled(queued.id);
    expect(sync).toMatchObject({ state: 'done', failure: null, counts: { created: 1, updated: 1, archived: expectedArchived, errors: 0 } });
    expect(sync.finished_at).not.toBeNull();

    expect(await userNamed('newcomer@example.org')).toMatchObject({
      firstName: 'Nora',
      lastName: 'Bélanger',
      locale: 'fr',
      audience: 'private',
      archivedAt: null,
      roles: ['Contributor'],
      tags: ['boreal'],
      passwordHash: null,
    });
    expect(await userNamed('contributor@example.org')).toMatchObject({
      email: 'contributor@example.org',
      firstName: 'Marc-André',
      locale: 'fr',
      roles: ['Contributor', 'Pre-approver'],
      tags: ['laurentide'],
      archivedAt: null,
    });
    expect((await userNamed('leaver@example.org'))!.archivedAt).not.toBeNull();
    expect((await userNamed('super@example.org'))!.archivedAt).toBeNull();
    expect((await userNamed('admin@example.org'))!.archivedAt).toBeNull();
    // The writes are the user form's: each is in the history of permission changes.
    const history = await t.db.execute(sql`select count(*)::int as n from permission_changes where target_type = 'user' and target_id = ${leaverId}`);
    expect((history as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    // No invitation went out.
    const mails = await t.db.execute(sql`select count(*)::int as n from outbox where recipient = 'newcomer@example.org'`);
    expect((mails as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);

    const list = (await superAdmin.get(`${BASE}/syncs`)).json() as { syncs: UsersSync[]; total: number };
    expect(list.syncs[0]!.id).toBe(queued.id);
    expect(list.total).toBeGreaterThanOrEqual(3);
  });

  it('applies an xlsx file: restores an archived user it lists and changes their names and roles', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Directory');
    sheet.addRow(['Email', 'First name', 'Last name', 'Locale', 'Organisation', 'Roles']);
    for (const row of DEMO_ROWS.filter((line) => !line.startsWith('contributor@'))) sheet.addRow(row.split(','));
    sheet.addRow(['contributor@example.org', 'Marc-André', 'Bouchard', 'fr', 'laurentide', 'Contributor;Pre-approver']);
    sheet.addRow(['newcomer@example.org', 'Nora', 'Bélanger', 'fr', 'boreal', 'Contributor']);
    sheet.addRow(['leaver@example.org', 'Léa', 'Morin-Roy', 'EN', 'saint_laurent', ' approver ; Contributor ']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());

    const sync = await settled((await syncOf({ name: 'directory.xlsx', data }, false)).id);
    expect(sync).toMatchObject({ state: 'done', counts: { created: 0, updated: 1, archived: 0, errors: 0 } });
    expect(await userNamed('leaver@example.org')).toMatchObject({ archivedAt: null, lastName: 'Morin-Roy', locale: 'en', roles: ['Approver', 'Contributor'], tags: ['saint_laurent'] });
  });

  it('answers 422 ALREADY_WORKING while a sync of the client is queued, a dry run too', async () => {
    const data: UsersSyncJobData = { clientId: demoClientId, syncId: 0, userId: (await userNamed('super@example.org'))!.id };
    const [row] = await t.db
      .insert(userSyncs)
      .values({ clientId: demoClientId, dryRun: false, state: 'queued', fileName: 'waiting.csv', rows: [], createdById: data.userId })
      .returning({ id: userSyncs.id });
    // A job that waits an hour: the sync stays queued while the test runs.
    const jobId = await t.jobs.send(USERS_SYNC_JOB, { ...data, syncId: row!.id }, { startAfter: 3600 });
    await t.db.update(userSyncs).set({ jobId }).where(eq(userSyncs.id, row!.id));
    try {
      const before = await usersState();
      for (const dryRun of [false, true]) {
        const response = await upload(superAdmin, { name: 'directory.csv', data: csv(...DEMO_ROWS) }, dryRun);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({ code: 'ALREADY_WORKING' });
      }
      expect(await usersState()).toBe(before);
    } finally {
      await t.db.update(userSyncs).set({ state: 'failed', failure: 'test over' }).where(eq(userSyncs.id, row!.id));
    }
  });

  it('fails as a whole, changing nothing, when a write is refused half-way (a role deleted since the upload)', async () => {
    const [gone] = await t.db.insert(roles).values({ clientId: demoClientId, name: 'Seasonal', permissions: [] }).returning({ id: roles.id });
    const people = [
      ...DEMO_ROWS.map((line) => {
        const [email, firstName, lastName, locale, organisation, roleList] = line.split(',');
        return { email, firstName, lastName, locale, organisation: organisation || null, roles: roleList ? roleList.split(';') : [] };
      }),
      { email: 'first.hire@example.org', firstName: 'Ana', lastName: 'Roy', locale: 'en', organisation: 'boreal', roles: ['Contributor'] },
      { email: 'seasonal@example.org', firstName: 'Sid', lastName: 'Roy', locale: 'en', organisation: 'boreal', roles: ['Seasonal'] },
    ];
    const userId = (await userNamed('super@example.org'))!.id;
    const [row] = await t.db
      .insert(userSyncs)
      .values({ clientId: demoClientId, dryRun: false, state: 'queued', fileName: 'directory.csv', rows: people, createdById: userId })
      .returning({ id: userSyncs.id });
    await t.db.delete(roles).where(eq(roles.id, gone!.id));
    const before = await usersState();
    await t.jobs.send(USERS_SYNC_JOB, { clientId: demoClientId, syncId: row!.id, userId } satisfies UsersSyncJobData);

    const sync = await settled(row!.id);
    expect(sync.state).toBe('failed');
    expect(sync.failure).toContain('Seasonal');
    expect(await usersState()).toBe(before);
    expect(await userNamed('first.hire@example.org')).toBeNull();
    // The newcomer the file leaves out was not archived either.
    expect((await userNamed('newcomer@example.org'))!.archivedAt).toBeNull();
  });

  it('refuses what is not a directory file: another type, a csv whose content is binary, missing columns, no dry_run', async () => {
    const before = await usersState();
    const text = await upload(superAdmin, { name: 'directory.txt', data: csv(...DEMO_ROWS) }, true);
    expect(text.statusCode).toBe(422);
    expect(text.json()).toMatchObject({ code: 'EXTENSION_NOT_ALLOWED' });

    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const binary = await upload(superAdmin, { name: 'directory.csv', data: png }, true);
    expect(binary.statusCode).toBe(422);
    expect(binary.json()).toMatchObject({ code: 'CONTENT_MISMATCH' });

    const disguised = await upload(superAdmin, { name: 'directory.xlsx', data: csv(...DEMO_ROWS) }, true);
    expect(disguised.statusCode).toBe(422);

    const missing = await upload(superAdmin, { name: 'directory.csv', data: Buffer.from('email,first_name,last_name\nx@example.org,A,B\n') }, true);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      code: 'INVALID_SPREADSHEET',
      details: { columns: [{ error: 'MISSING', column: 'locale' }, { error: 'MISSING', column: 'organisation' }, { error: 'MISSING', column: 'roles' }] },
    });

    const empty = await upload(superAdmin, { name: 'directory.csv', data: Buffer.from('\n') }, true);
    expect(empty.statusCode).toBe(422);

    const noDryRun = await upload(superAdmin, { name: 'directory.csv', data: csv(...DEMO_ROWS) }, null);
    expect(noDryRun.statusCode).toBe(422);
    expect(noDryRun.json()).toMatchObject({ code: 'INVALID_RECORD', details: { dry_run: expect.any(Array) } });
    expect(await usersState()).toBe(before);
  });

  it('answers 404 for a sync that is not the client’s', async () => {
    expect((await superAdmin.get(`${BASE}/syncs/999999`)).statusCode).toBe(404);
  });
});

describe('who may', () => {
  it('refuses every call to an administrator (403) and to a visitor who is not signed in (401), changing nothing', async () => {
    const admin = await signedIn('admin@example.org');
    const anonymous = await browser();
    const [sync] = await t.db.select({ id: userSyncs.id }).from(userSyncs).limit(1);
    for (const [agent, status] of [
      [admin, 403],
      [anonymous, 401],
    ] as const) {
      expect((await agent.get(BASE)).statusCode).toBe(status);
      expect((await agent.get(`${BASE}/syncs`)).statusCode).toBe(status);
      expect((await agent.get(`${BASE}/syncs/${sync!.id}`)).statusCode).toBe(status);
      const before = await usersState();
      const response = await upload(agent, { name: 'directory.csv', data: csv(...DEMO_ROWS) }, true);
      expect(response.statusCode).toBe(status);
      expect(await usersState()).toBe(before);
    }
  });
});
