import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConfigDocument } from '@platform/shared/super-admin/config-document.schemas';
import type { ConfigValidation, SuperAdminClient } from '@platform/shared/super-admin/config-versions.schemas';
import { TEST_JOB_SETTINGS } from '../../../test/job-fixtures.js';
import { TestAgent } from '../../../test/test-agent.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/test-app.js';

const BASE = '/api/services/super_admin/client';

let t: TestApp;
let superAdmin: TestAgent;
beforeAll(async () => {
  t = await createTestApp({ jobs: { settings: TEST_JOB_SETTINGS } });
  superAdmin = await signedIn('super@example.org');
});
afterAll(() => t.close());

async function signedIn(email: string) {
  const agent = await new TestAgent(t.app).start();
  expect((await agent.signIn(email, DEMO_PASSWORD)).statusCode).toBe(200);
  return agent;
}

async function active(): Promise<{ version: number; config: ConfigDocument }> {
  const response = await superAdmin.get(`${BASE}/config/active`);
  expect(response.statusCode).toBe(200);
  return response.json() as { version: number; config: ConfigDocument };
}

async function draft(config: unknown, baseVersion: number): Promise<number> {
  const response = await superAdmin.post(`${BASE}/config`, { config, base_version: baseVersion });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { version: number }).version;
}

async function versionOf(version: number) {
  const client = (await superAdmin.get(BASE)).json() as SuperAdminClient;
  return { client: client.client, row: client.client.versions.find((row) => row.version === version)! };
}

/** Applies a version and waits for its job to settle it. */
async function applied(version: number) {
  const response = await superAdmin.put(`${BASE}/config/${version}`);
  expect(response.statusCode, response.body).toBe(202);
  const appliedVersion = (response.json() as { version: number }).version;
  return vi.waitFor(
    async () => {
      const { client, row } = await versionOf(appliedVersion);
      expect(['active', 'failed']).toContain(row.status);
      return { client, row };
    },
    { timeout: 20_000, interval: 100 },
  );
}

const clone = <T>(value: T): T => structuredClone(value);

/** A row count and the newest change of the configuration's tables: what "nothing written" is checked with. */
async function tablesState() {
  const rows = await t.db.execute(sql`select
    (select count(*) from subjects) as subjects, (select max(updated_at) from subjects) as subjects_at,
    (select count(*) from sections) as sections, (select max(updated_at) from sections) as sections_at,
    (select count(*) from tags) as tags, (select max(updated_at) from tags) as tags_at,
    (select count(*) from indicators) as indicators, (select max(updated_at) from indicators) as indicators_at,
    (select count(*) from roles) as roles, (select max(updated_at) from roles) as roles_at,
    (select updated_at from clients order by id limit 1) as client_at,
    (select count(*) from deletion_logs) as deletions`);
  return JSON.stringify((rows as unknown as { rows: unknown[] }).rows ?? rows);
}

