import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TagMigration, TagMigrationCreated, TagMigrationList } from '@platform/shared/super-admin/tag-migrations.schemas';
import { userTags, tags } from '../../../platform/tags/tags.tables.js';
import { clients } from '../../../platform/tenancy/tenancy.tables.js';
import { users } from '../../../platform/auth/auth.tables.js';
import { TEST_JOB_SETTINGS } from '../../../test/job-fixtures.js';
import { TestAgent } from '../../../test/test-agent.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  addTestUser,
  inputHistory,
  inputs,
  insertInput,
  seedDataCollectionFixture,
  signedInWith,
  subjects,
  type DataCollectionFixture,
} from '../../data-collection/test-fixtures.js';
import { indicators, precalculationRuns, publishedValues } from '../../indicators/test-fixtures.js';
import { questionnaires } from '../../questionnaires/test-fixtures.js';
import { reportFigures, reports } from '../../reports/test-fixtures.js';
import { tagMigrations } from '../super-admin.tables.js';

const MIGRATIONS = '/api/services/super_admin/tooling_tags_migrations';

let t: TestApp;
let fixture: DataCollectionFixture;
let superAdmin: TestAgent;
let superAdminId: number;

beforeAll(async () => {
  t = await createTestApp({ jobs: { settings: TEST_JOB_SETTINGS } });
  fixture = await seedDataCollectionFixture(t.db);
  superAdmin = await signedInWith(t, 'super@example.org');
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'super@example.org'));
  superAdminId = row!.id;
}, 60_000);
afterAll(() => t.close());

/** A node of the fixture's `t_org` tree (or of another dimension), for one test's own records. */
async function addNode(key: string, parentKey: string | null, options: { dimension?: string } = {}): Promise<number> {
  const [parent] = parentKey ? await t.db.select().from(tags).where(eq(tags.key, parentKey)) : [undefined];
  const [row] = await t.db
    .insert(tags)
    .values({
      clientId: fixture.clientId,
      key,
      dimension: parent?.dimension ?? options.dimension ?? key,
      parentId: parent?.id ?? null,
      depth: parent ? parent.depth + 1 : 0,
      name: { en: `Node ${key}`, fr: `Nœud ${key}` },
      position: 50,
    })
    .returning({ id: tags.id });
  return row!.id;
}

async function node(key: string) {
  const [row] = await t.db.select().from(tags).where(and(eq(tags.clientId, fixture.clientId), eq(tags.key, key)));
  return row;
}

async function input(id: number) {
  const [row] = await t.db.select().from(inputs).where(eq(inputs.id, id));
  return row!;
}

const retaggedHistory = (inputId: number) =>
  t.db
    .select()
    .from(inputHistory)
    .where(and(eq(inputHistory.inputId, inputId), eq(inputHistory.action, 'retagged')));

const assignedKeys = async (userId: number) =>
  (await t.db.select({ key: tags.key }).from(userTags).innerJoin(tags, eq(tags.id, userTags.tagId)).where(eq(userTags.userId, userId))).map((row) => row.key).sort();

async function addReport(defaultTags: Record<string, string>): Promise<number> {
  const [row] = await t.db
    .insert(reports)
    .values({
      clientId: fixture.clientId,
      title: { en: 'Report', fr: 'Rapport' },
      dateStart: '2021-01-01',
      dateEnd: '2021-12-31',
      orientation: 'portrait',
      defaultTags,
      updatedAt: new Date(),
    })
    .returning({ id: reports.id });
  return row!.id;
}

async function report(id: number) {
  const [row] = await t.db.select().from(reports).where(eq(reports.id, id));
  return row!;
}

