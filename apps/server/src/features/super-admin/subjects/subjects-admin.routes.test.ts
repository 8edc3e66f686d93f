import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSubjectList, DeletionLogList, DeletionLogView } from '@platform/shared/super-admin/subjects-admin.schemas';
import { validateFormValues } from '@platform/shared/dynamic-form/validate-form-values';
import { tags } from '../../../platform/tags/tags.tables.js';
import { clients } from '../../../platform/tenancy/tenancy.tables.js';
import { TestAgent } from '../../../test/test-agent.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/test-app.js';
import { inputs, sections, subjectContributors, subjects, tagSignatureOf } from '../../data-collection/test-fixtures.js';
import { precalculate, publishedValues, theClientId, useTestCalculations } from '../../indicators/test-fixtures.js';
import { deletionLogs } from '../super-admin.tables.js';

const BASE = '/api/services/super_admin';
const SUBJECTS = `${BASE}/subjects`;
const SECTIONS = `${BASE}/sections`;
const LOGS = `${BASE}/deletion_logs`;
const inputsOf = (key: string) => `/api/services/data_cluster/subjects/${key}/inputs?per_page=1000`;

let t: TestApp;
let clientId: number;
let superAdmin: TestAgent;
/** Reads the data collection as its users do: the administrator acts for every organisation (the super administrator for none). */
let admin: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  clientId = await theClientId(t.db);
  await useTestCalculations(t.db, clientId);
  superAdmin = await signedIn(t, 'super@example.org');
  admin = await signedIn(t, 'admin@example.org');
}, 60_000);
afterAll(() => t.close());

async function signedIn(app: TestApp, email: string) {
  const agent = await new TestAgent(app.app).start();
  expect((await agent.signIn(email, DEMO_PASSWORD)).statusCode).toBe(200);
  return agent;
}

