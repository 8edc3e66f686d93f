import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actorOf, type Actor } from '../../../platform/auth/actor.js';
import { users } from '../../../platform/auth/auth.tables.js';
import type { JobQueue } from '../../../platform/jobs/job-queue.js';
import { permissionKeysOf } from '../../../platform/session/session.service.js';
import { clients } from '../../../platform/tenancy/tenancy.tables.js';
import { TEST_JOB_SETTINGS } from '../../../test/job-fixtures.js';
import { TestAgent } from '../../../test/test-agent.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/test-app.js';
import { approveInputs, inputs, refuseInputs, subjects } from '../../data-collection/test-fixtures.js';
import { PRECALCULATE_JOB } from '../../../platform/jobs/job-names.js';
import { precalculate } from './precalculation.service.js';
import { publishedValues, theClientId, useTestCalculations } from './test-precalculation.seed.js';

const API = '/api/services/data_cluster/subjects';

let t: TestApp;
let clientId: number;
let approver: TestAgent;
beforeAll(async () => {
  t = await createTestApp({ jobs: { settings: TEST_JOB_SETTINGS } });
  clientId = await theClientId(t.db);
  await useTestCalculations(t.db, clientId);
  await precalculate(t.db, clientId);
  approver = await new TestAgent(t.app).start();
  expect((await approver.signIn('approver@example.org', DEMO_PASSWORD)).statusCode).toBe(200);
});
afterAll(() => t.close());

/** The demo's 2022 input of a subject for a tag (a site or an organisation). */
async function demoInput(subjectKey: string, tag: string, period = '2022') {
  const [row] = await t.db
    .select({ id: inputs.id, state: inputs.state, lockVersion: inputs.lockVersion, values: inputs.values })
    .from(inputs)
    .innerJoin(subjects, eq(subjects.id, inputs.subjectId))
    .where(and(eq(subjects.key, subjectKey), eq(inputs.period, period), sql`${tag} = any(${inputs.tagKeys})`));
  if (!row) throw new Error(`No ${period} ${subjectKey} input for ${tag}`);
  return row;
}

/** The precalculation jobs created so far, oldest first. */
async function precalculationJobs() {
  const answer = (await t.db.execute(
    sql`select id, data from pgboss.job where name = ${PRECALCULATE_JOB} order by created_on, id`,
  )) as unknown as { rows: { id: string; data: { clientId: number; inputIds?: number[] } }[] };
  return answer.rows;
}

async function productionIn(period: string): Promise<number | null | undefined> {
  const rows = await publishedValues(t.db, clientId);
  return rows.find((row) => row.indicator === 'production_aluminium_multi' && row.period === period)?.value;
}

async function latestTrainingHours() {
  const rows = await publishedValues(t.db, clientId);
  const row = rows.find((candidate) => candidate.indicator === 'formation_heures');
  return row && { period: row.period, value: row.value };
}

/** Waits for the job to finish, as the indicator page would see it a few seconds after the decision. */
const completed = (id: string) =>
  vi.waitFor(
    async () => {
      expect((await t.jobs.get(id))?.state).toBe('completed');
    },
    { timeout: 10_000, interval: 100 },
  );

async function approverActor(): Promise<Actor> {
  const [user] = await t.db.select().from(users).where(eq(users.email, 'approver@example.org'));
  const [client] = await t.db.select().from(clients).where(eq(clients.id, clientId));
  return actorOf({ user: user!, session: null, client: client!, roleKeys: await permissionKeysOf(t.db, user!.id), tagScope: { keys: [], all: true } });
}