describe('configuration versions', () => {
  it('lists the client with an active version recorded from the configuration as it stands', async () => {
    const response = await superAdmin.get(BASE);
    expect(response.statusCode).toBe(200);
    const { client } = response.json() as SuperAdminClient;
    expect(client.active_version).toBeGreaterThanOrEqual(1);
    expect(client.versions.find((row) => row.version === client.active_version)).toMatchObject({ status: 'active', update_errors: [], created_by: null });
  });

  it('round-trips: the active document uploaded unchanged has an empty diff, and applying it changes nothing', async () => {
    const { version, config } = await active();
    expect(config.subjects.length).toBeGreaterThan(0);
    expect(config.tags.length).toBeGreaterThan(0);
    expect(config.roles.length).toBeGreaterThan(0);
    const copy = await draft(config, version);
    const validation = await superAdmin.post(`${BASE}/config/validate`, { version: copy });
    expect(validation.statusCode, validation.body).toBe(200);
    expect(validation.json()).toMatchObject({ errors: [], warnings: [], diff: [] });
    expect((await versionOf(copy)).row.status).toBe('validated');

    const before = await tablesState();
    const { client, row } = await applied(copy);
    expect(row.status).toBe('active');
    expect(client.active_version).toBe(copy);
    expect((await versionOf(version)).row.status).toBe('superseded');
    expect(await tablesState()).toBe(before);
    expect((await active()).config).toEqual(config);
  });

  it('validates without writing: the diff and impact of a changed field, a removed subject and a role losing a right', async () => {
    const { version, config } = await active();
    const wanted = clone(config);
    const [first, second] = wanted.subjects;
    const field = first!.fields[0]!;
    field.name = { en: `${field.name.en} (renamed)`, fr: `${field.name.fr} (renommé)` };
    wanted.subjects = wanted.subjects.filter((subject) => subject.key !== second!.key);
    wanted.indicators = wanted.indicators.filter((indicator) => indicator.calculation?.subject !== second!.key && (indicator.calculation?.kind !== 'ratio' || indicator.calculation.denominator.subject !== second!.key));
    const role = wanted.roles.find((candidate) => candidate.permissions.length > 0)!;
    const lost = role.permissions.pop()!;

    const before = await tablesState();
    const response = await superAdmin.post(`${BASE}/config/validate`, { config: wanted });
    expect(response.statusCode, response.body).toBe(200);
    const validation = response.json() as ConfigValidation;
    expect(await tablesState()).toBe(before);
    expect((await active()).version).toBe(version);

    expect(validation.diff).toContainEqual({ path: `/subjects/${first!.key}/fields/${field.id}/name/en`, op: 'replace', old: field.name.en.replace(' (renamed)', ''), new: field.name.en });
    expect(validation.diff).toContainEqual(expect.objectContaining({ path: `/subjects/${second!.key}`, op: 'remove' }));
    expect(validation.impact.subjects_removed).toEqual([{ key: second!.key, inputs: expect.any(Number) }]);
    expect(validation.warnings).toContainEqual(expect.objectContaining({ path: `/subjects/${second!.key}`, code: 'SUBJECT_REMOVED' }));
    const members = (await t.db.execute(sql`select count(*)::int as n from user_roles join roles on roles.id = user_roles.role_id where roles.name = ${role.name}`)) as unknown as { rows?: { n: number }[] };
    if ((members.rows?.[0]?.n ?? 0) > 0) expect(validation.impact.users_losing_rights.some((user) => user.permissions.includes(lost))).toBe(true);
  });

  it('refuses a document with errors with 422 INVALID_CONFIG, listing them with their paths', async () => {
    const { config } = await active();
    const wanted = clone(config);
    wanted.subjects[0]!.section = 'no_such_section';
    wanted.roles[0]!.permissions.push('no.such.permission');
    const response = await superAdmin.post(`${BASE}/config/validate`, { config: wanted });
    expect(response.statusCode).toBe(422);
    const body = response.json() as { code: string; details: { errors: { error: string; path: string }[]; warnings: unknown[] } };
    expect(body.code).toBe('INVALID_CONFIG');
    expect(body.details.errors).toContainEqual(expect.objectContaining({ error: 'UNKNOWN_SECTION', path: `/subjects/${wanted.subjects[0]!.key}/section` }));
    expect(body.details.errors).toContainEqual(expect.objectContaining({ error: 'UNKNOWN_PERMISSION', path: `/roles/${wanted.roles[0]!.name}/permissions` }));

    const shapeless = await superAdmin.post(`${BASE}/config`, { config: { format: 1, sections: 'none' }, base_version: (await active()).version });
    expect(shapeless.statusCode).toBe(422);
    expect((shapeless.json() as { details: { errors: { path: string }[] } }).details.errors).toContainEqual(expect.objectContaining({ path: '/sections' }));
  });

  it("applies a change of a subject's field: updating, then active, and the subject's form has it", async () => {
    const { version, config } = await active();
    const wanted = clone(config);
    const subject = wanted.subjects[0]!;
    subject.fields[0]!.name.fr = 'Nom changé par une version';
    const next = await draft(wanted, version);
    const { row } = await applied(next);
    expect(row.status).toBe('active');
    const form = await superAdmin.get(`/api/services/data_cluster/subjects/${subject.key}`);
    expect(form.statusCode).toBe(200);
    expect(JSON.stringify(form.json())).toContain('Nom changé par une version');
    const audit = (await t.db.execute(sql`select user_id, details from audit_logs where action = 'client.config_applied' and record_id = ${String(next)}`)) as unknown as { rows: { user_id: number; details: { changes: number } }[] };
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.details.changes).toBe(1);
  });

  it('refuses with 409 a version whose base is no longer the active one', async () => {
    const { version, config } = await active();
    const one = clone(config);
    one.sections[0]!.name.en = `${one.sections[0]!.name.en} one`;
    const two = clone(config);
    two.sections[0]!.name.en = `${two.sections[0]!.name.en} two`;
    const first = await draft(one, version);
    const second = await draft(two, version);
    expect((await applied(first)).row.status).toBe('active');
    const stale = await superAdmin.put(`${BASE}/config/${second}`);
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as { code: string }).code).toBe('STATE_CHANGED');
    expect((await versionOf(second)).row.status).toBe('draft');
  });

  it('is all-or-nothing: a version failing half-way is failed with its error and the active one stays whole', async () => {
    const { version, config } = await active();
    const wanted = clone(config);
    wanted.sections[0]!.name.en = 'Written before the failure';
    wanted.roles.push({ name: 'Refused by the database', permissions: [] });
    const next = await draft(wanted, version);
    // The database refuses the new role: every write before it (the section's name) must be rolled back.
    await t.db.execute(sql`create or replace function refuse_role() returns trigger language plpgsql as $$ begin raise exception 'roles are frozen'; end $$`);
    await t.db.execute(sql`create trigger refuse_role before insert on roles for each row when (new.name = 'Refused by the database') execute function refuse_role()`);
    try {
      const before = await tablesState();
      const { client, row } = await applied(next);
      expect(row.status).toBe('failed');
      expect(row.update_errors).toContainEqual(expect.objectContaining({ code: 'APPLY_FAILED', message: expect.stringContaining('roles are frozen') }));
      expect(client.active_version).toBe(version);
      expect(await tablesState()).toBe(before);
      expect((await active()).config).toEqual(config);
    } finally {
      await t.db.execute(sql`drop trigger refuse_role on roles`);
    }
  });

  it('rolls back by applying an earlier version: a copy made from the active one is applied', async () => {
    const { version: original, config } = await active();
    const wanted = clone(config);
    wanted.sections[0]!.name.fr = 'Avant le retour en arrière';
    expect((await applied(await draft(wanted, original))).row.status).toBe('active');
    expect((await active()).config.sections[0]!.name.fr).toBe('Avant le retour en arrière');

    const response = await superAdmin.put(`${BASE}/config/${original}`);
    expect(response.statusCode).toBe(202);
    const copy = (response.json() as { version: number }).version;
    expect(copy).toBeGreaterThan(original);
    const settled = await vi.waitFor(
      async () => {
        const { row } = await versionOf(copy);
        expect(row.status).toBe('active');
        return row;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(settled.base_version).toBeGreaterThan(original);
    expect((await active()).config).toEqual(config);
  });

  it('deletes a subject the version leaves out softly (with its deletion log) and restores one it names again', async () => {
    const { version, config } = await active();
    const removed = config.subjects.find((subject) => !config.indicators.some((indicator) => JSON.stringify(indicator.calculation ?? {}).includes(`"${subject.key}"`)))!;
    const without = clone(config);
    without.subjects = without.subjects.filter((subject) => subject.key !== removed.key);
    const { row } = await applied(await draft(without, version));
    expect(row.status).toBe('active');
    expect((await superAdmin.get(`/api/services/data_cluster/subjects/${removed.key}`)).statusCode).toBe(404);
    const logs = (await superAdmin.get('/api/services/super_admin/deletion_logs')).json() as { deletion_logs: { key: string; restorable: boolean }[] };
    expect(logs.deletion_logs.find((log) => log.key === removed.key)).toMatchObject({ restorable: true });

    const validation = (await superAdmin.post(`${BASE}/config/validate`, { config })).json() as ConfigValidation;
    expect(validation.warnings).toContainEqual(expect.objectContaining({ path: `/subjects/${removed.key}`, code: 'SUBJECT_RESTORED' }));
    const back = await applied(await draft(config, row.version));
    expect(back.row.status).toBe('active');
    expect((await superAdmin.get(`/api/services/data_cluster/subjects/${removed.key}`)).statusCode).toBe(200);
    expect((await active()).config).toEqual(config);
  });

  it('deletes a draft, and refuses to delete the active version', async () => {
    const { version, config } = await active();
    const next = await draft(config, version);
    expect((await superAdmin.delete(`${BASE}/config/${next}`)).statusCode).toBe(204);
    expect((await superAdmin.get(`${BASE}/config/${next}`)).statusCode).toBe(404);
    const refused = await superAdmin.delete(`${BASE}/config/${version}`);
    expect(refused.statusCode).toBe(422);
  });

  it('is refused to administrators and to visitors', async () => {
    const admin = await signedIn('admin@example.org');
    for (const [method, url] of [
      ['GET', BASE],
      ['GET', `${BASE}/config/active`],
      ['POST', `${BASE}/config`],
      ['POST', `${BASE}/config/validate`],
      ['PUT', `${BASE}/config/1`],
      ['DELETE', `${BASE}/config/1`],
    ] as const) {
      const body = method === 'POST' ? { config: {}, base_version: 1 } : undefined;
      expect((await admin.request(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      const visitor = await new TestAgent(t.app).start();
      expect((await visitor.request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
