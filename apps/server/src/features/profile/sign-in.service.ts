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
import { clearPairFailures, countFailure, currentFailures, type FailureCounts } from './sign-in-failures.service.js';
import {
  ALERT_AFTER_ACCOUNT_FAILURES,
  MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MAX_FAILURES_PER_ADDRESS,
  slowDownMs,
} from './sign-in-limits.js';

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
 * Checks credentials and every rule that may refuse an account. Until the
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

  const before = await currentFailures(db, client.id, email, meta.ip);
  await sleep(slowDownMs(before.account));
  if (before.pair >= MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS || before.address >= MAX_FAILURES_PER_ADDRESS) {
    await audit('sign_in.throttled', 'too_many_attempts', null);
    throw tooManyAttempts(before);
  }

  const user = await findActiveUserByEmail(db, client.id, email);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, body.password);
  // A SAML user signs in at their identity provider only: a password left on the account is refused
  // with the answer a wrong one gets, so the form tells nothing about how the account signs in.
  const samlUser = user?.authenticationMethod === 'saml';
  if (!passwordMatches || !user || samlUser) {
    const after = await countFailure(db, client.id, email, meta.ip);
    await audit('sign_in.failure', !user ? 'unknown_email' : samlUser ? 'saml_user' : 'wrong_password', user?.id ?? null);
    // Sent in the background: waiting for it would make a known account's answer slower than an unknown one's.
    // Not to a SAML user: no password of theirs is at stake, and the mail's link is to choose one.
    if (user && !samlUser && after.account === ALERT_AFTER_ACCOUNT_FAILURES) alertAccountOwner(deps, client, user, after.account, meta.origin);
    throw new AppError('AUTHENTICATION_FAILED', client.settings.authentication.user_not_found_message);
  }

  // From here on the caller has proven they know the password: the account's own state may be told.
  await clearPairFailures(db, client.id, email, meta.ip);
  const refusal = accountRefusal(user, client, { changingPassword: options.forPasswordChange });
  if (refusal) {
    await audit('sign_in.refused', refusal.code.toLowerCase(), user.id);
    throw refusal;
  }
  return user;
}

function tooManyAttempts(counts: FailureCounts): AppError {
  const waitMs = counts.pairWindowEndsAt ? counts.pairWindowEndsAt.getTime() - Date.now() : 0;
  return new AppError('TOO_MANY_ATTEMPTS', 'Too many attempts. Try again later.', undefined, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  });
}