/** A migration asked for, answered 201. */
async function created(body: { kind: string; from: string; to: string; dry_run: boolean }): Promise<TagMigrationCreated> {
  const response = await superAdmin.post(MIGRATIONS, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TagMigrationCreated;
}

/** The migration once its job has finished with it. */
async function finished(id: number): Promise<TagMigration> {
  return vi.waitFor(
    async () => {
      const list = (await superAdmin.get(`${MIGRATIONS}?per_page=100`)).json() as TagMigrationList;
      const found = list.migrations.find((migration) => migration.id === id);
      expect(found?.state).toMatch(/^(done|failed)$/);
      return found!;
    },
    { timeout: 20_000, interval: 100 },
  );
}

const PRECALCULATE_JOB = 'indicators.precalculate';

/** The precalculation jobs sent since `since` (a migration's creation). */
const precalculationsSince = async (since: string) =>
  (await t.jobs.list({ limit: 500 })).filter((job) => job.name === PRECALCULATE_JOB && job.createdAt.getTime() >= new Date(since).getTime());

/** The full precalculation run a migration queued, once it has finished: its id. */
async function recalculatedAfter(migration: TagMigration): Promise<number> {
  const job = await vi.waitFor(
    async () => {
      const [sent] = await precalculationsSince(migration.created_at);
      expect(sent?.state).toBe('completed');
      return sent!;
    },
    { timeout: 60_000, interval: 200 },
  );
  const { runId } = job.result as { runId: number };
  const [run] = await t.db.select().from(precalculationRuns).where(eq(precalculationRuns.id, runId));
  expect(run).toMatchObject({ clientId: fixture.clientId, kind: 'full' });
  return runId;
}

describe('dry runs', () => {
  it('count the inputs, users and reports a merge concerns, and change nothing', async () => {
    await addNode('dry_north', 't_org_a');
    await addNode('dry_south', 't_org_a');
    const moved = await insertInput(t.db, fixture, { subject: fixture.twoLevel, period: '2021', tag: 'dry_south', values: { emissions: 4 }, state: 'approved' });
    await insertInput(t.db, fixture, { subject: fixture.twoLevel, period: '2022', tag: 'dry_south', values: { emissions: 5 }, state: 'draft' });
    await insertInput(t.db, fixture, { subject: fixture.twoLevel, period: '2021', tag: 'dry_north', values: { emissions: 6 }, state: 'approved' });
    const user = await addTestUser(t.db, fixture, { name: 'dry-south', permissions: ['subjects.read'], tagKeys: ['dry_south'] });
    const reportId = await addReport({ t_org: 'dry_south' });
    const before = await input(moved);

    const { migration, conflicts } = await created({ kind: 'merge', from: 'dry_south', to: 'dry_north', dry_run: true });

    expect(migration).toMatchObject({
      kind: 'merge',
      from: 'dry_south',
      to: 'dry_north',
      dry_run: true,
      state: 'dry_run',
      counts: { inputs: 2, users: 1, reports: 1, questionnaires: 0, nodes: 1, conflicts: 1 },
      failure: null,
      created_by: 'super@example.org',
    });
    expect(migration.finished_at).not.toBeNull();
    expect(conflicts).toEqual([{ input_id: moved, target_input_id: expect.any(Number), subject: 't_two', period: '2021' }]);
    // Nothing moved: the input, its history, the user, the report and the node are as they were, and no job was sent.
    expect(await input(moved)).toEqual(before);
    expect(await retaggedHistory(moved)).toEqual([]);
    expect(await assignedKeys(user.id)).toEqual(['dry_south']);
    expect((await report(reportId)).defaultTags).toEqual({ t_org: 'dry_south' });
    expect(await node('dry_south')).toBeDefined();
    const [stored] = await t.db.select().from(tagMigrations).where(eq(tagMigrations.id, migration.id));
    expect(stored).toMatchObject({ state: 'dry_run', jobId: null });
    expect(await precalculationsSince(migration.created_at)).toEqual([]);
  });

  it('refuse the real merge while inputs would collide, naming each, and record nothing', async () => {
    const count = (await t.db.select({ n: sql<number>`count(*)::int` }).from(tagMigrations))[0]!.n;
    const response = await superAdmin.post(MIGRATIONS, { kind: 'merge', from: 'dry_south', to: 'dry_north', dry_run: false });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('INVALID_RECORD');
    expect(body.details.conflicts).toEqual([expect.objectContaining({ error: 'CONFLICT', subject: 't_two', period: '2021' })]);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(tagMigrations))[0]!.n).toBe(count);
    expect(await node('dry_south')).toBeDefined();
  });
});

