import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { attemptCounters } from './attempt-counters.tables.js';

/** One counter an attempt takes a place in, and how many places its window has. */
export interface CounterLimit {
  key: string;
  max: number;
}

/** What a reservation found: each key's count with this attempt included, and when its window ends. */
export interface Reservation {
  counts: ReadonlyMap<string, number>;
  windowEndsAt: ReadonlyMap<string, Date>;
  /** The first limit this attempt went past, or null when it is within every one: only then may it go on. */
  exceeded: CounterLimit | null;
}

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Counts an attempt in each counter before any work is done for it, in one statement: concurrent attempts
 * (on one instance or several) each get their own count, so at most `max` of them are ever let through in a
 * window, however many arrive at once. A counter whose window has passed starts a new one; rows of ended
 * windows are cleared on the way. An attempt refused for going past a limit stays counted.
 */
export async function reserveAttempt(db: Database, clientId: number, limits: readonly CounterLimit[], windowMs: number): Promise<Reservation> {
  const now = new Date();
  const windowStart = new Date(now.getTime() - windowMs);
  const expired = sql`${attemptCounters.windowStartedAt} <= ${timestamp(windowStart)}`;
  // In one order for every caller: concurrent statements then lock the rows they share in the same order,
  // so they queue instead of deadlocking.
  const keys = [...new Set(limits.map((limit) => limit.key))].sort();
  const rows = await db
    .insert(attemptCounters)
    .values(keys.map((key) => ({ clientId, key, failures: 1, windowStartedAt: now })))
    .onConflictDoUpdate({
      target: [attemptCounters.clientId, attemptCounters.key],
      set: {
        failures: sql`case when ${expired} then 1 else ${attemptCounters.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${timestamp(now)} else ${attemptCounters.windowStartedAt} end`,
      },
    })
    .returning({ key: attemptCounters.key, count: attemptCounters.failures, windowStartedAt: attemptCounters.windowStartedAt });
  await clearEndedWindows(db, windowStart);
  const counts = new Map(rows.map((row) => [row.key, row.count]));
  const windowEndsAt = new Map(rows.map((row) => [row.key, new Date(row.windowStartedAt.getTime() + windowMs)]));
  const exceeded = limits.find((limit) => (counts.get(limit.key) ?? 0) > limit.max) ?? null;
  return { counts, windowEndsAt, exceeded };
}

/**
 * Gives back an attempt's place in some counters (a right password is no failure): one statement, never below
 * zero, so a count is only ever what failed or is still being checked.
 */
export async function releaseAttempt(db: Database, clientId: number, keys: readonly string[]): Promise<void> {
  // One row per statement: a release never holds one counter while waiting for another.
  for (const key of [...new Set(keys)].sort()) {
    await db
      .update(attemptCounters)
      .set({ failures: sql`greatest(${attemptCounters.failures} - 1, 0)` })
      .where(and(eq(attemptCounters.clientId, clientId), eq(attemptCounters.key, key)));
  }
}

/** Rows of ended windows go; those another attempt holds right now are left for a later pass rather than waited for. */
async function clearEndedWindows(db: Database, windowStart: Date): Promise<void> {
  await db.execute(sql`delete from ${attemptCounters} where ctid in (
    select ctid from ${attemptCounters} where ${attemptCounters.windowStartedAt} <= ${timestamp(windowStart)} for update skip locked)`);
}

/** Ends some counters at once (a right password from an address ends that pair's count). */
export async function clearCounters(db: Database, clientId: number, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await db.delete(attemptCounters).where(and(eq(attemptCounters.clientId, clientId), eq(attemptCounters.key, key)));
  }
}
