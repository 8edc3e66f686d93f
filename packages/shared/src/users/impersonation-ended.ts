/**
 * Why an impersonation was ended by the server: checked on every request of an impersonating session, the user
 * acted as must still hold nothing the administrator lacks, and the administrator must still be allowed to
 * impersonate. The request that finds it is answered 403 ACCESS_DENIED with
 * `details.base: [{ error: 'IMPERSONATION_ENDED', reason, redirect_url }]`, and the session is back to the
 * administrator's own.
 */
export const IMPERSONATION_END_REASONS = [
  /** The administrator no longer holds `users.impersonate`. */
  'IMPERSONATOR_CANNOT_IMPERSONATE',
  /** The administrator's own account can no longer be used (locked, mandate ended). */
  'IMPERSONATOR_UNAVAILABLE',
  /** The user acted as now holds a right or an organisation the administrator does not (or became a super administrator). */
  'WIDER_RIGHTS',
] as const;
export type ImpersonationEndReason = (typeof IMPERSONATION_END_REASONS)[number];
export const IMPERSONATION_ENDED = 'IMPERSONATION_ENDED';
/** The query parameter the page loaded after an ended impersonation carries its reason in, to tell the administrator why. */
export const IMPERSONATION_ENDED_PARAM = 'impersonation_ended';

export function isImpersonationEndReason(value: unknown): value is ImpersonationEndReason {
  return (IMPERSONATION_END_REASONS as readonly unknown[]).includes(value);
}