describe('merging two sites', () => {
  it('re-tags the inputs with history, moves the users and reports, removes the source node and recalculates', async () => {
    await addNode('mg_east', 't_org_b');
    await addNode('mg_west', 't_org_b');
    const moved = await insertInput(t.db, fixture, { subject: fixture.twoLevel, period: '2021', tag: 'mg_west', values: { emissions: 7 }, state: 'approved' });
    const kept = await insertInput(t.db, fixture, { subject: fixture.twoLevel, period: '2022', tag: 'mg_east', values: { emissions: 8 }, state: 'submitted' });
    const westOnly = await addTestUser(t.db, fixture, { name: 'mg-west', permissions: ['subjects.read'], tagKeys: ['mg_west'] });
    const both = await addTestUser(t.db, fixture, { name: 'mg-both', permissions: ['subjects.read'], tagKeys: ['mg_west', 'mg_east'] });
    const reportId = await addReport({ t_org: 'mg_west' });
    const before = await input(moved);

    const { migration } = await created({ kind: 'merge', from: 'mg_west', to: 'mg_east', dry_run: false });
    expect(migration).toMatchObject({ state: 'queued', dry_run: false, counts: { inputs: 1, users: 2, reports: 1, conflicts: 0 } });
    const done = await finished(migration.id);
    expect(done).toMatchObject({ state: 'done', failure: null, counts: { inputs: 1, users: 2, reports: 1, nodes: 1, conflicts: 0 } });

    const after = await input(moved);
    expect(after).toMatchObject({ tags: { t_org: 'mg_east' }, tagKeys: ['mg_east'], tagSignature: 't_org=mg_east', lockVersion: before.lockVersion + 1, values: before.values, state: 'approved' });
    expect(after.searchText).toContain('node mg_east');
    expect(after.searchText).not.toContain('mg_west');
    const history = await retaggedHistory(moved);
    expect(history).toEqual([
      expect.objectContaining({ changes: { tags: { from: { t_org: 'mg_west' }, to: { t_org: 'mg_east' } } }, userId: superAdminId, lockVersion: after.lockVersion }),
    ]);
    expect(await retaggedHistory(kept)).toEqual([]);
    expect(await assignedKeys(westOnly.id)).toEqual(['mg_east']);
    expect(await assignedKeys(both.id)).toEqual(['mg_east']);
    expect((await report(reportId)).defaultTags).toEqual({ t_org: 'mg_east' });
    expect(await node('mg_west')).toBeUndefined();
    // The tree the client reads no longer has the node; the indicators are recalculated by a full run.
    const listed = (await superAdmin.get('/api/tags')).json() as { tags: { key: string }[] };
    expect(listed.tags.map((tag) => tag.key)).toContain('mg_east');
    expect(listed.tags.map((tag) => tag.key)).not.toContain('mg_west');
    await recalculatedAfter(migration);
  }, 90_000);

  it('puts the children of a merged organisation under the one it is merged into', async () => {
    await addNode('mo_keep', 't_org');
    await addNode('mo_gone', 't_org');
    await addNode('mo_gone_site', 'mo_gone');
    const { migration } = await created({ kind: 'merge', from: 'mo_gone', to: 'mo_keep', dry_run: false });
    expect(migration.counts.nodes).toBe(2);
    expect((await finished(migration.id)).state).toBe('done');
    expect((await node('mo_gone_site'))!.parentId).toBe((await node('mo_keep'))!.id);
    expect(await node('mo_gone')).toBeUndefined();
  }, 60_000);
});

