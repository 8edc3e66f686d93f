import { readdir } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users as usersTable } from '../../platform/auth/auth.tables.js';
import { LocalFileStorage } from '../../platform/files/local-file-storage.js';
import type { JobContext } from '../../platform/jobs/job-definition.js';
import type { TestAgent } from '../../test/test-agent.js';
import type { TestApp } from '../../test/test-app.js';
import { addTestUser, insertInput, type DataCollectionFixture } from '../data-collection/test-fixtures.js';
import { EXPORT_JOB, EXPORT_JOB_OPTIONS, type ExportJobData } from './export-job-kind.js';
import { runExport } from './export.job.js';
import { exports } from './test-fixtures.js';
import { createExportsTestApp, EXPORTER_RIGHTS, insertExport, seedExporters, sendLaterJob, signedInAsUser, waitForExport } from './test-exports.seed.js';

let t: TestApp & { filesDir: string };
let f: DataCollectionFixture;
let users: Awaited<ReturnType<typeof seedExporters>>['users'];
let a: TestAgent;

beforeAll(async () => {
  t = await createExportsTestApp();
  ({ f, users } = await seedExporters(t));
  await insertInput(t.db, f, { subject: f.oneLevel, period: '2021', tag: 't_org_a', values: { production: 1 }, state: 'approved' });
  a = await signedInAsUser(t, users.exporterA);
});
afterAll(() => t.close());

const mine = (state: 'queued' | 'running', extra: { updatedAt?: Date } = {}) => insertExport(t, { clientId: f.clientId, createdById: users.exporterA.id, state, ...extra });

/** The job's context as the runner gives it, for running the handler itself at a chosen attempt. */
function jobContext(exportId: number, attempt: number, onProgress: () => Promise<void> = async () => {}): JobContext<ExportJobData> {
  return { id: `test-${exportId}`, name: EXPORT_JOB, data: { exportId, clientId: f.clientId }, attempt, signal: new AbortController().signal, progress: onProgress };
}

const storedFiles = async () => (await readdir(t.filesDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);

describe('a job that fails', () => {
  it('leaves its export failed, with its reason in the language asked, when its last attempt throws', async () => {
    const id = await mine('queued');
    const broken = { kind: 'local' as const, put: async () => Promise.reject(new Error('The disk is full')), get: async () => Promise.reject(new Error('none')), delete: async () => {} };
    const deps = { db: t.db, files: broken };

    // An attempt before the last is retried: the export stays running.
    await expect(runExport(jobContext(id, 1), deps)).rejects.toThrow('The disk is full');
    expect((await t.db.select({ state: exports.state }).from(exports).where(eq(exports.id, id)))[0]!.state).toBe('running');

    await expect(runExport(jobContext(id, EXPORT_JOB_OPTIONS.retryLimit + 1), deps)).rejects.toThrow('The disk is full');
    const response = await a.get(`/api/export/${id}`);
    expect(response.json().export).toMatchObject({
      state: 'failed',
      failure: 'The export could not be completed. Try again; if it fails again, tell your administrator.',
      download_url: null,
      abilities: { download: false, delete: true },
    });
  });

  it('fails at once, without retries, when its author may no longer export', async () => {
    const withdrawn = await addTestUser(t.db, f, { name: 'withdrawn', permissions: ['subjects.read'], tagKeys: ['t_org_a'] });
    const archived = await addTestUser(t.db, f, { name: 'archived', permissions: EXPORTER_RIGHTS, tagKeys: ['t_org_a'] });
    await t.db.update(usersTable).set({ archivedAt: new Date() }).where(eq(usersTable.id, archived.id));
    const failures: Record<number, string> = {};
    for (const [user, code] of [
      [withdrawn, 'ACCESS_WITHDRAWN'],
      [archived, 'USER_UNAVAILABLE'],
    ] as const) {
      const id = await insertExport(t, { clientId: f.clientId, createdById: user.id, state: 'queued' });
      await t.jobs.send(EXPORT_JOB, { exportId: id, clientId: f.clientId });
      failures[id] = code;
    }
    for (const [id, code] of Object.entries(failures)) {
      await expect
        .poll(async () => (await t.db.select({ failure: exports.failure }).from(exports).where(eq(exports.id, Number(id))))[0]!.failure, { timeout: 15_000, interval: 100 })
        .toEqual({ code });
    }
  });

  it('stops when its export is deleted while it runs, leaving no file behind', async () => {
    const id = await mine('queued');
    const files = new LocalFileStorage(t.filesDir);
    const before = await storedFiles();
    const deps = { db: t.db, files };
    // The author deletes the export as its first progress is reported.
    const result = await runExport(
      jobContext(id, 1, async () => {
        expect((await a.delete(`/api/export/${id}`)).statusCode).toBe(204);
      }),
      deps,
    );
    expect(result).toEqual({ stopped: 'deleted or given up while running' });
    expect(await storedFiles()).toEqual(before);

    // Deleted once its file is stored, before it is marked done: the file is removed all the same.
    const late = await mine('queued');
    const deletingStorage = {
      ...files,
      kind: 'local' as const,
      get: files.get.bind(files),
      delete: files.delete.bind(files),
      put: async (...args: Parameters<LocalFileStorage['put']>) => {
        await files.put(...args);
        await t.db.delete(exports).where(eq(exports.id, late));
      },
    };
    expect(await runExport(jobContext(late, 1), { ...deps, files: deletingStorage })).toEqual({ stopped: 'deleted or given up while running' });
    expect(await storedFiles()).toEqual(before);
  });
});

describe('an export that will never finish', () => {
  it('is marked failed when read: its job is gone, its job failed, or it has not moved for longer than its job may run', async () => {
    const lost = await mine('queued');
    const failedJob = await mine('running');
    const jobId = await sendLaterJob(t, { exportId: failedJob, clientId: f.clientId });
    await t.db.execute(sql`update pgboss.job set state = 'failed' where id = ${jobId}`);
    const stalled = await mine('running', { updatedAt: new Date(Date.now() - 2 * 3600 * 1000) });
    await sendLaterJob(t, { exportId: stalled, clientId: f.clientId });
    const waiting = await mine('queued');
    await sendLaterJob(t, { exportId: waiting, clientId: f.clientId });

    const listed = (await a.get('/api/export')).json().exports as { id: number; state: string; failure: string | null }[];
    const byId = new Map(listed.map((item) => [item.id, item]));
    expect(byId.get(lost)).toMatchObject({ state: 'failed', failure: 'The export was interrupted before it finished. Try again.' });
    expect(byId.get(failedJob)).toMatchObject({ state: 'failed', failure: 'The export could not be completed. Try again; if it fails again, tell your administrator.' });
    expect(byId.get(stalled)).toMatchObject({ state: 'failed', failure: 'The export stopped making progress and was abandoned. Try again.' });
    expect(byId.get(waiting)).toMatchObject({ state: 'queued', failure: null });
  });

  it('a real export still finishes: the sweep leaves a live job alone', async () => {
    const created = (await a.post('/api/export', { kind: 'inputs', subjects: ['t_one'], format: 'xlsx', locale: 'fr' })).json().export;
    expect((await waitForExport(a, created.id)).rows).toBe(1);
  });
});
