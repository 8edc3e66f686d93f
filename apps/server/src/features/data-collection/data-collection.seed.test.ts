import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientSeed } from '@platform/shared/clients/client-seed';
import { INPUT_STATES } from '@platform/shared/data-collection/input-states';
import { users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { seedClient } from '../../platform/db/seed.js';
import { tagKeysCoveredBy } from '../../platform/tags/tag-scope.service.js';
import { tags, userTags } from '../../platform/tags/tags.tables.js';
import { clientSeedFor } from '../../platform/tenancy/client-packages.js';
import { CLIENT_SEED_STEPS, DEMO_SEED_STEPS } from '../index.js';
import { seedConfiguredClient } from '../../seed-app.js';
import { TestAgent } from '../../test/test-agent.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { createTestDatabase } from '../../test/test-database.js';
import { inputHistory, inputs, sections, subjectContributors, subjects } from './data-collection.tables.js';

/** Spec §9: annual production, million tonnes, and the smelters running each year. */
const SPEC_PRODUCTION_MT: Record<string, number> = { 2017: 3.2, 2018: 2.9, 2019: 2.9, 2020: 3.1, 2021: 3.1 };
const SPEC_SMELTERS: Record<string, number> = { 2017: 10, 2018: 9, 2019: 9, 2020: 9, 2021: 9 };

const demoSeed = clientSeedFor('demo');
const API = '/api/services/data_cluster';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function approvedTotals(db: Database, subjectKey: string, field: string): Promise<Map<string, { sum: number; inputs: number }>> {
  const rows = await db
    .select({ period: inputs.period, values: inputs.values })
    .from(inputs)
    .innerJoin(subjects, eq(subjects.id, inputs.subjectId))
    .where(and(eq(subjects.key, subjectKey), eq(inputs.state, 'approved')));
  const totals = new Map<string, { sum: number; inputs: number }>();
  for (const row of rows) {
    const total = totals.get(row.period) ?? { sum: 0, inputs: 0 };
    const value = row.values[field];
    totals.set(row.period, { sum: total.sum + (typeof value === 'number' ? value : 0), inputs: total.inputs + 1 });
  }
  return totals;
}

async function userId(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

async function rowCounts(db: Database) {
  const of = async (table: typeof inputs | typeof inputHistory | typeof subjectContributors | typeof userTags | typeof tags | typeof subjects | typeof sections) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    inputs: await of(inputs),
    history: await of(inputHistory),
    contributors: await of(subjectContributors),
    userTags: await of(userTags),
    tags: await of(tags),
    subjects: await of(subjects),
    sections: await of(sections),
  };
}

async function signedIn(email: string, ip: string): Promise<TestAgent> {
  const agent = await new TestAgent(t.app, { ip }).start();
  expect((await agent.signIn(email, DEMO_PASSWORD)).statusCode).toBe(200);
  return agent;
}

describe('the demo data collection', () => {
  it('has the economy, environment and social sections and the site’s subjects, named in both languages', async () => {
    const sectionRows = await t.db.select().from(sections).orderBy(sections.position);
    expect(sectionRows.map((row) => row.key)).toEqual(['economy', 'environment', 'social']);
    expect(sectionRows[1]!.name).toEqual({ en: 'Environment', fr: 'Environnement' });
    const subjectRows = await t.db.select().from(subjects);
    expect(subjectRows.map((row) => row.key).sort()).toEqual(
      [
        'aluminium_production',
        'community_donations',
        'employees',
        'energy_consumption',
        'exports',
        'ghg_emissions',
        'operating_expenditures',
        'pah_emissions',
        'payroll',
        'training_hours',
      ].sort(),
    );
    for (const row of subjectRows) {
      expect(row.name.en.trim()).not.toBe('');
      expect(row.name.fr.trim()).not.toBe('');
      expect(row.periods).toEqual(['2017', '2018', '2019', '2020', '2021', '2022']);
      for (const field of row.fields) expect(field.name.fr.trim()).not.toBe('');
    }
    const usedTypes = new Set(subjectRows.flatMap((row) => row.fields.map((field) => field.type)));
    expect([...usedTypes].sort()).toEqual(['checkbox', 'date', 'dropdown', 'editor', 'files', 'multidropdown', 'number', 'radio', 'string', 'text']);
    const production = subjectRows.find((row) => row.key === 'aluminium_production')!;
    expect(production.tagDimensions).toEqual([{ key: 'organisation', depth: 2 }]);
    expect(production.fields[0]).toMatchObject({ id: 'production', type: 'number', required: true, unit: { en: 't', fr: 't' } });
  });

  it('sums each year’s approved smelter production to the annual production of spec §9, from 10 smelters in 2017 and 9 after', async () => {
    const production = await approvedTotals(t.db, 'aluminium_production', 'production');
    for (const [year, megatonnes] of Object.entries(SPEC_PRODUCTION_MT)) {
      const total = production.get(year)!;
      expect(Math.abs(total.sum / 1e6 - megatonnes)).toBeLessThanOrEqual(0.05);
      expect(total.inputs).toBe(SPEC_SMELTERS[year]);
    }
  });

  it('gives a carbon intensity of about 2 t CO2e per tonne of aluminium every year', async () => {
    const production = await approvedTotals(t.db, 'aluminium_production', 'production');
    const emissions = await approvedTotals(t.db, 'ghg_emissions', 'emissions');
    for (const year of Object.keys(SPEC_PRODUCTION_MT)) {
      const intensity = emissions.get(year)!.sum / production.get(year)!.sum;
      expect(intensity).toBeGreaterThan(1.9);
      expect(intensity).toBeLessThan(2.1);
    }
  });

  it('makes contributor2 a French-speaking contributor of another producer than contributor, both on every subject', async () => {
    const [first, second] = await Promise.all([userId(t.db, 'contributor@example.org'), userId(t.db, 'contributor2@example.org')]);
    const [secondUser] = await t.db.select().from(users).where(eq(users.id, second));
    expect(secondUser).toMatchObject({ locale: 'fr', permissions: { sign_in_path: '/admin' } });
    const clientId = secondUser!.clientId;
    const firstScope = await tagKeysCoveredBy(t.db, { id: first, clientId });
    const secondScope = await tagKeysCoveredBy(t.db, { id: second, clientId });
    expect(firstScope).toContain('boreal');
    expect(firstScope).toContain('boreal_alma');
    expect(secondScope).toContain('laurentide');
    expect(firstScope.filter((key) => secondScope.includes(key))).toEqual([]);
    const subjectCount = (await t.db.select({ n: count() }).from(subjects))[0]!.n;
    for (const id of [first, second]) {
      const linked = await t.db.select({ n: count() }).from(subjectContributors).where(eq(subjectContributors.userId, id));
      expect(linked[0]!.n).toBe(subjectCount);
    }
    const approverScope = await tagKeysCoveredBy(t.db, { id: await userId(t.db, 'approver@example.org'), clientId });
    expect(approverScope).toEqual(expect.arrayContaining(['boreal_alma', 'laurentide_becancour', 'minerais_nordiques']));
  });

  it('leaves 2022 work in every state: a refusal with its reason, a justified variation, and site rows the contributor still owes', async () => {
    const open = await t.db
      .select({ state: inputs.state, tags: inputs.tags, refusalReason: inputs.refusalReason, justification: inputs.justification, key: subjects.key })
      .from(inputs)
      .innerJoin(subjects, eq(subjects.id, inputs.subjectId))
      .where(eq(inputs.period, '2022'));
    expect(new Set(open.map((row) => row.state))).toEqual(new Set(INPUT_STATES));
    for (const row of open.filter((candidate) => candidate.state === 'refused')) expect(row.refusalReason).toBeTruthy();
    expect(open.some((row) => row.justification)).toBe(true);
    const borealSitesEntered = open.filter((row) => row.key === 'energy_consumption' && row.tags.organisation!.startsWith('boreal_'));
    expect(borealSitesEntered).toEqual([]);
  });

  it('stores tags the way the inputs service reads them: each contributor lists only their own organisation’s inputs', async () => {
    const [first, second] = await Promise.all([signedIn('contributor@example.org', '10.91.0.1'), signedIn('contributor2@example.org', '10.91.0.2')]);
    const listed = async (agent: TestAgent) => {
      const response = await agent.get(`${API}/subjects/aluminium_production/inputs?period=2021&per_page=1000`);
      expect(response.statusCode).toBe(200);
      return (response.json().inputs as { tags: { organisation: string } }[]).map((input) => input.tags.organisation).sort();
    };
    expect(await listed(first)).toEqual(['boreal_alma', 'boreal_jonquiere', 'boreal_la_baie', 'boreal_laterriere']);
    expect(await listed(second)).toEqual(['laurentide_becancour', 'laurentide_deschambault', 'laurentide_trois_rivieres']);
    const search = await first.get(`${API}/subjects/aluminium_production/inputs?period=2021&q=${encodeURIComponent('Aluminerie d’Alma')}`);
    expect(search.json().inputs.map((input: { tags: { organisation: string } }) => input.tags.organisation)).toEqual(['boreal_alma']);
  });

  it('keeps one creation row in the history of every input, by the account that entered it', async () => {
    const counts = await rowCounts(t.db);
    const created = await t.db.select({ n: count() }).from(inputHistory).where(eq(inputHistory.action, 'created'));
    expect(created[0]!.n).toBe(counts.inputs);
    expect(counts.history).toBe(counts.inputs);
    const [refused] = await t.db.select().from(inputs).where(eq(inputs.state, 'refused')).limit(1);
    const [refusedHistory] = await t.db.select().from(inputHistory).where(eq(inputHistory.inputId, refused!.id));
    expect(refusedHistory).toMatchObject({ toState: 'refused', refusalReason: refused!.refusalReason, userId: refused!.createdById });
    expect(refused!.createdById).not.toBeNull();
  });

  it('adds nothing when the demo step runs again at the next start', async () => {
    const before = await rowCounts(t.db);
    expect(before.inputs).toBe(demoSeed.dataCollection!.demoInputs!.length);
    await seedConfiguredClient(t.db, t.config);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('a data folder made before the data collection existed', () => {
  it('gets the tags, sections, subjects, contributors and inputs it lacks, and its demo accounts their tags, in one start', async () => {
    const database = await createTestDatabase();
    try {
      const withoutDataCollection: ClientSeed = { ...demoSeed, tags: [], dataCollection: undefined, demoAccounts: demoSeed.demoAccounts.slice(0, 3) };
      const options = { demoPassword: DEMO_PASSWORD, seedDemoAccounts: true };
      await seedClient(database.db, withoutDataCollection, options, CLIENT_SEED_STEPS, DEMO_SEED_STEPS);
      expect((await rowCounts(database.db)).subjects).toBe(0);

      await seedClient(database.db, demoSeed, options, CLIENT_SEED_STEPS, DEMO_SEED_STEPS);
      const counts = await rowCounts(database.db);
      expect(counts.subjects).toBe(demoSeed.dataCollection!.subjects.length);
      expect(counts.inputs).toBe(demoSeed.dataCollection!.demoInputs!.length);
      const admin = await userId(database.db, 'admin@example.org');
      const adminTags = await database.db
        .select({ key: tags.key })
        .from(userTags)
        .innerJoin(tags, eq(tags.id, userTags.tagId))
        .where(inArray(userTags.userId, [admin]));
      expect(adminTags.map((row) => row.key)).toEqual(['organisation']);
      const sites = await database.db.select({ n: count() }).from(tags).where(eq(tags.depth, 2));
      expect(sites[0]!.n).toBe(10);
    } finally {
      await database.close();
    }
  });
});
