import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobView } from '@platform/shared/super-admin/jobs.schemas';
import { defineJob } from '../../platform/jobs/job-definition.js';
import { TEST_JOB_SETTINGS } from '../../test/job-fixtures.js';
import { TestAgent } from '../../test/test-agent.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';

/** Fails while the import server is "down", then imports its rows with progress. */
let serverDown = true;
const importJob = defineJob<{ rows: number }, unknown>({
  name: 'test.import',
  options: { retryLimit: 0 },
  async run(job) {
    if (serverDown) throw new Error('Import server unreachable');
    for (let row = 1; row <= job.data.rows; row++) await job.progress(row, job.data.rows);
    return { imported: job.data.rows };
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobs: { definitions: [importJob], settings: TEST_JOB_SETTINGS } });
});
afterAll(() => t.close());

const signedIn = async (email: string) => {
  const agent = await new TestAgent(t.app).start();
  expect((await agent.signIn(email, DEMO_PASSWORD)).statusCode).toBe(200);
  return agent;
};

/** Polls the list, as the page does, until the job is in `state`. */
const pollUntil = (agent: TestAgent, id: string, state: JobView['state']) =>
  vi.waitFor(
    async () => {
      const response = await agent.get('/api/services/super_admin/jobs');
      expect(response.statusCode).toBe(200);
      const job = (response.json() as JobView[]).find((entry) => entry.id === id);
      expect(job?.state).toBe(state);
      return job!;
    },
    { timeout: 15_000, interval: 200 },
  );

describe('GET /api/services/super_admin/jobs and POST …/jobs/:id/retry', () => {
  it('shows a super administrator the jobs, who retries a failed one until it completes', async () => {
    const superAdmin = await signedIn('super@example.org');
    serverDown = true;
    const id = await t.jobs.send('test.import', { rows: 3 });

    const failed = await pollUntil(superAdmin, id, 'failed');
    expect(failed).toMatchObject({
      name: 'test.import',
      attempts: 1,
      max_attempts: 1,
      error: 'Import server unreachable',
      progress: null,
      result: null,
      abilities: { retry: true },
    });
    expect(failed.finished_at).not.toBeNull();
    const onlyFailed = (await superAdmin.get('/api/services/super_admin/jobs?state=failed')).json() as JobView[];
    expect(onlyFailed.map((job) => job.id)).toContain(id);
    expect(onlyFailed.every((job) => job.state === 'failed')).toBe(true);

    serverDown = false;
    const retried = await superAdmin.post(`/api/services/super_admin/jobs/${id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id, state: 'retry', max_attempts: 2, abilities: { retry: false } });

    const completed = await pollUntil(superAdmin, id, 'completed');
    expect(completed).toMatchObject({ attempts: 2, progress: { done: 3, total: 3 }, result: { imported: 3 }, error: null });

    // Retrying a job that is no longer failed: the list was out of date.
    const again = await superAdmin.post(`/api/services/super_admin/jobs/${id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('STATE_CHANGED');
  }, 30_000);

  it('answers 404 for a job that does not exist, and for an id that cannot be one', async () => {
    const superAdmin = await signedIn('super@example.org');
    expect((await superAdmin.post('/api/services/super_admin/jobs/00000000-0000-4000-8000-000000000000/retry')).statusCode).toBe(404);
    expect((await superAdmin.post('/api/services/super_admin/jobs/not-a-job/retry')).statusCode).toBe(404);
  });

  it('refuses an administrator without the super administrator flag', async () => {
    const admin = await signedIn('admin@example.org');
    const list = await admin.get('/api/services/super_admin/jobs');
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe('ACCESS_DENIED');
    const [job] = (await (await signedIn('super@example.org')).get('/api/services/super_admin/jobs')).json() as JobView[];
    expect((await admin.post(`/api/services/super_admin/jobs/${job!.id}/retry`)).statusCode).toBe(403);
  });

  it('refuses a visitor who is not signed in', async () => {
    const visitor = await new TestAgent(t.app).start();
    expect((await visitor.get('/api/services/super_admin/jobs')).statusCode).toBe(401);
  });
});
