import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../platform/db/database.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { TestAgent } from '../../test/test-agent.js';
import { indicators, indicatorValues, precalculationRuns } from './indicators.tables.js';

export const INDICATORS_API = '/api/services/indicators';

/** The demo client's id (the test app's only client). */
export async function demoClientId(db: Database): Promise<number> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.name, 'demo'));
  return client!.id;
}

export async function indicatorIdOf(db: Database, key: string): Promise<number> {
  const [row] = await db
    .select({ id: indicators.id })
    .from(indicators)
    .where(and(eq(indicators.key, key), eq(indicators.clientId, await demoClientId(db))));
  return row!.id;
}

export interface ValueSeed {
  period: string;
  value: number | null;
  tags?: Record<string, string>;
  notApplicable?: number;
  revisedAt?: Date;
}

/** Published figures written as a precalculation run writes them, for tests that need known values. */
export async function publishValues(db: Database, key: string, values: readonly ValueSeed[]): Promise<void> {
  const indicatorId = await indicatorIdOf(db, key);
  const [run] = await db
    .insert(precalculationRuns)
    .values({ clientId: await demoClientId(db), kind: 'incremental', finishedAt: new Date() })
    .returning({ id: precalculationRuns.id });
  await db.delete(indicatorValues).where(eq(indicatorValues.indicatorId, indicatorId));
  await db.insert(indicatorValues).values(
    values.map((value) => ({
      indicatorId,
      period: value.period,
      value: value.value,
      tags: value.tags ?? {},
      notApplicableCount: value.notApplicable ?? 0,
      revisedAt: value.revisedAt ?? new Date(),
      runId: run!.id,
    })),
  );
}

let nextAddress = 1;

/** A browser signed in as a demo account (each from an address of its own, so no sign-in limit is shared). */
export async function signedIn(t: TestApp, email: string): Promise<TestAgent> {
  const agent = await new TestAgent(t.app, { ip: `10.91.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}` }).start();
  expect((await agent.signIn(email, DEMO_PASSWORD)).statusCode).toBe(200);
  return agent;
}

/** A visitor of the public site: no session, a CSRF token like any page gives. */
export const visitor = (t: TestApp) => new TestAgent(t.app, { ip: `10.92.0.${(nextAddress++ % 250) + 1}` }).start();
