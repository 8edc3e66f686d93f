import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PrecalculationRunList } from '@platform/shared/super-admin/precalculation-runs.schemas';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { TEST_JOB_SETTINGS } from '../../test/job-fixtures.js';
import { TestAgent } from '../../test/test-agent.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { indicators, precalculate, precalculationRuns, publishedValues, TEST_CALCULATIONS, theClientId, useTestCalculations } from '../indicators/test-fixtures.js';

const RUNS = '/api/services/super_admin/precalculation_runs';
const PRECALCULATE = '/api/services/super_admin/subjects/precalculate';

let t: TestApp;
let clientId: number;
let superAdmin: TestAgent;
beforeAll(async () => {
  t = await createTestApp({ jobs: { settings: TEST_JOB_SETTINGS } });
  clientId = await theClientId(t.db);
  await useTestCalculations(t.db, clientId);
  superAdmin = await signedIn('super@example.org');
});
afterAll(() => t.close());

async function signedIn(email: string) {
  const agent = await new TestAgent(t.app).start();
  expect((await agent.signIn(email, DEMO_PASSWORD)).statusCode).toBe(200);
  return agent;
}

describe('POST /services/super_admin/subjects/precalculate', () => {
  it('queues a full run for the client and answers 202 with the job; the run then shows first in the list', async () => {
    const response = await superAdmin.post(PRECALCULATE);
    expect(response.statusCode).toBe(202);
    const { job_id: jobId } = response.json() as { job_id: string };
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);

    const job = await vi.waitFor(
      async () => {
        const found = await t.jobs.get(jobId);
        expect(found?.state).toBe('completed');
        return found!;
      },
      { timeout: 15_000, interval: 100 },
    );
    const result = job.result as { runId: number };
    const list = (await superAdmin.get(RUNS)).json() as PrecalculationRunList;
    const [newest] = list.runs;
    expect(newest).toMatchObject({
      id: result.runId,
      kind: 'full',
      indicators_touched: Object.keys(TEST_CALCULATIONS).length,
      errors: [],
    });
    expect(newest!.values_touched).toBeGreaterThan(0);
    expect(newest!.duration).toBe(new Date(newest!.finished_at!).getTime() - new Date(newest!.started_at).getTime());
    expect(new Set((await publishedValues(t.db, clientId)).map((row) => row.indicator))).toEqual(new Set(Object.keys(TEST_CALCULATIONS)));
  }, 30_000);
});

describe('GET /services/super_admin/precalculation_runs', () => {
  it('pages the runs newest first, with each run’s counts and errors', async () => {
    await t.db
      .update(indicators)
      .set({ calculation: { kind: 'median', subject: 'employees', field: 'employees' } as never })
      .where(and(eq(indicators.clientId, clientId), eq(indicators.key, 'formation_heures')));
    const failing = await precalculate(t.db, clientId, { indicatorKeys: ['formation_heures'] });
    const latest = await precalculate(t.db, clientId);

    const first = (await superAdmin.get(`${RUNS}?per_page=1`)).json() as PrecalculationRunList;
    expect(first).toMatchObject({ page: 1, per_page: 1 });
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.runs.map((run) => run.id)).toEqual([latest.runId]);
    expect(first.runs[0]!.errors).toEqual([{ indicator_key: 'formation_heures', message: expect.stringContaining('Invalid calculation') }]);

    const second = (await superAdmin.get(`${RUNS}?page=2&per_page=1`)).json() as PrecalculationRunList;
    expect(second.runs).toEqual([
      expect.objectContaining({ id: failing.runId, kind: 'incremental', indicators_touched: 0, values_touched: 0, errors: [expect.objectContaining({ indicator_key: 'formation_heures' })] }),
    ]);
    const beyond = (await superAdmin.get(`${RUNS}?page=999`)).json() as PrecalculationRunList;
    expect(beyond).toMatchObject({ runs: [], total: first.total });
  });

  it('lists only the client’s own runs', async () => {
    const [other] = await t.db.insert(clients).values({ name: 'other-client', title: 'Other', settings: {} as never }).returning({ id: clients.id });
    const [foreign] = await t.db.insert(precalculationRuns).values({ clientId: other!.id, kind: 'full' }).returning({ id: precalculationRuns.id });
    const list = (await superAdmin.get(`${RUNS}?per_page=100`)).json() as PrecalculationRunList;
    expect(list.runs.map((run) => run.id)).not.toContain(foreign!.id);
    const own = await t.db.select({ id: precalculationRuns.id }).from(precalculationRuns).where(eq(precalculationRuns.clientId, clientId));
    expect(list.total).toBe(own.length);
  });

  it('answers 422 for a page or page size out of range', async () => {
    for (const query of ['page=0', 'per_page=0', 'per_page=101', 'page=first']) {
      const response = await superAdmin.get(`${RUNS}?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().code).toBe('INVALID_RECORD');
    }
  });
});

describe('the precalculation calls are the super administrator’s alone', () => {
  it('refuses an administrator and an approver (403), and sends no job', async () => {
    const before = (await t.jobs.list({ limit: 500 })).length;
    for (const email of ['admin@example.org', 'approver@example.org']) {
      const agent = await signedIn(email);
      const list = await agent.get(RUNS);
      expect(list.statusCode, email).toBe(403);
      expect(list.json().code).toBe('ACCESS_DENIED');
      const queued = await agent.post(PRECALCULATE);
      expect(queued.statusCode, email).toBe(403);
      expect(queued.json().code).toBe('ACCESS_DENIED');
    }
    expect((await t.jobs.list({ limit: 500 })).length).toBe(before);
  });

  it('refuses a visitor who is not signed in (401)', async () => {
    const visitor = await new TestAgent(t.app).start();
    expect((await visitor.get(RUNS)).statusCode).toBe(401);
    expect((await visitor.post(PRECALCULATE)).statusCode).toBe(401);
  });
});
