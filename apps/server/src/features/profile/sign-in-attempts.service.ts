import type { Database } from '../../platform/db/database.js';
import { clearCounters, releaseAttempt, reserveAttempt } from '../../platform/limits/attempt-counter.service.js';
import { ATTEMPT_WINDOW_MS, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS, MAX_FAILURES_PER_ADDRESS } from './sign-in-limits.js';

/** Attempts within the current window for one attempt's email and address, this attempt included. */
export interface AttemptCounts {
  /** This email from this address. */
  pair: number;
  /** This email from every address. */
  account: number;
  /** The pair or the address went past its limit: this attempt must not check the password. */
  throttled: boolean;
  /** When the pair's window ends (a throttled caller may try again then). */
  pairWindowEndsAt: Date | null;
}

const keysOf = (email: string, ip: string) => ({ pair: `pair:${email} ${ip}`, account: `account:${email}`, address: `address:${ip}` });

/**
 * Counts a password attempt for an email from an address before the password is checked (see reserveAttempt):
 * of any number of attempts at once, only as many as the limits allow go on to a real check. `email` is
 * lower-cased by the caller. Signing in and the current-password check of a password change count together: both
 * are guesses at the same password.
 */
export async function reservePasswordAttempt(db: Database, clientId: number, email: string, ip: string): Promise<AttemptCounts> {
  const keys = keysOf(email, ip);
  const reservation = await reserveAttempt(
    db,
    clientId,
    [
      { key: keys.pair, max: MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS },
      { key: keys.address, max: MAX_FAILURES_PER_ADDRESS },
      { key: keys.account, max: Number.MAX_SAFE_INTEGER },
    ],
    ATTEMPT_WINDOW_MS,
  );
  const throttled = reservation.exceeded !== null;
  // A refused attempt checks no password: it is no failure of the account's, and must not slow its owner down.
  if (throttled) await releaseAttempt(db, clientId, [keys.account, keys.address]);
  return {
    pair: reservation.counts.get(keys.pair) ?? 0,
    account: reservation.counts.get(keys.account) ?? 0,
    throttled,
    pairWindowEndsAt: reservation.windowEndsAt.get(keys.pair) ?? null,
  };
}

/**
 * The password was right: the attempt was no failure. The pair's count ends (the rightful user is not held
 * back by their own typos), and the email's and the address's counts give its place back.
 */
export async function passwordAttemptSucceeded(db: Database, clientId: number, email: string, ip: string): Promise<void> {
  const keys = keysOf(email, ip);
  await clearCounters(db, clientId, [keys.pair]);
  await releaseAttempt(db, clientId, [keys.account, keys.address]);
}