describe('moving a node', () => {
  it('puts a site under another organisation: its inputs follow with history, the other organisation’s people now see them', async () => {
    await addNode('mv_site', 't_org_a');
    const moved = await insertInput(t.db, fixture, { subject: fixture.twoLevel, period: '2021', tag: 'mv_site', values: { emissions: 9 }, state: 'approved' });
    const before = await input(moved);
    const contributorB = await signedInWith(t, fixture.users.contributorB.email);
    const seenByB = async () => (await contributorB.get(`/api/services/data_cluster/subjects/t_two/inputs/${moved}`)).statusCode;
    expect(await seenByB()).toBe(404);

    const { migration } = await created({ kind: 'move', from: 'mv_site', to: 't_org_b', dry_run: false });
    // Whoever acts for either organisation: contributor A, approver A (t_org_a), contributor B (t_org_b).
    expect(migration.counts).toMatchObject({ inputs: 1, users: 3, nodes: 1 });
    expect((await finished(migration.id)).state).toBe('done');

    expect((await node('mv_site'))!.parentId).toBe((await node('t_org_b'))!.id);
    const after = await input(moved);
    expect(after).toMatchObject({ tags: before.tags, tagKeys: before.tagKeys, tagSignature: before.tagSignature, lockVersion: before.lockVersion + 1 });
    expect(await retaggedHistory(moved)).toEqual([
      expect.objectContaining({ changes: { tags: { from: { t_org: 't_org_a/mv_site' }, to: { t_org: 't_org_b/mv_site' } } }, userId: superAdminId }),
    ]);
    const fresh = await signedInWith(t, fixture.users.contributorB.email);
    expect((await fresh.get(`/api/services/data_cluster/subjects/t_two/inputs/${moved}`)).statusCode).toBe(200);
  }, 60_000);

  it('moves a demo smelter to another member: the organisations’ figures are recalculated', async () => {
    const [indicator] = await t.db
      .select({ key: indicators.key })
      .from(indicators)
      .where(
        and(
          eq(indicators.clientId, fixture.clientId),
          sql`${indicators.calculation} ->> 'subject' = 'aluminium_production'`,
          sql`${indicators.calculation} ->> 'kind' = 'sum'`,
          sql`${indicators.calculation} ->> 'breakdown' = 'organisation'`,
        ),
      )
      .limit(1);
    expect(indicator, 'a demo indicator sums production by organisation').toBeDefined();
    const [alma] = await t.db
      .select({ values: inputs.values })
      .from(inputs)
      .innerJoin(subjects, eq(subjects.id, inputs.subjectId))
      .where(and(eq(subjects.key, 'aluminium_production'), eq(inputs.period, '2021'), sql`${inputs.tags} ->> 'organisation' = 'boreal_alma'`, eq(inputs.state, 'approved')));
    const production = Number(alma!.values.production);
    const figure = async (organisation: string) => {
      const values = await publishedValues(t.db, fixture.clientId);
      const row = values.find((value) => value.indicator === indicator!.key && value.period === '2021' && value.tags.organisation === organisation);
      return Number(row?.value ?? Number.NaN);
    };
    // A full run first, so that the figures before the move are the ones the inputs give.
    const queued = await superAdmin.post('/api/services/super_admin/subjects/precalculate');
    expect(queued.statusCode).toBe(202);
    await vi.waitFor(async () => expect((await t.jobs.get(queued.json().job_id))?.state).toBe('completed'), { timeout: 60_000, interval: 200 });
    const [boreal, laurentide] = [await figure('boreal'), await figure('laurentide')];
    expect(boreal).toBeGreaterThan(0);
    expect(production).toBeGreaterThan(0);

    const { migration } = await created({ kind: 'move', from: 'boreal_alma', to: 'laurentide', dry_run: false });
    expect(migration.counts.inputs).toBeGreaterThan(0);
    expect((await finished(migration.id)).state).toBe('done');
    await recalculatedAfter(migration);
    const change = (await figure('boreal')) - boreal;
    expect(change).toBeLessThan(0);
    expect((await figure('laurentide')) - laurentide).toBeCloseTo(-change, 6);
  }, 120_000);
});

