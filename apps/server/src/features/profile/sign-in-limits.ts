/** The window failed sign-ins (and recovery requests) are counted in. */
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
/**
 * Failures for one email from one address before that pair is throttled: the
 * rightful user, elsewhere, is not kept out by someone guessing.
 */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Failures from one address, whatever the emails, before that address is throttled (password spraying). */
export const MAX_FAILURES_PER_ADDRESS = 20;
/** Failures for one email, from every address, after which each attempt for it is answered more slowly. */
export const SLOW_DOWN_AFTER_ACCOUNT_FAILURES = 10;
export const SLOW_DOWN_STEP_MS = 500;
export const MAX_SLOW_DOWN_MS = 5000;
/** Failures for one email after which the account's owner is told by email (once a window). */
export const ALERT_AFTER_ACCOUNT_FAILURES = 10;
export const RECOVERY_REQUESTS_PER_IP = 5;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** How long to hold an attempt for an email that has failed `accountFailures` times in the window. */
export function slowDownMs(accountFailures: number): number {
  if (accountFailures < SLOW_DOWN_AFTER_ACCOUNT_FAILURES) return 0;
  return Math.min((accountFailures - SLOW_DOWN_AFTER_ACCOUNT_FAILURES + 1) * SLOW_DOWN_STEP_MS, MAX_SLOW_DOWN_MS);
}
