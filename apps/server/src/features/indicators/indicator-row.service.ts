import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import { indicators } from './indicators.tables.js';

export type IndicatorRow = typeof indicators.$inferSelect;

/** The client's indicator with this key, or null. */
export async function findIndicator(db: Database, clientId: number, key: string): Promise<IndicatorRow | null> {
  const [row] = await db
    .select()
    .from(indicators)
    .where(and(eq(indicators.clientId, clientId), eq(indicators.key, key)))
    .limit(1);
  return row ?? null;
}

/** The client's indicator with this key; NOT_FOUND when it has none (another client's is not found either). */
export async function requireIndicator(db: Database, clientId: number, key: string): Promise<IndicatorRow> {
  const row = await findIndicator(db, clientId, key);
  if (!row) throw notFound('No such indicator.');
  return row;
}

/** The client's indicator whose id is `recordId` (files.record_id), or null: what files attached to an indicator belong to. */
export async function indicatorForFiles(db: Database, clientId: number, recordId: string): Promise<IndicatorRow | null> {
  if (!/^[1-9]\d{0,9}$/.test(recordId) || Number(recordId) > 2_147_483_647) return null;
  const [row] = await db
    .select()
    .from(indicators)
    .where(and(eq(indicators.clientId, clientId), eq(indicators.id, Number(recordId))))
    .limit(1);
  return row ?? null;
}