describe('renaming a node', () => {
  it('changes its key wherever it is named: inputs with history, reports, questionnaires; its users keep it', async () => {
    // The demo's questionnaire is addressed to an organisation: that one is renamed.
    const [addressed] = await t.db.select({ keys: questionnaires.organisationKeys }).from(questionnaires).where(sql`cardinality(${questionnaires.organisationKeys}) > 0`).limit(1);
    const organisation = addressed!.keys[0]!;
    const renamed = `${organisation}_renamed`;
    const [someInput] = await t.db
      .select({ id: inputs.id })
      .from(inputs)
      .where(sql`${inputs.tags} ->> 'organisation' = ${organisation}`)
      .limit(1);
    const assigned = await t.db.select({ userId: userTags.userId }).from(userTags).where(eq(userTags.tagId, (await node(organisation))!.id));
    const naming = await t.db.select({ id: reports.id }).from(reports).where(sql`${reports.defaultTags} ->> 'organisation' = ${organisation}`);
    const reportId = await addReport({ organisation });
    await t.db.insert(reportFigures).values({ reportId, indicatorKey: 'x', period: '2021', tags: { organisation }, value: 1, revisedAt: new Date() });

    const { migration } = await created({ kind: 'rename', from: organisation, to: renamed, dry_run: false });
    expect(migration.counts).toMatchObject({ users: assigned.length, reports: naming.length + 1 });
    expect(migration.counts.questionnaires).toBeGreaterThan(0);
    expect((await finished(migration.id)).state).toBe('done');

    expect(await node(organisation)).toBeUndefined();
    expect((await node(renamed))!.id).toBeDefined();
    const after = await input(someInput!.id);
    expect(after).toMatchObject({ tags: { organisation: renamed }, tagKeys: [renamed], tagSignature: `organisation=${renamed}` });
    expect(await retaggedHistory(someInput!.id)).toEqual([expect.objectContaining({ changes: { tags: { from: { organisation }, to: { organisation: renamed } } } })]);
    expect((await report(reportId)).defaultTags).toEqual({ organisation: renamed });
    const [figure] = await t.db.select({ tags: reportFigures.tags }).from(reportFigures).where(eq(reportFigures.reportId, reportId));
    expect(figure!.tags).toEqual({ organisation: renamed });
    const stillAddressed = await t.db.select({ id: questionnaires.id }).from(questionnaires).where(sql`${renamed} = any(${questionnaires.organisationKeys})`);
    expect(stillAddressed.length).toBe(migration.counts.questionnaires);
    for (const { userId } of assigned) expect(await assignedKeys(userId)).toContain(renamed);
    const remaining = await t.db.select({ id: inputs.id }).from(inputs).where(sql`${inputs.tags} ->> 'organisation' = ${organisation}`);
    expect(remaining).toEqual([]);
  }, 60_000);
});

