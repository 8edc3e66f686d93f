import { setTimeout as sleep } from 'node:timers/promises';
import type { SignInBody } from '@platform/shared/profile/profile.schemas';
import { accountRefusal } from '../../platform/auth/account-rules.js';
import { verifyPassword } from '../../platform/auth/password-hash.js';
import { findActiveUserByEmail } from '../../platform/auth/user-lookup.service.js';
import { recordAudit } from '../../platform/audit/audit.service.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { UserRow } from '../../platform/session/session.service.js';
import type { ClientRow } from '../../platform/tenancy/current-client.js';
import { alertAccountOwner } from './sign-in-alert.js';
import { passwordAttemptSucceeded, reservePasswordAttempt, type AttemptCounts } from './sign-in-attempts.service.js';
import { ALERT_AFTER_ACCOUNT_FAILURES, slowDownMs } from './sign-in-limits.js';

export interface AttemptMeta {
  ip: string;
  requestId: string;
  /** Where emailed links point (see publicOrigin). */
  origin: string;
}

export interface SignInDeps {
  db: Database;
  mailer: Mailer;
}

/**
 * Checks credentials and every rule that may refuse an account. The attempt is counted before the password is
 * checked (reservePasswordAttempt), so attempts sent at once are throttled like attempts sent in turn. Until the
 * right password is given, the answer depends only on the email as typed and
 * the caller's address, never on whether an account exists or is locked:
 * unknown emails are counted, throttled and slowed exactly like known ones,
 * and do the same work. Returns the user allowed to open a session; throws the
 * spec's error otherwise. Every attempt is audited.
 */
export async function authenticate(
  deps: SignInDeps,
  client: ClientRow,
  body: SignInBody,
  meta: AttemptMeta,
  options: { forPasswordChange?: boolean } = {},
): Promise<UserRow> {
  const { db } = deps;
  const email = body.email.trim().toLowerCase().slice(0, 320);
  const audit = (action: string, reason: string, userId: number | null) =>
    recordAudit(db, { clientId: client.id, userId, action, ip: meta.ip, requestId: meta.requestId, details: { reason, email } });

  const attempt = await reservePasswordAttempt(db, client.id, email, meta.ip);
  if (attempt.throttled) {
    await audit('sign_in.throttled', 'too_many_attempts', null);
    throw tooManyAttempts(attempt);
  }
  await sleep(slowDownMs(attempt.account - 1));

  const user = await findActiveUserByEmail(db, client.id, email);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, body.password);
  // A SAML user signs in at their identity provider only: a password left on the account is refused
  // with the answer a wrong one gets, so the form tells nothing about how the account signs in.
  const samlUser = user?.authenticationMethod === 'saml';
  if (!passwordMatches || !user || samlUser) {
    await audit('sign_in.failure', !user ? 'unknown_email' : samlUser ? 'saml_user' : 'wrong_password', user?.id ?? null);
    // Sent in the background: waiting for it would make a known account's answer slower than an unknown one's.
    // Not to a SAML user: no password of theirs is at stake, and the mail's link is to choose one.
    if (user && !samlUser && attempt.account === ALERT_AFTER_ACCOUNT_FAILURES) alertAccountOwner(deps, client, user, attempt.account, meta.origin);
    throw new AppError('AUTHENTICATION_FAILED', client.settings.authentication.user_not_found_message);
  }

  // From here on the caller has proven they know the password: the account's own state may be told.
  await passwordAttemptSucceeded(db, client.id, email, meta.ip);
  const refusal = accountRefusal(user, client, { changingPassword: options.forPasswordChange });
  if (refusal) {
    await audit('sign_in.refused', refusal.code.toLowerCase(), user.id);
    throw refusal;
  }
  return user;
}

export function tooManyAttempts(counts: Pick<AttemptCounts, 'pairWindowEndsAt'>): AppError {
  const waitMs = counts.pairWindowEndsAt ? counts.pairWindowEndsAt.getTime() - Date.now() : 0;
  return new AppError('TOO_MANY_ATTEMPTS', 'Too many attempts. Try again later.', undefined, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  });
}
