import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InputState } from '@platform/shared/data-collection/input-states';
import { roles, userRoles, users } from '../../platform/auth/auth.tables.js';
import { outbox } from '../../platform/mail/mail.tables.js';
import { tags, userTags } from '../../platform/tags/tags.tables.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { TestAgent } from '../../test/test-agent.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { startSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server.js';
import { inputs, sections, subjectContributors, subjectProgress, subjects } from '../data-collection/test-fixtures.js';

const PUBLIC_URL = 'https://progress.example.org';
/** The SMTP server refuses this recipient, so the reminder to it fails while the others go. */
const BOUNCING = 'pt-bounce@example.org';

let t: TestApp;
let smtp: TestSmtpServer;
let clientId: number;
const ids: Record<string, number> = {};
const subjectIds: Record<string, number> = {};
let manager: TestAgent;

// The world of this file, apart from the demo's: two regions with their sites, and two kinds.
//   pt_region ─┬─ pt_north ─┬─ pt_north_a
//              │            └─ pt_north_b
//              └─ pt_south ─── pt_south_a
//   pt_kind ───┬─ pt_kind_x
//              └─ pt_kind_y
beforeAll(async () => {
  smtp = await startSmtpServer({ refuse: BOUNCING });
  t = await createTestApp({ env: { PUBLIC_URL, SMTP_URL: smtp.url } });
  await buildWorld();
  manager = await signedIn('pt-manager@example.org');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function buildWorld() {
  const [admin] = await t.db.select().from(users).where(eq(users.email, 'admin@example.org'));
  clientId = admin!.clientId;
  const tag = async (key: string, parentKey: string | null, depth: number, dimension = 'pt_region') => {
    const [row] = await t.db
      .insert(tags)
      .values({ clientId, key, dimension, parentId: parentKey ? ids[parentKey] : null, depth, name: { en: key, fr: key } })
      .returning({ id: tags.id });
    ids[key] = row!.id;
  };
  await tag('pt_region', null, 0);
  await tag('pt_north', 'pt_region', 1);
  await tag('pt_south', 'pt_region', 1);
  await tag('pt_north_a', 'pt_north', 2);
  await tag('pt_north_b', 'pt_north', 2);
  await tag('pt_south_a', 'pt_south', 2);
  await tag('pt_kind', null, 0, 'pt_kind');
  await tag('pt_kind_x', 'pt_kind', 1, 'pt_kind');
  await tag('pt_kind_y', 'pt_kind', 1, 'pt_kind');

  const role = async (name: string, permissions: string[]) => {
    const [row] = await t.db.insert(roles).values({ clientId, name, permissions }).returning({ id: roles.id });
    return row!.id;
  };
  const contributorRole = await role('PT contributor', ['subjects.read', 'inputs.write']);
  const managerRole = await role('PT manager', ['subjects.read', 'progress.read', 'reminders.manage', 'subjects.configure']);
  const followerRole = await role('PT follower', ['progress.read']);
  const readerRole = await role('PT reader', ['subjects.read']);
  const northAdminRole = await role('PT north administrator', ['subjects.read', 'inputs.preapprove', 'progress.read', 'reminders.manage', 'subjects.configure']);

  const user = async (name: string, roleId: number, tagKeys: string[], values: Partial<typeof users.$inferInsert> = {}) => {
    const [row] = await t.db
      .insert(users)
      .values({ clientId, email: name.includes('@') ? name : `${name}@example.org`, passwordHash: admin!.passwordHash, audience: 'private', ...values })
      .returning({ id: users.id });
    ids[name] = row!.id;
    await t.db.insert(userRoles).values({ userId: row!.id, roleId });
    if (tagKeys.length > 0) await t.db.insert(userTags).values(tagKeys.map((key) => ({ userId: row!.id, tagId: ids[key]! })));
  };
  // The manager acts for the whole region and every kind: every user and input of this file is within their scope.
  await user('pt-manager', managerRole, ['pt_region', 'pt_kind']);
  // Acts for the north (and kind x) only: the south's contributors, inputs and figures are none of theirs.
  await user('pt-north-admin', northAdminRole, ['pt_north', 'pt_kind_x']);
  await user('pt-follower', followerRole, []);
  await user('pt-north', contributorRole, ['pt_north'], { locale: 'fr' });
  await user('pt-south', contributorRole, ['pt_south_a']);
  await user('pt-both', contributorRole, ['pt_region']);
  await user('pt-archived', contributorRole, ['pt_north'], { archivedAt: new Date() });
  await user('pt-reader', readerRole, ['pt_south']);
  await user('pt-outsider', contributorRole, ['pt_region']);
  await user(BOUNCING, contributorRole, ['pt_south']);
  await user('pt-kinds', contributorRole, ['pt_region', 'pt_kind']);

  const [section] = await t.db
    .insert(sections)
    .values({ clientId, key: 'pt_section', name: { en: 'Progress section', fr: 'Section avancement' } })
    .returning({ id: sections.id });
  const subject = async (key: string, depth: number, periods: string[], contributors: string[], name = { en: key, fr: key }, kinds = false) => {
    const tagDimensions = [{ key: 'pt_region', depth }, ...(kinds ? [{ key: 'pt_kind', depth: 1 }] : [])];
    const [row] = await t.db
      .insert(subjects)
      .values({ clientId, sectionId: section!.id, key, name, tagDimensions, periods })
      .returning({ id: subjects.id });
    subjectIds[key] = row!.id;
    if (contributors.length > 0) await t.db.insert(subjectContributors).values(contributors.map((name) => ({ subjectId: row!.id, userId: ids[name]! })));
  };
  await subject('pt_sites', 2, ['2021', '2022'], ['pt-north', 'pt-south', 'pt-archived', 'pt-reader', BOUNCING], {
    en: 'Site figures',
    fr: 'Chiffres des sites',
  });
  await subject('pt_orgs', 1, ['2022'], ['pt-north', 'pt-south', 'pt-both']);
  await subject('pt_closed', 1, [], ['pt-north']);
  await subject('pt_nobody', 1, ['2022'], []);
  // Entered per region and kind: pt-kinds owes all four; pt-north acts for no kind, so owes none.
  await subject('pt_kinds', 1, ['2022'], ['pt-kinds', 'pt-north'], { en: 'pt_kinds', fr: 'pt_kinds' }, true);

  const input = async (subjectKey: string, period: string, node: string, state: InputState, deleted = false, kind?: string) => {
    await t.db.insert(inputs).values({
      clientId,
      subjectId: subjectIds[subjectKey]!,
      period,
      tags: kind ? { pt_region: node, pt_kind: kind } : { pt_region: node },
      tagKeys: kind ? [node, kind] : [node],
      tagSignature: kind ? `pt_kind=${kind}&pt_region=${node}` : `pt_region=${node}`,
      state,
      deletedAt: deleted ? new Date() : null,
    });
  };
  await input('pt_sites', '2022', 'pt_north_a', 'submitted');
  await input('pt_sites', '2022', 'pt_north_b', 'draft');
  await input('pt_sites', '2021', 'pt_north_b', 'approved');
  await input('pt_sites', '2022', 'pt_south_a', 'approved', true);
  await input('pt_orgs', '2022', 'pt_north', 'preapproved');
  await input('pt_orgs', '2022', 'pt_south', 'refused');
  await input('pt_kinds', '2022', 'pt_north', 'submitted', false, 'pt_kind_x');
  await input('pt_kinds', '2022', 'pt_south', 'approved', false, 'pt_kind_y');
}

async function signedIn(email: string): Promise<TestAgent> {
  const agent = await new TestAgent(t.app).start();
  expect((await agent.signIn(email, DEMO_PASSWORD)).statusCode).toBe(200);
  return agent;
}

const email = (name: string) => `${name}@example.org`;

type Delivery = { email: string; status: string; reason: string | null };

/** A reminder's deliveries once none is being handed over (or once `done` says so): the reminders' job sends them after the answer. */
async function settledDeliveries(reminderId: number, done: (list: Delivery[]) => boolean = (list) => list.every((one) => one.status !== 'queued'), agent: TestAgent = manager): Promise<Delivery[]> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const list: Delivery[] = (await agent.get(`/api/reminders/${reminderId}/deliveries`)).json().deliveries;
    if (done(list)) return list;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the reminder was not delivered');
}
type Progress = { key: string; period: string | null; available: number; remaining: number; users: { email: string; available: number; remaining: number }[] };
const byKey = (list: Progress[], key: string) => list.find((item) => item.key === key)!;
const usersOf = (progress: Progress) => Object.fromEntries(progress.users.map((user) => [user.email, [user.available, user.remaining]]));

describe('GET /progress', () => {
  it("counts, per subject and per contributor, the open period's expected inputs within each one's tags and those not yet submitted", async () => {
    const response = await manager.get('/api/progress');
    expect(response.statusCode).toBe(200);
    const list: Progress[] = response.json().progress;

    // Sites: north's two sites and south's one; the archived contributor and the one without
    // inputs.write are not counted. north_a is submitted; north_b is a draft (still owed, however
    // approved last year's is); south_a's approved input was deleted, so it is owed again.
    const sites = byKey(list, 'pt_sites');
    expect(sites).toMatchObject({ period: '2022', available: 3, remaining: 2, section: { key: 'pt_section' } });
    expect(usersOf(sites)).toEqual({ [email('pt-north')]: [2, 1], [email('pt-south')]: [1, 1], [BOUNCING]: [1, 1] });

    // Organisations: south acts for a site only, which covers no organisation; a refused input is still owed.
    const orgs = byKey(list, 'pt_orgs');
    expect(orgs).toMatchObject({ period: '2022', available: 2, remaining: 1 });
    expect(usersOf(orgs)).toEqual({ [email('pt-both')]: [2, 1], [email('pt-north')]: [1, 0], [email('pt-south')]: [0, 0] });

    // Regions × kinds: pt-kinds is expected all four combinations, two of them delivered.
    const kinds = byKey(list, 'pt_kinds');
    expect(kinds).toMatchObject({ period: '2022', available: 4, remaining: 2 });
    expect(usersOf(kinds)).toEqual({ [email('pt-kinds')]: [4, 2], [email('pt-north')]: [0, 0] });

    expect(byKey(list, 'pt_closed')).toMatchObject({ period: null, available: 0, remaining: 0 });
    expect(byKey(list, 'pt_nobody')).toMatchObject({ period: '2022', available: 0, remaining: 0, users: [] });
  });

  it('gives the subjects list its progress: expected, missing, contributors who may enter, and disabled without an open period or a contributor', async () => {
    const progress = await subjectProgress(t.db, clientId, [...Object.values(subjectIds), 987654]);
    expect(progress.get(subjectIds.pt_sites!)).toEqual({ period: '2022', available: 3, remaining: 2, disabled: false, available_users: 3 });
    expect(progress.get(subjectIds.pt_orgs!)).toEqual({ period: '2022', available: 2, remaining: 1, disabled: false, available_users: 3 });
    expect(progress.get(subjectIds.pt_closed!)).toEqual({ period: null, available: 0, remaining: 0, disabled: true, available_users: 1 });
    expect(progress.get(subjectIds.pt_nobody!)).toEqual({ period: '2022', available: 0, remaining: 0, disabled: true, available_users: 0 });
    expect(progress.has(987654)).toBe(false);
    expect((await subjectProgress(t.db, clientId + 1000, [subjectIds.pt_sites!])).size).toBe(0);
  });
});

describe('PUT /progress/data', () => {
  it('answers the progress of the subjects asked for that exist, with nothing left to compute', async () => {
    const response = await manager.put('/api/progress/data', { keys: ['pt_sites', 'pt_orgs', 'pt_unknown'] });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body.progress).sort()).toEqual(['pt_orgs', 'pt_sites']);
    expect(body.progress.pt_sites).toMatchObject({ key: 'pt_sites', available: 3, remaining: 2 });
    expect(body.remaining).toEqual([]);
    expect((await manager.put('/api/progress/data', { keys: [] })).json()).toEqual({ progress: {}, remaining: [] });
  });
});