describe('refusals', () => {
  beforeAll(async () => {
    await addNode('rf_region', null, { dimension: 'rf_region' });
    await addNode('rf_north', 'rf_region');
  });

  const cases: [string, object, string, string][] = [
    ['an unknown node', { kind: 'merge', from: 'nowhere', to: 't_org_a', dry_run: true }, 'from', 'UNKNOWN'],
    ['an unknown target', { kind: 'merge', from: 't_org_a', to: 'nowhere', dry_run: false }, 'to', 'UNKNOWN'],
    ['another dimension', { kind: 'merge', from: 't_org_a', to: 'rf_north', dry_run: true }, 'to', 'OTHER_DIMENSION'],
    ['another depth', { kind: 'merge', from: 't_site_a1', to: 't_org_b', dry_run: true }, 'to', 'OTHER_DEPTH'],
    ['a node merged into itself', { kind: 'merge', from: 't_org_a', to: 't_org_a', dry_run: false }, 'to', 'SAME_NODE'],
    ['a move under its own descendant', { kind: 'move', from: 't_org_a', to: 't_site_a1', dry_run: false }, 'to', 'CYCLE'],
    ['a move under itself', { kind: 'move', from: 't_org_a', to: 't_org_a', dry_run: true }, 'to', 'CYCLE'],
    ['a move where it already is', { kind: 'move', from: 't_site_a1', to: 't_org_a', dry_run: true }, 'to', 'SAME_PARENT'],
    ['a move changing its depth', { kind: 'move', from: 't_site_a1', to: 't_org', dry_run: true }, 'to', 'OTHER_DEPTH'],
    ['a rename to a used key', { kind: 'rename', from: 't_site_a1', to: 't_site_b1', dry_run: false }, 'to', 'TAKEN'],
    ['a rename to a malformed key', { kind: 'rename', from: 't_site_a1', to: 'two words', dry_run: true }, 'to', 'INVALID'],
    ['a dimension itself', { kind: 'rename', from: 't_org', to: 't_orgs', dry_run: true }, 'from', 'ROOT'],
    ['a blank source', { kind: 'merge', from: '  ', to: 't_org_a', dry_run: true }, 'from', 'BLANK'],
    ['a blank target', { kind: 'rename', from: 't_org_a', to: '', dry_run: true }, 'to', 'BLANK'],
    ['an unknown kind', { kind: 'split', from: 't_org_a', to: 't_org_b', dry_run: true }, 'kind', 'INVALID'],
    ['no dry_run', { kind: 'merge', from: 't_org_a', to: 't_org_b' }, 'dry_run', 'BLANK'],
  ];
  it.each(cases)('answers 422 for %s, with the field named, and records nothing', async (_name, body, field, error) => {
    const count = (await t.db.select({ n: sql<number>`count(*)::int` }).from(tagMigrations))[0]!.n;
    const response = await superAdmin.post(MIGRATIONS, body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'INVALID_RECORD', details: { [field]: [expect.objectContaining({ error })] } });
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(tagMigrations))[0]!.n).toBe(count);
  });

  it('fails a migration whose job stopped without finishing it, and then takes a new one', async () => {
    const [abandoned] = await t.db
      .insert(tagMigrations)
      .values({ clientId: fixture.clientId, kind: 'rename', fromKey: 'rf_north', toKey: 'rf_n', dryRun: false, state: 'running', jobId: '00000000-0000-4000-8000-000000000000' })
      .returning({ id: tagMigrations.id });
    const list = (await superAdmin.get(`${MIGRATIONS}?per_page=100`)).json() as TagMigrationList;
    expect(list.migrations.find((migration) => migration.id === abandoned!.id)).toMatchObject({
      state: 'failed',
      failure: 'The job stopped before the migration finished; nothing was changed.',
    });
    expect((await superAdmin.post(MIGRATIONS, { kind: 'rename', from: 'rf_north', to: 'rf_nord', dry_run: true })).statusCode).toBe(201);
  });

  it('refuses a second migration while one is waiting', async () => {
    const [waiting] = await t.db
      .insert(tagMigrations)
      .values({ clientId: fixture.clientId, kind: 'rename', fromKey: 'rf_north', toKey: 'rf_n', dryRun: false, state: 'queued' })
      .returning({ id: tagMigrations.id });
    try {
      const response = await superAdmin.post(MIGRATIONS, { kind: 'rename', from: 'rf_north', to: 'rf_nord', dry_run: false });
      expect(response.statusCode).toBe(422);
      expect(response.json().details.base).toEqual([{ error: 'MIGRATION_RUNNING' }]);
      // A dry run is still counted.
      expect((await superAdmin.post(MIGRATIONS, { kind: 'rename', from: 'rf_north', to: 'rf_nord', dry_run: true })).statusCode).toBe(201);
    } finally {
      await t.db.delete(tagMigrations).where(eq(tagMigrations.id, waiting!.id));
    }
  });
});

