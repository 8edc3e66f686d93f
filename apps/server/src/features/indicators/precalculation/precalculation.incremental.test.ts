import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorOf, type Actor } from '../../../platform/auth/actor.js';
import { users } from '../../../platform/auth/auth.tables.js';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import { permissionKeysOf } from '../../../platform/session/session.service.js';
import { clients } from '../../../platform/tenancy/tenancy.tables.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { approveInputs, inputs, refuseInputs, subjects } from '../../data-collection/test-fixtures.js';
import type { PrecalculateJobData } from '../../../platform/jobs/job-names.js';
import { precalculate } from './precalculation.service.js';
import { publishedDependencies, publishedValues, recordingJobQueue, seedPrecalculatedClient } from './test-precalculation.seed.js';

/** A small seeded generator (mulberry32): the same seed gives the same sequences on every run and database. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return {
    int,
    pick: <T>(items: readonly T[]): T => items[int(items.length)]!,
    /** 1 to `most` distinct items, in random order. */
    some: <T>(items: readonly T[], most: number): T[] => {
      const pool = [...items];
      const chosen: T[] = [];
      for (let count = 1 + int(Math.min(most, pool.length)); count > 0; count--) chosen.push(pool.splice(int(pool.length), 1)[0]!);
      return chosen;
    },
  };
}

const SEED = 20_240_611;
const CASES = 50;
// The subjects the test calculations read (a ratio's denominator among them), and one they do not.
const POOL_SUBJECTS = ['aluminium_production', 'ghg_emissions', 'employees', 'training_hours', 'operating_expenditures', 'exports'];

let handle: DatabaseHandle;
let clientId: number;
let approver: Actor;
beforeAll(async () => {
  handle = await createTestDatabase();
  clientId = await seedPrecalculatedClient(handle.db);
  const [user] = await handle.db.select().from(users).where(eq(users.email, 'approver@example.org'));
  const [client] = await handle.db.select().from(clients).where(eq(clients.id, clientId));
  approver = actorOf({ user: user!, session: null, client: client!, roleKeys: await permissionKeysOf(handle.db, user!.id), tagScope: { keys: [], all: true } });
});
afterAll(() => handle.close());

type PoolInput = { id: number; subject: string; levels: number; state: string; lockVersion: number };

async function pool(): Promise<PoolInput[]> {
  return handle.db
    .select({ id: inputs.id, subject: subjects.key, levels: subjects.approvalLevels, state: inputs.state, lockVersion: inputs.lockVersion })
    .from(inputs)
    .innerJoin(subjects, eq(subjects.id, inputs.subjectId))
    .where(and(eq(inputs.clientId, clientId), inArray(subjects.key, POOL_SUBJECTS)))
    .orderBy(inputs.id);
}

/** What an approver may approve now: pre-approved inputs, and submitted ones of one-level subjects. */
const approvable = (input: PoolInput) => input.state === 'preapproved' || (input.state === 'submitted' && input.levels === 1);

/** Refused inputs come back to the approver, as after a contributor's correction (and a pre-approval): none of this counts yet. */
async function resubmitRefused(rows: PoolInput[]): Promise<void> {
  for (const input of rows.filter((row) => row.state === 'refused')) {
    await handle.db
      .update(inputs)
      .set({ state: input.levels === 1 ? 'submitted' : 'preapproved', lockVersion: input.lockVersion + 1 })
      .where(eq(inputs.id, input.id));
  }
}

/** One decision on a few inputs of one subject: approvals, or reopenings of approved inputs. */
async function decide(random: ReturnType<typeof prng>, queue: ReturnType<typeof recordingJobQueue>): Promise<string> {
  const rows = await pool();
  const approve = random.int(2) === 0;
  const candidates = rows.filter((row) => (approve ? approvable(row) : row.state === 'approved'));
  if (candidates.length === 0) return 'nothing to decide';
  const subject = random.pick([...new Set(candidates.map((row) => row.subject))]);
  const chosen = random.some(
    candidates.filter((row) => row.subject === subject),
    3,
  );
  const body = { ids: chosen.map((row) => row.id), lock_versions: chosen.map((row) => row.lockVersion) };
  const answer = approve
    ? await approveInputs(handle.db, queue, approver, subject, body)
    : await refuseInputs(handle.db, queue, approver, subject, { ...body, reason: 'Reopened for a correction' });
  const moved = answer.results.filter((result) => 'state' in result).length;
  expect(moved).toBe(chosen.length);
  return `${approve ? 'approve' : 'reopen'} ${subject} ${body.ids.join(',')}`;
}

describe('an incremental run with the changed inputs gives the values a full run gives', () => {
  it(`holds over ${CASES} random sequences of approvals and reopenings`, async () => {
    const random = prng(SEED);
    let incrementalRuns = 0;
    for (let testCase = 0; testCase < CASES; testCase++) {
      await resubmitRefused(await pool());
      for (let step = 0, steps = 1 + random.int(3); step < steps; step++) {
        const queue = recordingJobQueue();
        const decision = await decide(random, queue);
        const sent = queue.sent.map(({ data }) => data as PrecalculateJobData);
        expect(sent.every((data) => data.clientId === clientId && (data.inputIds?.length ?? 0) > 0)).toBe(true);
        for (const data of sent) {
          await precalculate(handle.db, clientId, { inputIds: data.inputIds! });
          incrementalRuns += 1;
        }
        const afterIncremental = { values: await publishedValues(handle.db, clientId), dependencies: await publishedDependencies(handle.db, clientId) };

        const full = await precalculate(handle.db, clientId);
        const where = `case ${testCase}, step ${step}: ${decision}`;
        expect(full.valuesTouched, where).toBe(0);
        expect(full.errors, where).toEqual([]);
        expect({ values: await publishedValues(handle.db, clientId), dependencies: await publishedDependencies(handle.db, clientId) }, where).toEqual(
          afterIncremental,
        );
      }
    }
    // The sequences did move figures: most steps sent a job.
    expect(incrementalRuns).toBeGreaterThan(CASES);
  }, 180_000);
});