describe('GET /progress/approval', () => {
  it("counts each subject's live inputs of the open period by approval state", async () => {
    const response = await manager.get('/api/progress/approval');
    expect(response.statusCode).toBe(200);
    const approval: { key: string }[] = response.json().approval;
    expect(approval.find((item) => item.key === 'pt_sites')).toEqual({
      key: 'pt_sites',
      name: { en: 'Site figures', fr: 'Chiffres des sites' },
      approval_levels: 1,
      submitted: 1,
      preapproved: 0,
      approved: 0,
      refused: 0,
    });
    expect(approval.find((item) => item.key === 'pt_orgs')).toMatchObject({ submitted: 0, preapproved: 1, approved: 0, refused: 1 });
    expect(approval.find((item) => item.key === 'pt_kinds')).toMatchObject({ submitted: 1, approved: 1 });
  });
});

describe('reminders', () => {
  it('lists per subject the contributors who still owe data, and those a reminder may go to', async () => {
    const response = await manager.get('/api/progress/subjects/reminders');
    expect(response.statusCode).toBe(200);
    const sites = response.json().subjects.find((item: { key: string }) => item.key === 'pt_sites');
    expect(sites.contributors.map((user: { email: string; remaining: number }) => [user.email, user.remaining])).toEqual([
      [BOUNCING, 1],
      [email('pt-north'), 1],
      [email('pt-south'), 1],
    ]);
    expect(sites.available_users).toHaveLength(3);
    const orgs = response.json().subjects.find((item: { key: string }) => item.key === 'pt_orgs');
    expect(orgs.contributors.map((user: { email: string }) => user.email)).toEqual([email('pt-both')]);
  });

  it("reminds each contributor who owes data with a digest in their own language, listing what they owe with the subject's link; one the mail server refuses does not stop the others", async () => {
    const response = await manager.post('/api/progress/subjects/pt_sites/send_reminders', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      reminder_id: expect.any(Number),
      sent: [
        { id: ids[BOUNCING], email: BOUNCING },
        { id: ids['pt-north'], email: email('pt-north') },
        { id: ids['pt-south'], email: email('pt-south') },
      ],
      not_sent: [],
    });
    // The digests leave with the reminders' delivery job: the refused one waits for another attempt, with the server's answer.
    const deliveries = await settledDeliveries(response.json().reminder_id, (list) => list.every((one) => (one.email === BOUNCING ? one.reason !== null : one.status === 'sent')));
    expect(Object.fromEntries(deliveries.map((one) => [one.email, one.status]))).toEqual({ [BOUNCING]: 'queued', [email('pt-north')]: 'sent', [email('pt-south')]: 'sent' });
    const rows = await t.db.select().from(outbox).where(inArray(outbox.recipient, [email('pt-north'), email('pt-south'), BOUNCING]));
    const north = rows.find((row) => row.recipient === email('pt-north'))!;
    expect(north.subject).toBe('Rappel\u00a0: données à saisir pour 2022');
    expect(north.body).toContain('Chiffres des sites\u00a0: 1 à saisir ou à corriger');
    expect(north.body).toContain(`${PUBLIC_URL}/admin/subjects/pt_sites`);
    expect(north.sentAt).toBeInstanceOf(Date);
    const south = rows.find((row) => row.recipient === email('pt-south'))!;
    expect(south.subject).toBe('Reminder: data to enter for 2022');
    expect(south.body).toContain('Site figures: 1 to enter or fix');
    // Only the subject reminded of: pt-south also owes pt_orgs, which this reminder does not list.
    expect(south.body).not.toContain('pt_orgs');
    expect(rows.find((row) => row.recipient === BOUNCING)).toMatchObject({ sentAt: null, error: expect.stringMatching(/.+/) });
    expect(smtp.received.some((message) => message.includes(`To: ${email('pt-south')}`))).toBe(true);
  });

  it('reminds only the users asked for, and tells why the others got nothing', async () => {
    await t.db.delete(outbox).where(eq(outbox.clientId, clientId));
    const [other] = await t.db.insert(clients).values({ name: 'pt-other', title: 'Other', settings: (await t.db.select().from(clients))[0]!.settings }).returning();
    const [stranger] = await t.db.insert(users).values({ clientId: other!.id, email: 'pt-stranger@example.org' }).returning({ id: users.id });
    const response = await manager.post('/api/progress/subjects/pt_orgs/send_reminders', {
      user_ids: [ids['pt-both'], ids['pt-north'], ids['pt-south'], ids['pt-outsider'], stranger!.id, 987654],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      reminder_id: expect.any(Number),
      sent: [{ id: ids['pt-both'], email: email('pt-both') }],
      not_sent: [
        { id: ids['pt-north'], email: email('pt-north'), reason: 'NOTHING_OWED' },
        { id: ids['pt-south'], email: email('pt-south'), reason: 'NOTHING_OWED' },
        { id: ids['pt-outsider'], email: email('pt-outsider'), reason: 'NOT_A_CONTRIBUTOR' },
        { id: stranger!.id, email: '', reason: 'NOT_A_CONTRIBUTOR' },
        { id: 987654, email: '', reason: 'NOT_A_CONTRIBUTOR' },
      ],
    });
    const sites = await manager.post('/api/progress/subjects/pt_sites/send_reminders', { user_ids: [ids['pt-archived'], ids['pt-reader']] });
    expect(sites.json()).toEqual({
      reminder_id: null,
      sent: [],
      not_sent: [
        { id: ids['pt-archived'], email: email('pt-archived'), reason: 'ARCHIVED' },
        { id: ids['pt-reader'], email: email('pt-reader'), reason: 'NOT_A_CONTRIBUTOR' },
      ],
    });
    await settledDeliveries(response.json().reminder_id);
    const mailed = await t.db.select({ recipient: outbox.recipient }).from(outbox).where(eq(outbox.clientId, clientId));
    expect(mailed.map((row) => row.recipient)).toEqual([email('pt-both')]);
  });

  it('answers 404 for a subject of no one', async () => {
    expect((await manager.post('/api/progress/subjects/pt_unknown/send_reminders', {})).statusCode).toBe(404);
  });
});

