import { eq } from 'drizzle-orm';
import type { SignInBody } from '@platform/shared/profile/profile.schemas';
import { isMandateActive, isPasswordExpired } from '../../platform/auth/account-rules.js';
import { verifyPassword } from '../../platform/auth/password-hash.js';
import { findActiveUserByEmail } from '../../platform/auth/user-lookup.js';
import { countRecentActions, recordAudit } from '../../platform/audit/audit.service.js';
import type { Database } from '../../platform/db/database.js';
import { users } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { UserRow } from '../../platform/session/session.service.js';
import type { ClientRow } from '../../platform/tenancy/current-client.js';
import {
  ACCOUNT_LOCK_MS,
  ATTEMPT_WINDOW_MS,
  MAX_CONSECUTIVE_FAILURES,
  MAX_FAILURES_PER_IP,
} from './sign-in-limits.js';

export interface AttemptMeta {
  ip: string;
  requestId: string;
}

/**
 * Checks credentials and every rule that may refuse an account, in an order
 * that never tells an unknown email from a wrong password. Returns the user
 * allowed to open a session; throws the spec's error otherwise. Every attempt
 * is audited.
 */
export async function authenticate(
  db: Database,
  client: ClientRow,
  body: SignInBody,
  meta: AttemptMeta,
  options: { forPasswordChange?: boolean } = {},
): Promise<UserRow> {
  // Credential failures count towards the per-address limit; refusals of a right password do not.
  const fail = async (reason: string, userId: number | null, error: AppError, action = 'sign_in.failure'): Promise<never> => {
    await recordAudit(db, {
      clientId: client.id,
      userId,
      action,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { reason, email: body.email.slice(0, 320) },
    });
    throw error;
  };
  const authFailed = new AppError('AUTHENTICATION_FAILED', client.settings.authentication.user_not_found_message);

  if ((await countRecentActions(db, 'sign_in.failure', meta.ip, ATTEMPT_WINDOW_MS)) >= MAX_FAILURES_PER_IP) {
    return fail('too_many_attempts', null, new AppError('TOO_MANY_ATTEMPTS', 'Too many attempts. Try again later.', undefined, {
      headers: { 'retry-after': String(ATTEMPT_WINDOW_MS / 1000) },
    }));
  }
  const user = await findActiveUserByEmail(db, client.id, body.email);
  if (user?.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
    return fail('account_locked', user.id, new AppError('ACCOUNT_LOCKED', 'This account is locked. Contact your administrator.'));
  }
  if (!(await verifyPassword(user?.passwordHash ?? null, body.password)) || !user) {
    if (user) await countFailure(db, user);
    return fail(user ? 'wrong_password' : 'unknown_email', user?.id ?? null, authFailed);
  }
  if (user.failedSignInCount > 0 || user.lockedUntil) {
    await db.update(users).set({ failedSignInCount: 0, lockedUntil: null }).where(eq(users.id, user.id));
  }
  if (client.maintenance && !user.isSuperAdmin) {
    return fail('maintenance', user.id, new AppError('CLIENT_IN_MAINTENANCE', 'The site is in maintenance.'), 'sign_in.refused');
  }
  if (client.locked && !user.isSuperAdmin) {
    return fail('client_locked', user.id, new AppError('CLIENT_LOCKED', client.settings.authentication.client_locked_message), 'sign_in.refused');
  }
  if (!isMandateActive(user.permissions)) {
    return fail('mandate_expired', user.id, new AppError('MANDATE_EXPIRED', client.settings.authentication.mandate_expired_message), 'sign_in.refused');
  }
  // Changing a temporary or expired password is exactly what those users must do next.
  if (options.forPasswordChange) return user;
  if (user.temporaryPassword) {
    return fail('temporary_password', user.id, new AppError('TEMPORARY_PASSWORD', 'Choose a new password to continue.'), 'sign_in.refused');
  }
  if (isPasswordExpired(user, client.settings.authentication.password_expiry_days)) {
    return fail('password_expired', user.id, new AppError('PASSWORD_EXPIRED', 'Your password has expired.'), 'sign_in.refused');
  }
  return user;
}

async function countFailure(db: Database, user: UserRow): Promise<void> {
  const failures = user.failedSignInCount + 1;
  await db
    .update(users)
    .set({
      failedSignInCount: failures,
      lockedUntil: failures >= MAX_CONSECUTIVE_FAILURES ? new Date(Date.now() + ACCOUNT_LOCK_MS) : null,
    })
    .where(eq(users.id, user.id));
}
