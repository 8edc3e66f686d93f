import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import type { TestAgent } from '../../test/test-agent.js';
import type { TestApp } from '../../test/test-app.js';
import { insertInput, type DataCollectionFixture } from '../data-collection/test-fixtures.js';
import { exports } from './test-fixtures.js';
import { createExportsTestApp, insertExport, seedExporters, sendLaterJob, signedInAsUser } from './test-exports.seed.js';

let t: TestApp & { filesDir: string };
let f: DataCollectionFixture;
let users: Awaited<ReturnType<typeof seedExporters>>['users'];
let a: TestAgent;
const BODY = { kind: 'inputs', subjects: ['t_one'], format: 'csv', locale: 'en' };
const HOUR = 3600 * 1000;

beforeAll(async () => {
  t = await createExportsTestApp();
  ({ f, users } = await seedExporters(t));
  await insertInput(t.db, f, { subject: f.oneLevel, period: '2021', tag: 't_org_a', values: { production: 1 }, state: 'approved' });
  a = await signedInAsUser(t, users.exporterA);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(exports);
  await setLimits({ concurrent_limit: 2, daily_limit: 4 });
});

async function setLimits(limits: { concurrent_limit: number; daily_limit: number }): Promise<void> {
  const [client] = await t.db.select().from(clients).where(eq(clients.id, f.clientId));
  await t.db
    .update(clients)
    .set({ settings: { ...client!.settings, exports: limits } })
    .where(eq(clients.id, f.clientId));
}

/** An export of contributor B's, queued behind a job that waits: it holds a place among those running. */
async function waitingExport(): Promise<number> {
  const id = await insertExport(t, { clientId: f.clientId, createdById: users.exporterB.id, state: 'queued' });
  await sendLaterJob(t, { exportId: id, clientId: f.clientId });
  return id;
}

const secondsUntil = (iso: string) => (Date.parse(iso) - Date.now()) / 1000;

describe('the limits of exports (EXPORT_LIMIT_REACHED)', () => {
  it('refuses an export beyond the exports queued or running at once, whoever started them, saying when to try again', async () => {
    await waitingExport();
    await waitingExport();
    const response = await a.post('/api/export', BODY);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body).toMatchObject({ code: 'EXPORT_LIMIT_REACHED', details: { retry_after: [{ error: 'EXPORT_LIMIT_REACHED', limit: 'concurrent', max: 2 }] } });
    expect(body.details.retry_after).toHaveLength(1);
    expect(secondsUntil(body.details.retry_after[0].at)).toBeGreaterThan(20);
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(29);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(31);
  });

  it('counts the day’s exports its author deleted, so deleting them does not lift the daily limit; a deleted running one frees its place', async () => {
    await setLimits({ concurrent_limit: 1, daily_limit: 2 });
    const first = await a.post('/api/export', BODY);
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json().export.id;
    expect((await a.delete(`/api/export/${id}`)).statusCode).toBe(204);
    expect((await a.get(`/api/export/${id}`)).statusCode).toBe(404);
    expect((await a.get('/api/export')).json().exports).toEqual([]);

    // Its place among those running is free again; its place among the day's is not.
    const second = await a.post('/api/export', BODY);
    expect(second.statusCode, second.body).toBe(201);
    expect((await a.delete(`/api/export/${second.json().export.id}`)).statusCode).toBe(204);
    const third = await a.post('/api/export', BODY);
    expect(third.statusCode).toBe(422);
    expect(third.json().details.retry_after).toEqual([expect.objectContaining({ limit: 'daily', max: 2 })]);
    const [stored] = await t.db.select().from(exports).where(eq(exports.id, id));
    expect(stored!.deletedAt).not.toBeNull();
  });

  it('gives back the place of an export that will never finish (its job is gone)', async () => {
    await waitingExport();
    await insertExport(t, { clientId: f.clientId, createdById: users.exporterB.id, state: 'running' });
    const response = await a.post('/api/export', BODY);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses an export beyond the day’s, saying when the oldest of them is a day old', async () => {
    const now = Date.now();
    for (const hoursAgo of [23, 22, 2, 1]) {
      await insertExport(t, { clientId: f.clientId, createdById: users.exporterB.id, state: 'done', createdAt: new Date(now - hoursAgo * HOUR) });
    }
    // A day and more ago: no longer counted.
    await insertExport(t, { clientId: f.clientId, createdById: users.exporterB.id, state: 'done', createdAt: new Date(now - 25 * HOUR) });
    const response = await a.post('/api/export', BODY);
    expect(response.statusCode).toBe(422);
    const [reached] = response.json().details.retry_after;
    expect(reached).toMatchObject({ error: 'EXPORT_LIMIT_REACHED', limit: 'daily', max: 4 });
    expect(Math.abs(Date.parse(reached.at) - (now + HOUR))).toBeLessThan(5_000);
    expect(Math.abs(Number(response.headers['retry-after']) - 3600)).toBeLessThan(10);
  });

  it('names both limits when both are reached, and the later time in Retry-After', async () => {
    const now = Date.now();
    await insertExport(t, { clientId: f.clientId, createdById: users.exporterB.id, state: 'done', createdAt: new Date(now - 3 * HOUR) });
    await insertExport(t, { clientId: f.clientId, createdById: users.exporterB.id, state: 'done', createdAt: new Date(now - 3 * HOUR) });
    await waitingExport();
    await waitingExport();
    const response = await a.post('/api/export', BODY);
    expect(response.json().details.retry_after.map((item: { limit: string }) => item.limit)).toEqual(['concurrent', 'daily']);
    expect(Math.abs(Number(response.headers['retry-after']) - 21 * 3600)).toBeLessThan(10);
  });

  it('counts requests sent at once in turn: none slips past the day’s limit', async () => {
    await setLimits({ concurrent_limit: 10, daily_limit: 4 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => a.post('/api/export', BODY)));
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 422, 422]);
  });
});