describe('subject contributors', () => {
  it("lists each subject's contributors and every user who may enter data", async () => {
    const response = await manager.get('/api/progress/subjects/users');
    expect(response.statusCode).toBe(200);
    const sites = response.json().subjects.find((item: { key: string }) => item.key === 'pt_sites');
    expect(sites.contributors.map((user: { email: string }) => user.email)).toEqual([BOUNCING, email('pt-north'), email('pt-south')]);
    const possible = sites.available_users.map((user: { email: string }) => user.email);
    expect(possible).toEqual(expect.arrayContaining([email('pt-both'), email('pt-outsider'), email('pt-north')]));
    expect(possible).not.toContain(email('pt-reader'));
    expect(possible).not.toContain(email('pt-archived'));
    expect(possible).not.toContain(email('pt-manager'));
  });

  it('replaces the contributors with users of the client who may enter data, and refuses any other by id', async () => {
    const refused = await manager.put('/api/progress/subjects/pt_nobody/update_users', {
      user_ids: [ids['pt-north'], ids['pt-reader'], ids['pt-archived'], 987654],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'INVALID_RECORD',
      details: { user_ids: [{ error: 'INVALID', id: ids['pt-reader'] }, { error: 'INVALID', id: ids['pt-archived'] }, { error: 'INVALID', id: 987654 }] },
    });
    const [stranger] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'pt-stranger@example.org'));
    const foreign = await manager.put('/api/progress/subjects/pt_nobody/update_users', { user_ids: [stranger!.id] });
    expect(foreign.json().details).toEqual({ user_ids: [{ error: 'INVALID', id: stranger!.id }] });
    const contributorsOf = async () =>
      (await t.db.select().from(subjectContributors).where(eq(subjectContributors.subjectId, subjectIds.pt_nobody!))).map((row) => row.userId).sort();
    expect(await contributorsOf()).toEqual([]);

    const updated = await manager.put('/api/progress/subjects/pt_nobody/update_users', { user_ids: [ids['pt-north'], ids['pt-both'], ids['pt-north']] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ key: 'pt_nobody', contributors: [{ email: email('pt-both'), remaining: 2 }, { email: email('pt-north'), remaining: 1 }] });
    expect(await contributorsOf()).toEqual([ids['pt-north'], ids['pt-both']].sort());
    expect((await subjectProgress(t.db, clientId, [subjectIds.pt_nobody!])).get(subjectIds.pt_nobody!)).toMatchObject({ disabled: false, available_users: 2, available: 2 });

    expect((await manager.put('/api/progress/subjects/pt_nobody/update_users', { user_ids: [] })).json().contributors).toEqual([]);
    expect(await contributorsOf()).toEqual([]);
    expect((await manager.put('/api/progress/subjects/pt_unknown/update_users', { user_ids: [] })).statusCode).toBe(404);
  });
});