async function liveInputIds(key: string): Promise<number[]> {
  const rows = await t.db
    .select({ id: inputs.id })
    .from(inputs)
    .innerJoin(subjects, eq(subjects.id, inputs.subjectId))
    .where(and(eq(subjects.clientId, clientId), eq(subjects.key, key), isNull(inputs.deletedAt)));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

async function createSubject(key: string, sectionKey = 'social') {
  const response = await superAdmin.post(SUBJECTS, { key, name: { en: `Subject ${key}`, fr: `Sujet ${key}` }, section_key: sectionKey });
  expect(response.statusCode, response.body).toBe(201);
  return response;
}

describe('deleting and restoring a subject', () => {
  it('archives the subject with a snapshot of what depends on it, and restores it whole', async () => {
    const ids = await liveInputIds('training_hours');
    expect(ids.length).toBeGreaterThan(0);
    const before = (await admin.get(inputsOf('training_hours'))).json() as { total: number; inputs: { id: number }[] };
    expect(before.total).toBe(ids.length);

    const deleted = await superAdmin.delete(`${SUBJECTS}/training_hours`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const entry = (deleted.json() as { deletion_log: DeletionLogView }).deletion_log;
    expect(entry).toMatchObject({
      entity: 'subject',
      key: 'training_hours',
      name: { en: 'Training hours', fr: 'Heures de formation' },
      deleted_by: { email: 'super@example.org' },
      restored_at: null,
      restorable: true,
      dependents: { inputs: ids.length, contributors: 2, indicators: ['formation_heures'] },
    });
    const [stored] = await t.db.select().from(deletionLogs).where(eq(deletionLogs.id, entry.id));
    const snapshot = stored!.snapshot as { record: { key: string; fields: unknown[] }; inputs: { ids: number[] }; contributors: { email: string }[] };
    expect(snapshot.record.key).toBe('training_hours');
    expect(snapshot.record.fields.length).toBeGreaterThan(0);
    expect(snapshot.inputs.ids).toEqual(ids);
    expect(snapshot.contributors.map((person) => person.email).sort()).toEqual(['contributor2@example.org', 'contributor@example.org']);

    // Gone from the data collection, kept underneath.
    expect((await admin.get(inputsOf('training_hours'))).statusCode).toBe(404);
    expect(await liveInputIds('training_hours')).toEqual(ids);
    const listed = (await superAdmin.get(SUBJECTS)).json() as AdminSubjectList;
    expect(listed.subjects.find((subject) => subject.key === 'training_hours')).toMatchObject({ deleted: true, inputs_count: ids.length, section: { key: 'social' } });
    expect(listed.subjects.find((subject) => subject.key === 'employees')).toMatchObject({ deleted: false, deleted_at: null });
    const dataSubjects = (await admin.get('/api/services/data_cluster/subjects')).json() as { key: string }[] | { subjects: { key: string }[] };
    expect(JSON.stringify(dataSubjects)).not.toContain('"training_hours"');
    // Figures cleared while it is deleted: the run after the restore computes them again from its inputs.
    await useTestCalculations(t.db, clientId);
    expect((await publishedValues(t.db, clientId)).filter((row) => row.indicator === 'formation_heures')).toEqual([]);

    const restored = await superAdmin.post(`${SUBJECTS}/training_hours/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ key: 'training_hours', deletion_log: { id: entry.id, restorable: false, not_restorable_reason: 'RESTORED', restored_by: { email: 'super@example.org' } } });

    const after = (await admin.get(inputsOf('training_hours'))).json() as { total: number; inputs: { id: number }[] };
    expect(after.total).toBe(before.total);
    expect(after.inputs.map((input) => input.id).sort((a, b) => a - b)).toEqual(before.inputs.map((input) => input.id).sort((a, b) => a - b));
    const [subjectRow] = await t.db.select({ id: subjects.id }).from(subjects).where(and(eq(subjects.clientId, clientId), eq(subjects.key, 'training_hours')));
    expect(await t.db.select().from(subjectContributors).where(eq(subjectContributors.subjectId, subjectRow!.id))).toHaveLength(2);
    await precalculate(t.db, clientId);
    expect((await publishedValues(t.db, clientId)).filter((row) => row.indicator === 'formation_heures').length).toBeGreaterThan(0);
  }, 30_000);

  it('answers 422 when restoring twice, deleting twice or restoring a live subject, and 404 for an unknown key', async () => {
    const first = await superAdmin.delete(`${SUBJECTS}/employees`);
    expect(first.statusCode).toBe(200);
    const again = await superAdmin.delete(`${SUBJECTS}/employees`);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'INVALID_RECORD', details: { base: [{ error: 'ALREADY_DELETED' }] } });
    expect((await superAdmin.post(`${SUBJECTS}/employees/restore`)).statusCode).toBe(200);
    const twice = await superAdmin.post(`${SUBJECTS}/employees/restore`);
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ code: 'INVALID_RECORD', details: { base: [{ error: 'NOT_DELETED' }] } });
    const fromLog = await superAdmin.post(`${LOGS}/${(first.json() as { deletion_log: DeletionLogView }).deletion_log.id}/restore`);
    expect(fromLog.statusCode).toBe(422);
    expect(fromLog.json().details).toEqual({ base: [{ error: 'ALREADY_RESTORED' }] });
    for (const response of [
      await superAdmin.delete(`${SUBJECTS}/no_such_subject`),
      await superAdmin.post(`${SUBJECTS}/no_such_subject/restore`),
      await superAdmin.post(`${SUBJECTS}/no_such_subject/tag_leaves`),
      await superAdmin.post(`${LOGS}/999999/restore`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('restores from the log entry, once', async () => {
    await createSubject('log_restored');
    const entry = ((await superAdmin.delete(`${SUBJECTS}/log_restored`)).json() as { deletion_log: DeletionLogView }).deletion_log;
    const restored = await superAdmin.post(`${LOGS}/${entry.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ key: 'log_restored', deletion_log: { id: entry.id, restorable: false } });
    const listed = (await superAdmin.get(SUBJECTS)).json() as AdminSubjectList;
    expect(listed.subjects.find((subject) => subject.key === 'log_restored')?.deleted).toBe(false);
    expect((await superAdmin.post(`${LOGS}/${entry.id}/restore`)).statusCode).toBe(422);
  });
});

describe('GET /services/super_admin/deletion_logs', () => {
  it('pages the entries newest first, each saying whether it can still be restored', async () => {
    await createSubject('paged_one');
    await createSubject('paged_two');
    const one = ((await superAdmin.delete(`${SUBJECTS}/paged_one`)).json() as { deletion_log: DeletionLogView }).deletion_log;
    const two = ((await superAdmin.delete(`${SUBJECTS}/paged_two`)).json() as { deletion_log: DeletionLogView }).deletion_log;
    await superAdmin.post(`${SUBJECTS}/paged_one/restore`);

    const first = (await superAdmin.get(`${LOGS}?per_page=1`)).json() as DeletionLogList;
    expect(first.deletion_logs.map((entry) => entry.id)).toEqual([two.id]);
    expect(first.deletion_logs[0]).toMatchObject({ key: 'paged_two', restorable: true, deleted_by: { email: 'super@example.org' } });
    const second = (await superAdmin.get(`${LOGS}?page=2&per_page=1`)).json() as DeletionLogList;
    expect(second.deletion_logs).toEqual([expect.objectContaining({ id: one.id, restorable: false, not_restorable_reason: 'RESTORED' })]);
    const own = await t.db.select({ id: deletionLogs.id }).from(deletionLogs).where(eq(deletionLogs.clientId, clientId));
    expect(first.total).toBe(own.length);
    for (const query of ['page=0', 'per_page=0', 'per_page=101']) expect((await superAdmin.get(`${LOGS}?${query}`)).statusCode, query).toBe(422);
  });
});

describe('creating subjects and sections', () => {
  it('creates a subject in a live section, listed with no input', async () => {
    const response = await createSubject('water_use', 'environment');
    expect(response.json()).toMatchObject({ subject: { key: 'water_use', name: { en: 'Subject water_use' }, section: { key: 'environment', deleted: false }, deleted: false, inputs_count: 0 } });
    const listed = (await superAdmin.get(SUBJECTS)).json() as AdminSubjectList;
    expect(listed.subjects.map((subject) => subject.key)).toContain('water_use');
  });

  it('refuses blank, malformed, duplicated and deleted keys, and an unknown section, with field details; writes nothing', async () => {
    const count = async () => (await t.db.select({ id: subjects.id }).from(subjects).where(eq(subjects.clientId, clientId))).length;
    const before = await count();
    const blank = await superAdmin.post(SUBJECTS, { key: ' ', name: { en: '', fr: 'x' }, section_key: 'social' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().details).toMatchObject({ key: [{ error: 'BLANK' }], 'name.en': [{ error: 'BLANK' }] });
    expect((await superAdmin.post(SUBJECTS, { key: 'Bad Key', name: { en: 'a', fr: 'b' }, section_key: 'social' })).json().details).toMatchObject({ key: [{ error: 'INVALID' }] });
    const duplicated = await superAdmin.post(SUBJECTS, { key: 'employees', name: { en: 'a', fr: 'b' }, section_key: 'nowhere' });
    expect(duplicated.statusCode).toBe(422);
    expect(duplicated.json().details).toEqual({ key: [{ error: 'DUPLICATED' }], section_key: [{ error: 'INVALID' }] });
    await createSubject('to_be_deleted');
    await superAdmin.delete(`${SUBJECTS}/to_be_deleted`);
    const deleted = await superAdmin.post(SUBJECTS, { key: 'to_be_deleted', name: { en: 'a', fr: 'b' }, section_key: 'social' });
    expect(deleted.statusCode).toBe(422);
    expect(deleted.json().details).toEqual({ key: [{ error: 'DELETED' }] });
    expect(await count()).toBe(before + 1);
  });

  it('creates, deletes and restores a section; refuses deleting one with live subjects', async () => {
    const created = await superAdmin.post(SECTIONS, { key: 'governance', name: { en: 'Governance', fr: 'Gouvernance' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ section: { key: 'governance', deleted: false, subjects_count: 0 } });
    expect((await superAdmin.post(SECTIONS, { key: 'governance', name: { en: 'G', fr: 'G' } })).json().details).toEqual({ key: [{ error: 'DUPLICATED' }] });

    await createSubject('board_size', 'governance');
    const refused = await superAdmin.delete(`${SECTIONS}/governance`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual({ base: [{ error: 'HAS_SUBJECTS', count: 1 }] });

    await superAdmin.delete(`${SUBJECTS}/board_size`);
    const deleted = await superAdmin.delete(`${SECTIONS}/governance`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ deletion_log: { entity: 'section', key: 'governance', restorable: true } });
    const sectionsRead = (await admin.get('/api/services/data_cluster/sections')).json();
    expect(JSON.stringify(sectionsRead)).not.toContain('governance');
    // Its subject waits for it.
    const waiting = await superAdmin.post(`${SUBJECTS}/board_size/restore`);
    expect(waiting.json().details).toEqual({ base: [{ error: 'SECTION_DELETED' }] });
    const logs = (await superAdmin.get(`${LOGS}?per_page=100`)).json() as DeletionLogList;
    expect(logs.deletion_logs.find((entry) => entry.key === 'board_size')).toMatchObject({ restorable: false, not_restorable_reason: 'SECTION_DELETED' });
    expect((await superAdmin.post(SUBJECTS, { key: 'another', name: { en: 'a', fr: 'b' }, section_key: 'governance' })).json().details).toEqual({ section_key: [{ error: 'INVALID' }] });

    expect((await superAdmin.post(`${SECTIONS}/governance/restore`)).statusCode).toBe(200);
    expect((await superAdmin.post(`${SUBJECTS}/board_size/restore`)).statusCode).toBe(200);
    const listed = (await superAdmin.get(SUBJECTS)).json() as AdminSubjectList;
    expect(listed.sections.find((section) => section.key === 'governance')).toMatchObject({ deleted: false, subjects_count: 1 });
  });
});

describe('another client’s records', () => {
  it('are not found, and not listed', async () => {
    const [other] = await t.db.insert(clients).values({ name: 'other-subjects', title: 'Other', settings: {} as never }).returning({ id: clients.id });
    const [section] = await t.db.insert(sections).values({ clientId: other!.id, key: 'other_section', name: { en: 'O', fr: 'O' } }).returning({ id: sections.id });
    await t.db.insert(subjects).values({ clientId: other!.id, sectionId: section!.id, key: 'other_subject', name: { en: 'O', fr: 'O' } });
    await t.db.insert(subjects).values({ clientId: other!.id, sectionId: section!.id, key: 'other_archived', name: { en: 'O', fr: 'O' }, archivedAt: new Date() });
    const [foreign] = await t.db
      .insert(deletionLogs)
      .values({ clientId: other!.id, entity: 'subject', key: 'other_archived', snapshot: {} })
      .returning({ id: deletionLogs.id });

    for (const response of [
      await superAdmin.delete(`${SUBJECTS}/other_subject`),
      await superAdmin.post(`${SUBJECTS}/other_archived/restore`),
      await superAdmin.post(`${SUBJECTS}/other_subject/tag_leaves`),
      await superAdmin.post(`${SUBJECTS}/other_subject/randomized_data`),
      await superAdmin.delete(`${SECTIONS}/other_section`),
      await superAdmin.post(`${LOGS}/${foreign!.id}/restore`),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    const listed = (await superAdmin.get(SUBJECTS)).json() as AdminSubjectList;
    expect(listed.subjects.map((subject) => subject.key)).not.toContain('other_subject');
    expect(listed.sections.map((row) => row.key)).not.toContain('other_section');
    const logs = (await superAdmin.get(`${LOGS}?per_page=100`)).json() as DeletionLogList;
    expect(logs.deletion_logs.map((entry) => entry.id)).not.toContain(foreign!.id);
    const [still] = await t.db.select({ archivedAt: subjects.archivedAt }).from(subjects).where(and(eq(subjects.clientId, other!.id), eq(subjects.key, 'other_subject')));
    expect(still!.archivedAt).toBeNull();
  });
});

describe('POST /services/super_admin/subjects/{key}/tag_leaves', () => {
  it('moves inputs entered deeper to the subject’s level, renews tag keys, signature and search text, and leaves what it cannot place', async () => {
    const [subject] = await t.db.select().from(subjects).where(and(eq(subjects.clientId, clientId), eq(subjects.key, 'employees')));
    expect(subject!.tagDimensions).toEqual([{ key: 'organisation', depth: 1 }]);
    // A smelter of an organisation, entered before the subject moved up to organisations.
    const [site] = await t.db.select().from(tags).where(and(eq(tags.clientId, clientId), eq(tags.key, 'boreal_alma')));
    const base = { clientId, subjectId: subject!.id, values: { employees: 10 }, state: 'draft' as const };
    const [deep] = await t.db
      .insert(inputs)
      .values({ ...base, period: '1999', tags: { organisation: 'boreal_alma' }, tagKeys: ['boreal_alma'], tagSignature: tagSignatureOf({ organisation: 'boreal_alma' }) })
      .returning({ id: inputs.id });
    // Another smelter of the same organisation, same year: the second to move there is a conflict.
    const [clash] = await t.db
      .insert(inputs)
      .values({ ...base, period: '1999', tags: { organisation: 'boreal_jonquiere' }, tagKeys: ['boreal_jonquiere'], tagSignature: tagSignatureOf({ organisation: 'boreal_jonquiere' }) })
      .returning({ id: inputs.id });
    const [lost] = await t.db
      .insert(inputs)
      .values({ ...base, period: '1998', tags: { organisation: 'gone_node' }, tagKeys: ['gone_node'], tagSignature: tagSignatureOf({ organisation: 'gone_node' }) })
      .returning({ id: inputs.id });
    // A renamed organisation: its inputs' search text follows.
    await t.db.update(tags).set({ name: { en: 'Boreal Renamed', fr: 'Boréal renommé' } }).where(and(eq(tags.clientId, clientId), eq(tags.key, 'boreal')));
    const total = (await liveInputIds('employees')).length;
    const borealInputs = (await t.db.select({ id: inputs.id }).from(inputs).where(and(eq(inputs.subjectId, subject!.id), eq(inputs.tagSignature, 'organisation=boreal')))).length;

    const response = await superAdmin.post(`${SUBJECTS}/employees/tag_leaves`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ inputs: total, updated: borealInputs + 1, unchanged: total - borealInputs - 3, unresolved: 1, conflicts: 1 });

    const [moved] = await t.db.select().from(inputs).where(eq(inputs.id, deep!.id));
    expect(moved).toMatchObject({ tags: { organisation: 'boreal' }, tagKeys: ['boreal'], tagSignature: 'organisation=boreal' });
    expect(moved!.searchText).toContain('boreal renamed');
    expect(site!.parentId).not.toBeNull();
    const [left] = await t.db.select().from(inputs).where(eq(inputs.id, clash!.id));
    expect(left!.tagSignature).toBe('organisation=boreal_jonquiere');
    const [kept] = await t.db.select().from(inputs).where(eq(inputs.id, lost!.id));
    expect(kept!.tags).toEqual({ organisation: 'gone_node' });

    // Once done, nothing is left to do.
    expect((await superAdmin.post(`${SUBJECTS}/employees/tag_leaves`)).json()).toMatchObject({ updated: 0, unresolved: 1, conflicts: 1 });
    await t.db.delete(inputs).where(eq(inputs.id, lost!.id));
  });
});

describe('POST /services/super_admin/subjects/{key}/randomized_data', () => {
  it('fills the open period with one valid input per organisation missing one, then finds nothing missing', async () => {
    await createSubject('demo_figures', 'environment');
    await t.db
      .update(subjects)
      .set({
        tagDimensions: [{ key: 'organisation', depth: 1 }],
        periods: ['2021', '2022'],
        fields: [
          { id: 'amount', name: { en: 'Amount', fr: 'Montant' }, type: 'number', localized: false, required: true, decimals: 1, min: 0 },
          { id: 'kind', name: { en: 'Kind', fr: 'Type' }, type: 'dropdown', localized: false, required: false, choices: [{ key: 'a', name: { en: 'A', fr: 'A' }, position: { en: 1, fr: 1 } }] },
          { id: 'measured_on', name: { en: 'Measured on', fr: 'Mesuré le' }, type: 'date', localized: false, required: false },
          { id: 'note', name: { en: 'Note', fr: 'Note' }, type: 'string', localized: true, required: false },
        ],
      })
      .where(and(eq(subjects.clientId, clientId), eq(subjects.key, 'demo_figures')));
    const organisations = await t.db.select({ key: tags.key }).from(tags).where(and(eq(tags.clientId, clientId), eq(tags.dimension, 'organisation'), eq(tags.depth, 1)));

    const response = await superAdmin.post(`${SUBJECTS}/demo_figures/randomized_data`);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ created: organisations.length, period: '2022', combinations: organisations.length });

    const [subject] = await t.db.select().from(subjects).where(and(eq(subjects.clientId, clientId), eq(subjects.key, 'demo_figures')));
    const made = await t.db.select().from(inputs).where(eq(inputs.subjectId, subject!.id));
    expect(made.map((input) => input.tags.organisation).sort()).toEqual(organisations.map((node) => node.key).sort());
    for (const input of made) {
      expect(input.period).toBe('2022');
      expect(input.tagSignature).toBe(tagSignatureOf(input.tags));
      const errors = validateFormValues(subject!.fields, input.values, { requireAll: input.state !== 'draft', period: '2022', dateBounds: { beginning: '1900-01-01', end: '2100-12-31' } });
      expect(errors).toEqual({});
    }
    const listed = (await admin.get(inputsOf('demo_figures'))).json() as { total: number };
    expect(listed.total).toBe(organisations.length);

    expect((await superAdmin.post(`${SUBJECTS}/demo_figures/randomized_data`)).json()).toEqual({ created: 0, period: '2022', combinations: organisations.length });
  });

  it('is refused in production, writing nothing', async () => {
    const production = await createTestApp({ overrides: { env: 'production' } });
    try {
      const agent = await signedIn(production, 'super@example.org');
      const productionClient = await theClientId(production.db);
      const count = async () => (await production.db.select({ id: inputs.id }).from(inputs).where(eq(inputs.clientId, productionClient))).length;
      const before = await count();
      const response = await agent.post(`${SUBJECTS}/employees/randomized_data`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'INVALID_RECORD', details: { base: [{ error: 'PRODUCTION' }] } });
      expect(await count()).toBe(before);
    } finally {
      await production.close();
    }
  }, 60_000);
});

describe('the subjects calls are the super administrator’s alone', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', SUBJECTS],
    ['POST', SUBJECTS, { key: 'forbidden_subject', name: { en: 'a', fr: 'b' }, section_key: 'social' }],
    ['DELETE', `${SUBJECTS}/employees`],
    ['POST', `${SUBJECTS}/employees/restore`],
    ['POST', `${SUBJECTS}/employees/tag_leaves`],
    ['POST', `${SUBJECTS}/employees/randomized_data`],
    ['POST', SECTIONS, { key: 'forbidden_section', name: { en: 'a', fr: 'b' } }],
    ['DELETE', `${SECTIONS}/social`],
    ['POST', `${SECTIONS}/social/restore`],
    ['GET', LOGS],
    ['POST', `${LOGS}/1/restore`],
  ];

  it('refuses an administrator (403) and a visitor (401), and changes nothing', async () => {
    const visitor = await new TestAgent(t.app).start();
    const logsBefore = (await t.db.select({ id: deletionLogs.id }).from(deletionLogs)).length;
    for (const [method, url, body] of calls) {
      const denied = await admin.request(method as 'GET', url, body);
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
      expect(denied.json().code).toBe('ACCESS_DENIED');
      expect((await visitor.request(method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await t.db.select({ id: deletionLogs.id }).from(deletionLogs)).length).toBe(logsBefore);
    const [employees] = await t.db.select({ archivedAt: subjects.archivedAt }).from(subjects).where(and(eq(subjects.clientId, clientId), eq(subjects.key, 'employees')));
    expect(employees!.archivedAt).toBeNull();
  });
});
