import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { signInFailures } from './profile.tables.js';
import { ATTEMPT_WINDOW_MS } from './sign-in-limits.js';

/** Failed sign-ins within the current window, for one attempt's email and address. */
export interface FailureCounts {
  /** This email from this address. */
  pair: number;
  /** This email from every address. */
  account: number;
  /** This address, every email. */
  address: number;
  /** When the pair's window ends (a throttled caller may try again then). */
  pairWindowEndsAt: Date | null;
}

const keysOf = (email: string, ip: string) => ({ pair: `pair:${email} ${ip}`, account: `account:${email}`, address: `address:${ip}` });
const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

function countsFrom(email: string, ip: string, rows: { key: string; failures: number; windowStartedAt: Date }[]): FailureCounts {
  const keys = keysOf(email, ip);
  const row = (key: string) => rows.find((item) => item.key === key);
  const pair = row(keys.pair);
  return {
    pair: pair?.failures ?? 0,
    account: row(keys.account)?.failures ?? 0,
    address: row(keys.address)?.failures ?? 0,
    pairWindowEndsAt: pair ? new Date(pair.windowStartedAt.getTime() + ATTEMPT_WINDOW_MS) : null,
  };
}

/** The failures counted so far in the window. `email` is lower-cased by the caller. */
export async function currentFailures(db: Database, clientId: number, email: string, ip: string): Promise<FailureCounts> {
  const since = new Date(Date.now() - ATTEMPT_WINDOW_MS);
  const rows = await db
    .select({ key: signInFailures.key, failures: signInFailures.failures, windowStartedAt: signInFailures.windowStartedAt })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.clientId, clientId),
        inArray(signInFailures.key, Object.values(keysOf(email, ip))),
        gt(signInFailures.windowStartedAt, since),
      ),
    );
  return countsFrom(email, ip, rows);
}

/**
 * Counts one failure for the pair, the email and the address, in one
 * statement (several instances may count at once); a key whose window has
 * passed starts a new one. Rows of ended windows are cleared on the way.
 */
export async function countFailure(db: Database, clientId: number, email: string, ip: string): Promise<FailureCounts> {
  const now = new Date();
  const windowStart = new Date(now.getTime() - ATTEMPT_WINDOW_MS);
  const expired = sql`${signInFailures.windowStartedAt} <= ${timestamp(windowStart)}`;
  const rows = await db
    .insert(signInFailures)
    .values(Object.values(keysOf(email, ip)).map((key) => ({ clientId, key, failures: 1, windowStartedAt: now })))
    .onConflictDoUpdate({
      target: [signInFailures.clientId, signInFailures.key],
      set: {
        failures: sql`case when ${expired} then 1 else ${signInFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${timestamp(now)} else ${signInFailures.windowStartedAt} end`,
      },
    })
    .returning({ key: signInFailures.key, failures: signInFailures.failures, windowStartedAt: signInFailures.windowStartedAt });
  await db.delete(signInFailures).where(lte(signInFailures.windowStartedAt, windowStart));
  return countsFrom(email, ip, rows);
}

/** A right password from this address ends its pair's count (the email's and the address's go on). */
export async function clearPairFailures(db: Database, clientId: number, email: string, ip: string): Promise<void> {
  await db.delete(signInFailures).where(and(eq(signInFailures.clientId, clientId), eq(signInFailures.key, keysOf(email, ip).pair)));
}