describe("progress within the caller's organisations", () => {
  // Everyone acting for the south, or for the whole region, lies outside the north administrator's scope.
  const outsiders = [email('pt-south'), BOUNCING, email('pt-both'), email('pt-outsider'), email('pt-reader'), email('pt-kinds')];
  let northAdmin: TestAgent;
  beforeAll(async () => {
    northAdmin = await signedIn(email('pt-north-admin'));
  });
  const expectNoOutsider = (body: string) => {
    for (const outsider of outsiders) expect(body, outsider).not.toContain(outsider);
  };

  it('counts only the inputs expected within their organisations, and lists only their contributors', async () => {
    const response = await northAdmin.get('/api/progress');
    expect(response.statusCode).toBe(200);
    expectNoOutsider(response.body);
    const list: Progress[] = response.json().progress;
    // Sites: the north's two sites (north_b still owed); south_a is the south's.
    const sites = byKey(list, 'pt_sites');
    expect(sites).toMatchObject({ period: '2022', available: 2, remaining: 1 });
    expect(usersOf(sites)).toEqual({ [email('pt-north')]: [2, 1] });
    // Organisations: the north is expected (from pt-north and from pt-both, who acts for the whole region) and pre-approved.
    const orgs = byKey(list, 'pt_orgs');
    expect(orgs).toMatchObject({ period: '2022', available: 1, remaining: 0 });
    expect(usersOf(orgs)).toEqual({ [email('pt-north')]: [1, 0] });
    // Regions × kinds: of pt-kinds' four, only north × x lies within their scope, and it is submitted.
    const kinds = byKey(list, 'pt_kinds');
    expect(kinds).toMatchObject({ available: 1, remaining: 0 });
    expect(usersOf(kinds)).toEqual({ [email('pt-north')]: [0, 0] });

    const data = await northAdmin.put('/api/progress/data', { keys: ['pt_sites', 'pt_orgs'] });
    expect(data.statusCode).toBe(200);
    expectNoOutsider(data.body);
    expect(data.json().progress.pt_sites).toMatchObject({ available: 2, remaining: 1, users: [{ email: email('pt-north'), available: 2, remaining: 1 }] });
    expect(data.json().progress.pt_orgs).toMatchObject({ available: 1, remaining: 0 });
  });

  it('counts only the inputs of their organisations awaiting approval', async () => {
    const response = await northAdmin.get('/api/progress/approval');
    expect(response.statusCode).toBe(200);
    const approval: { key: string }[] = response.json().approval;
    expect(approval.find((item) => item.key === 'pt_sites')).toMatchObject({ submitted: 1, preapproved: 0, approved: 0, refused: 0 });
    // The south's refused input is not theirs.
    expect(approval.find((item) => item.key === 'pt_orgs')).toMatchObject({ submitted: 0, preapproved: 1, approved: 0, refused: 0 });
    expect(approval.find((item) => item.key === 'pt_kinds')).toMatchObject({ submitted: 1, approved: 0 });
  });

  it('offers reminders and contributors among the users of their organisations only', async () => {
    const reminders = await northAdmin.get('/api/progress/subjects/reminders');
    expect(reminders.statusCode).toBe(200);
    expectNoOutsider(reminders.body);
    const sites = reminders.json().subjects.find((item: { key: string }) => item.key === 'pt_sites');
    expect(sites.contributors).toEqual([{ id: ids['pt-north'], email: email('pt-north'), locale: 'fr', remaining: 1 }]);
    expect(sites.available_users.map((user: { email: string }) => user.email)).toEqual([email('pt-north')]);

    const users = await northAdmin.get('/api/progress/subjects/users');
    expect(users.statusCode).toBe(200);
    expectNoOutsider(users.body);
    const orgs = users.json().subjects.find((item: { key: string }) => item.key === 'pt_orgs');
    expect(orgs.contributors.map((user: { email: string }) => user.email)).toEqual([email('pt-north')]);
    expect(orgs.available_users.map((user: { email: string }) => user.email)).toContain(email('pt-north'));
  });

  it('reminds no one outside their organisations, and does not say who they are', async () => {
    await t.db.delete(outbox).where(eq(outbox.clientId, clientId));
    const all = await northAdmin.post('/api/progress/subjects/pt_sites/send_reminders', {});
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ reminder_id: expect.any(Number), sent: [{ id: ids['pt-north'], email: email('pt-north') }], not_sent: [] });

    const asked = await northAdmin.post('/api/progress/subjects/pt_sites/send_reminders', { user_ids: [ids['pt-south'], ids[BOUNCING]] });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      reminder_id: null,
      sent: [],
      not_sent: [
        { id: ids['pt-south'], email: '', reason: 'NOT_A_CONTRIBUTOR' },
        { id: ids[BOUNCING], email: '', reason: 'NOT_A_CONTRIBUTOR' },
      ],
    });
    await settledDeliveries(all.json().reminder_id, undefined, northAdmin);
    const mailed = await t.db.select({ recipient: outbox.recipient }).from(outbox).where(eq(outbox.clientId, clientId));
    expect(mailed.map((row) => row.recipient)).toEqual([email('pt-north')]);
  });

  it("changes a subject's contributors within their organisations only, keeping the others'", async () => {
    const contributorsOf = async () =>
      (await t.db.select().from(subjectContributors).where(eq(subjectContributors.subjectId, subjectIds.pt_orgs!))).map((row) => row.userId).sort();
    const before = await contributorsOf();
    expect(before).toEqual([ids['pt-north'], ids['pt-south'], ids['pt-both']].sort());

    const refused = await northAdmin.put('/api/progress/subjects/pt_orgs/update_users', { user_ids: [ids['pt-north'], ids['pt-both'], ids['pt-outsider']] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual({ user_ids: [{ error: 'INVALID', id: ids['pt-both'] }, { error: 'INVALID', id: ids['pt-outsider'] }] });
    expect(await contributorsOf()).toEqual(before);

    const emptied = await northAdmin.put('/api/progress/subjects/pt_orgs/update_users', { user_ids: [] });
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json().contributors).toEqual([]);
    expectNoOutsider(emptied.body);
    expect(await contributorsOf()).toEqual([ids['pt-south'], ids['pt-both']].sort());

    const restored = await northAdmin.put('/api/progress/subjects/pt_orgs/update_users', { user_ids: [ids['pt-north']] });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().contributors).toEqual([{ id: ids['pt-north'], email: email('pt-north'), locale: 'fr', remaining: 0 }]);
    expect(await contributorsOf()).toEqual(before);
  });
});

