/** Consecutive failures that lock an account, and for how long. */
export const MAX_CONSECUTIVE_FAILURES = 5;
export const ACCOUNT_LOCK_MS = 15 * 60 * 1000;
/** Failures from one address within the window before sign-in is refused for it (protects every account). */
export const MAX_FAILURES_PER_IP = 20;
export const RECOVERY_REQUESTS_PER_IP = 5;
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
