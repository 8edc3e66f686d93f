import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { CalculationDefinition } from '@platform/shared/indicators/calculation.schemas';
import { loadConfig } from '../../../platform/config/config.js';
import type { Database } from '../../../platform/db/database.js';
import type { JobQueue } from '../../../platform/jobs/job-queue.js';
import { clients } from '../../../platform/tenancy/tenancy.tables.js';
import { seedConfiguredClient } from '../../../seed-app.js';
import { DEMO_PASSWORD } from '../../../test/test-app.js';
import { inputs, subjects } from '../../data-collection/test-fixtures.js';
import { indicatorDependencies, indicators, indicatorValues } from '../indicators.tables.js';
import { precalculate } from './precalculation.service.js';

/**
 * Calculations of every kind over the demo's subjects (one- and two-level, organisations and sites),
 * for tests: they stand in for the demo's own, and every other indicator has none, so a run computes
 * exactly these.
 */
export const TEST_CALCULATIONS: Record<string, CalculationDefinition> = {
  production_aluminium_multi: { kind: 'sum', subject: 'aluminium_production', field: 'production' },
  emissions_ges: {
    kind: 'ratio',
    subject: 'ghg_emissions',
    field: 'emissions',
    denominator: { subject: 'aluminium_production', field: 'production' },
    breakdown: 'organisation',
    breakdownDepth: 1,
  },
  autre_nombre_employes: { kind: 'average', subject: 'employees', field: 'employees', breakdown: 'organisation' },
  formation_heures: { kind: 'latest', subject: 'training_hours', field: 'hours' },
  depenses_exploitation_totales: { kind: 'sum', subject: 'operating_expenditures', field: 'amount', breakdown: 'organisation', scale: 0.001 },
};

/** The (only) client of a seeded test database. */
export async function theClientId(db: Database): Promise<number> {
  const [client] = await db.select({ id: clients.id }).from(clients).limit(1);
  return client!.id;
}

/** Gives the client's indicators the test calculations (none to the others) and clears every published figure. */
export async function useTestCalculations(db: Database, clientId: number): Promise<void> {
  await db.update(indicators).set({ calculation: null }).where(and(eq(indicators.clientId, clientId), isNotNull(indicators.calculation)));
  for (const [key, calculation] of Object.entries(TEST_CALCULATIONS)) {
    await db
      .update(indicators)
      .set({ calculation })
      .where(and(eq(indicators.clientId, clientId), eq(indicators.key, key)));
  }
  const ids = db.select({ id: indicators.id }).from(indicators).where(eq(indicators.clientId, clientId));
  await db.delete(indicatorValues).where(inArray(indicatorValues.indicatorId, ids));
  await db.delete(indicatorDependencies).where(inArray(indicatorDependencies.indicatorId, ids));
}

/**
 * Seeds the configured client into an empty test database, gives it the test calculations and publishes a
 * first full run: the starting point of the tests that change inputs and watch what a run publishes.
 */
export async function seedPrecalculatedClient(db: Database): Promise<number> {
  await seedConfiguredClient(db, loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_PASSWORD }));
  const clientId = await theClientId(db);
  await useTestCalculations(db, clientId);
  await precalculate(db, clientId);
  return clientId;
}

/**
 * Reopens (refuses) the client's approved inputs of these subjects and periods, only those of organisations
 * whose key starts with `organisationPrefix` when it is given: figures the next run must change.
 */
export async function reopenApprovedInputs(
  db: Database,
  clientId: number,
  { subjectKeys, periods, organisationPrefix }: { subjectKeys: string[]; periods: string[]; organisationPrefix?: string },
): Promise<void> {
  const subjectIds = db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.clientId, clientId), inArray(subjects.key, subjectKeys)));
  await db
    .update(inputs)
    .set({ state: 'refused' })
    .where(
      and(
        eq(inputs.clientId, clientId),
        eq(inputs.state, 'approved'),
        inArray(inputs.period, periods),
        inArray(inputs.subjectId, subjectIds),
        organisationPrefix === undefined ? undefined : sql`${inputs.tags}->>'organisation' like ${`${organisationPrefix}%`}`,
      ),
    );
}

/** Every published figure of the client, in a stable order, with what a reader sees of it. */
export async function publishedValues(db: Database, clientId: number) {
  return db
    .select({
      indicator: indicators.key,
      period: indicatorValues.period,
      tags: indicatorValues.tags,
      value: indicatorValues.value,
      notApplicableCount: indicatorValues.notApplicableCount,
      revisedAt: indicatorValues.revisedAt,
    })
    .from(indicatorValues)
    .innerJoin(indicators, eq(indicators.id, indicatorValues.indicatorId))
    .where(eq(indicators.clientId, clientId))
    .orderBy(asc(indicators.key), asc(indicatorValues.period), asc(sql`${indicatorValues.tags}::text`));
}

/** Which subjects each indicator was computed from: what the next incremental run relies on. */
export async function publishedDependencies(db: Database, clientId: number) {
  return db
    .select({ indicator: indicators.key, subjectKey: indicatorDependencies.subjectKey })
    .from(indicatorDependencies)
    .innerJoin(indicators, eq(indicators.id, indicatorDependencies.indicatorId))
    .where(eq(indicators.clientId, clientId))
    .orderBy(asc(indicators.key), asc(indicatorDependencies.subjectKey));
}

/** A job queue that only records what is sent (for services called outside a running app). */
export function recordingJobQueue(): JobQueue & { sent: { name: string; data: object }[] } {
  const sent: { name: string; data: object }[] = [];
  const unused = () => Promise.reject(new Error('Not available in this test'));
  return {
    sent,
    async send(name, data = {}) {
      sent.push({ name, data });
      return `recorded-${sent.length}`;
    },
    schedule: unused,
    unschedule: unused,
    get: unused,
    list: unused,
    retry: unused,
  };
}