describe('who may call what', () => {
  const calls: { method: 'GET' | 'PUT' | 'POST'; url: string; body?: unknown }[] = [
    { method: 'GET', url: '/api/progress' },
    { method: 'PUT', url: '/api/progress/data', body: { keys: ['pt_sites'] } },
    { method: 'GET', url: '/api/progress/approval' },
    { method: 'GET', url: '/api/progress/subjects/reminders' },
    { method: 'POST', url: '/api/progress/subjects/pt_sites/send_reminders', body: {} },
    { method: 'GET', url: '/api/progress/subjects/users' },
    { method: 'PUT', url: '/api/progress/subjects/pt_nobody/update_users', body: { user_ids: [] } },
  ];

  it('refuses a contributor every progress call', async () => {
    const contributor = await signedIn(email('pt-north'));
    for (const call of calls) {
      const response = await contributor.request(call.method, call.url, call.body);
      expect([call.url, response.statusCode, response.json().code]).toEqual([call.url, 403, 'ACCESS_DENIED']);
    }
  });

  it('lets a user who may only see progress read it, and refuses them reminders and contributors', async () => {
    const follower = await signedIn(email('pt-follower'));
    const statuses = [];
    for (const call of calls) statuses.push((await follower.request(call.method, call.url, call.body)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 403, 403, 403, 403]);
  });

  it('answers 401 to a visitor', async () => {
    const visitor = await new TestAgent(t.app).start();
    for (const call of calls) {
      const response = await visitor.request(call.method, call.url, call.body);
      expect([call.url, response.statusCode]).toEqual([call.url, 401]);
    }
  });

  it('refuses a write without the CSRF token, and sends nothing', async () => {
    const before = (await t.db.select().from(outbox)).length;
    for (const call of calls.filter((item) => item.method !== 'GET')) {
      const response = await manager.request(call.method, call.url, call.body, { 'x-csrf-token': '' });
      expect([call.url, response.statusCode, response.json().code]).toEqual([call.url, 403, 'INVALID_CSRF_TOKEN']);
    }
    expect((await t.db.select().from(outbox)).length).toBe(before);
  });
});