describe('approving and reopening inputs recompute the indicators', () => {
  it('an approval through HTTP shows in the public 2022 figure of GET /services/indicators/{key} within seconds', async () => {
    const input = await demoInput('aluminium_production', 'laurentide_becancour');
    expect(input.state).toBe('preapproved');
    const visitor = await new TestAgent(t.app).start();
    const shown2022 = async () => {
      const response = await visitor.get('/api/services/indicators/production_aluminium_multi');
      expect(response.statusCode).toBe(200);
      const rows = (response.json() as { indicator: { data: { rows: { period: string; value: number | null; tags?: object }[] } } }).indicator.data.rows;
      return rows.find((row) => row.period === '2022' && Object.keys(row.tags ?? {}).length === 0)?.value;
    };
    const before = await shown2022();
    expect(before).toEqual(expect.any(Number));

    const response = await approver.put(`${API}/aluminium_production/inputs/approve`, { ids: [input.id], lock_versions: [input.lockVersion] });
    expect(response.json()).toEqual({ results: [{ id: input.id, state: 'approved' }] });
    await vi.waitFor(async () => expect(await shown2022()).toBeCloseTo(before! + (input.values.production as number), 6), { timeout: 5_000, interval: 100 });
  });

  it('an approval through HTTP sends the job with the approved input, and the 2022 figure includes it', async () => {
    const input = await demoInput('training_hours', 'boreal');
    expect(input.state).toBe('submitted');
    const before = await latestTrainingHours();
    const jobsBefore = await precalculationJobs();

    const response = await approver.put(`${API}/training_hours/inputs/approve`, { ids: [input.id], lock_versions: [input.lockVersion] });
    expect(response.json()).toEqual({ results: [{ id: input.id, state: 'approved' }] });

    const sent = (await precalculationJobs()).slice(jobsBefore.length);
    expect(sent.map((job) => job.data)).toEqual([{ clientId, inputIds: [input.id] }]);
    await completed(sent[0]!.id);
    // Laurentide's 2022 hours were approved already: the latest year's total now counts Boréal's too.
    expect(before).toMatchObject({ period: '2022' });
    expect(await latestTrainingHours()).toEqual({ period: '2022', value: before!.value! + (input.values.hours as number) });
  });

  it('reopening an approved input through HTTP sends the job, and its figure leaves the 2022 total', async () => {
    const input = await demoInput('aluminium_production', 'saint_laurent_baie_comeau');
    expect(input.state).toBe('approved');
    const before = await productionIn('2022');
    const jobsBefore = await precalculationJobs();

    const response = await approver.put(`${API}/aluminium_production/inputs/refuse`, {
      ids: [input.id],
      lock_versions: [input.lockVersion],
      reason: 'The figure counts the casthouse twice.',
    });
    expect(response.json()).toEqual({ results: [{ id: input.id, state: 'refused' }] });

    const sent = (await precalculationJobs()).slice(jobsBefore.length);
    expect(sent.map((job) => job.data)).toEqual([{ clientId, inputIds: [input.id] }]);
    await completed(sent[0]!.id);
    expect(await productionIn('2022')).toBeCloseTo(before! - (input.values.production as number), 6);
  });

  it('sends nothing when no input became approved or left approved', async () => {
    const jobsBefore = await precalculationJobs();
    // A submitted input of a two-level subject only goes to pre-approved; a submitted one refused was never approved.
    const submitted = await demoInput('ghg_emissions', 'laurentide_deschambault');
    const refusedSubmitted = await demoInput('aluminium_production', 'saint_laurent_sept_iles');
    const preapprover = await new TestAgent(t.app).start();
    await preapprover.signIn('preapprover@example.org', DEMO_PASSWORD);
    expect((await preapprover.put(`${API}/ghg_emissions/inputs/approve`, { ids: [submitted.id], lock_versions: [submitted.lockVersion] })).json()).toEqual({
      results: [{ id: submitted.id, state: 'preapproved' }],
    });
    const refused = await approver.put(`${API}/aluminium_production/inputs/refuse`, {
      ids: [refusedSubmitted.id],
      lock_versions: [refusedSubmitted.lockVersion],
      reason: 'Please enter the primary aluminium only.',
    });
    expect(refused.json()).toEqual({ results: [{ id: refusedSubmitted.id, state: 'refused' }] });
    // A stale version changes nothing either.
    const approved = await demoInput('aluminium_production', 'laurentide_deschambault');
    const stale = await approver.put(`${API}/aluminium_production/inputs/refuse`, { ids: [approved.id], lock_versions: [approved.lockVersion + 1], reason: 'Stale' });
    expect(stale.json()).toEqual({ results: [{ id: approved.id, code: 'STATE_CHANGED' }] });
    expect(await precalculationJobs()).toHaveLength(jobsBefore.length);
  });

  it('only the inputs that left approved are sent when a refusal mixes states', async () => {
    const approvedInput = await demoInput('aluminium_production', 'laurentide_deschambault');
    const submitted = await demoInput('aluminium_production', 'boreal_alma');
    expect([approvedInput.state, submitted.state]).toEqual(['approved', 'submitted']);
    const jobsBefore = await precalculationJobs();
    const response = await approver.put(`${API}/aluminium_production/inputs/refuse`, {
      ids: [submitted.id, approvedInput.id],
      lock_versions: [submitted.lockVersion, approvedInput.lockVersion],
      reason: 'Both need another look.',
    });
    expect(response.json().results).toEqual([
      { id: submitted.id, state: 'refused' },
      { id: approvedInput.id, state: 'refused' },
    ]);
    const sent = (await precalculationJobs()).slice(jobsBefore.length);
    expect(sent.map((job) => job.data)).toEqual([{ clientId, inputIds: [approvedInput.id] }]);
    await completed(sent[0]!.id);
  });

  it('a decision rolled back sends nothing: the job lives and dies with the decision’s transaction', async () => {
    const actor = await approverActor();
    const input = await demoInput('exports', 'saint_laurent');
    expect(input.state).toBe('approved');
    const jobsBefore = await precalculationJobs();

    const rolledBack = new Error('The caller’s transaction failed after the decision');
    await expect(
      t.db.transaction(async (tx) => {
        const answer = await refuseInputs(tx, t.jobs, actor, 'exports', { ids: [input.id], lock_versions: [input.lockVersion], reason: 'Reopened' });
        expect(answer.results).toEqual([{ id: input.id, state: 'refused' }]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect((await demoInput('exports', 'saint_laurent')).state).toBe('approved');
    expect(await precalculationJobs()).toHaveLength(jobsBefore.length);
  });

  it('a decision whose job cannot be created fails as a whole: the input keeps its state', async () => {
    const actor = await approverActor();
    const input = await demoInput('exports', 'saint_laurent');
    const broken: JobQueue = { ...t.jobs, send: () => Promise.reject(new Error('The job queue is unreachable')) };
    await expect(
      refuseInputs(t.db, broken, actor, 'exports', { ids: [input.id], lock_versions: [input.lockVersion], reason: 'Reopened' }),
    ).rejects.toThrow('The job queue is unreachable');
    expect(await demoInput('exports', 'saint_laurent')).toMatchObject({ state: 'approved', lockVersion: input.lockVersion });

    const preapproved = await demoInput('employees', 'laurentide');
    expect(preapproved.state).toBe('preapproved');
    await expect(approveInputs(t.db, broken, actor, 'employees', { ids: [preapproved.id], lock_versions: [preapproved.lockVersion] })).rejects.toThrow();
    expect((await demoInput('employees', 'laurentide')).state).toBe('preapproved');
  });
});