describe('a migration failing half-way', () => {
  it('is failed with its reason and changes nothing', async () => {
    await addNode('ff_keep', 't_org_a');
    await addNode('ff_gone', 't_org_a');
    const moved = await insertInput(t.db, fixture, { subject: fixture.twoLevel, period: '2021', tag: 'ff_gone', values: { emissions: 3 }, state: 'approved' });
    const user = await addTestUser(t.db, fixture, { name: 'ff-gone', permissions: ['subjects.read'], tagKeys: ['ff_gone'] });
    const reportId = await addReport({ t_org: 'ff_gone' });
    const before = await input(moved);
    // The operator's database refuses to remove that node: the last step of the merge fails, after the others ran.
    await t.db.execute(sql`create function refuse_ff_gone() returns trigger language plpgsql as $$
      begin
        if old.key = 'ff_gone' then raise exception 'tag ff_gone is protected'; end if;
        return old;
      end $$`);
    await t.db.execute(sql`create trigger refuse_ff_gone before delete on tags for each row execute function refuse_ff_gone()`);
    try {
      const { migration } = await created({ kind: 'merge', from: 'ff_gone', to: 'ff_keep', dry_run: false });
      const failed = await finished(migration.id);
      expect(failed.state).toBe('failed');
      expect(failed.failure).toContain('tag ff_gone is protected');
      expect(await input(moved)).toEqual(before);
      expect(await retaggedHistory(moved)).toEqual([]);
      expect(await assignedKeys(user.id)).toEqual(['ff_gone']);
      expect((await report(reportId)).defaultTags).toEqual({ t_org: 'ff_gone' });
      expect(await node('ff_gone')).toBeDefined();
      // No recalculation was queued by it: the job is sent in the migration's transaction.
      expect(await precalculationsSince(migration.created_at)).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger refuse_ff_gone on tags`);
      await t.db.execute(sql`drop function refuse_ff_gone()`);
    }
  }, 60_000);
});

describe('GET /services/super_admin/tooling_tags_migrations', () => {
  it('pages the client’s migrations newest first, and shows none of another client’s', async () => {
    const [other] = await t.db.insert(clients).values({ name: 'other-client-tm', title: 'Other', settings: {} as never }).returning({ id: clients.id });
    const [foreign] = await t.db
      .insert(tagMigrations)
      .values({ clientId: other!.id, kind: 'merge', fromKey: 'a', toKey: 'b', dryRun: true, state: 'dry_run' })
      .returning({ id: tagMigrations.id });
    const own = await t.db.select({ id: tagMigrations.id }).from(tagMigrations).where(eq(tagMigrations.clientId, fixture.clientId)).orderBy(desc(tagMigrations.id));

    const all = (await superAdmin.get(`${MIGRATIONS}?per_page=100`)).json() as TagMigrationList;
    expect(all.total).toBe(own.length);
    expect(all.migrations.map((migration) => migration.id)).toEqual(own.map((row) => row.id));
    expect(all.migrations.map((migration) => migration.id)).not.toContain(foreign!.id);
    const second = (await superAdmin.get(`${MIGRATIONS}?page=2&per_page=1`)).json() as TagMigrationList;
    expect(second).toMatchObject({ page: 2, per_page: 1, total: own.length });
    expect(second.migrations.map((migration) => migration.id)).toEqual([own[1]!.id]);
    expect((await superAdmin.get(`${MIGRATIONS}?per_page=0`)).statusCode).toBe(422);
  });
});

describe('the tag migrations are the super administrator’s alone', () => {
  it('refuses an administrator (403) and sends nothing', async () => {
    const admin = await signedInWith(t, 'admin@example.org');
    const count = (await t.db.select({ n: sql<number>`count(*)::int` }).from(tagMigrations))[0]!.n;
    const list = await admin.get(MIGRATIONS);
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe('ACCESS_DENIED');
    const post = await admin.post(MIGRATIONS, { kind: 'rename', from: 't_site_b1', to: 't_site_b_one', dry_run: false });
    expect(post.statusCode).toBe(403);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(tagMigrations))[0]!.n).toBe(count);
    expect(await node('t_site_b1')).toBeDefined();
  });

  it('refuses a visitor who is not signed in (401)', async () => {
    const visitor = await new TestAgent(t.app).start();
    expect((await visitor.get(MIGRATIONS)).statusCode).toBe(401);
    expect((await visitor.post(MIGRATIONS, { kind: 'rename', from: 't_site_b1', to: 't_site_b_one', dry_run: true })).statusCode).toBe(401);
  });
});
