import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { isStrongPassword, passwordRuleResults } from '@platform/shared/profile/password-rules';
import type { NewPasswordBody } from '@platform/shared/profile/profile.schemas';
import { hashPassword, verifyPassword } from '../../platform/auth/password-hash.js';
import { randomToken, sha256 } from '../../platform/auth/tokens.js';
import { findActiveUserByEmail } from '../../platform/auth/user-lookup.service.js';
import { recordAudit } from '../../platform/audit/audit.service.js';
import { reserveAttempt } from '../../platform/limits/attempt-counter.service.js';
import type { Database } from '../../platform/db/database.js';
import { passwordResetTokens } from './profile.tables.js';
import { users } from '../../platform/auth/auth.tables.js';
import { AppError, invalidRecord } from '../../platform/errors/app-error.js';
import { serverMessage } from '../../platform/i18n/server-messages.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { destroyUserSessions, type UserRow } from '../../platform/session/session.service.js';
import type { ClientRow } from '../../platform/tenancy/current-client.js';
import { authenticate, tooManyAttempts, type AttemptMeta, type SignInDeps } from './sign-in.service.js';
import { passwordAttemptSucceeded, reservePasswordAttempt } from './sign-in-attempts.service.js';
import { ATTEMPT_WINDOW_MS, RECOVERY_REQUESTS_PER_IP, RESET_TOKEN_TTL_MS, slowDownMs } from './sign-in-limits.js';

/**
 * Mails a one-hour link to choose a new password. Answers the same whether or
 * not the address is known (or signs in by password at all); limited per address to stop mail floods.
 */
export async function requestPasswordRecovery(
  deps: { db: Database; mailer: Mailer },
  client: ClientRow,
  email: string,
  meta: AttemptMeta,
): Promise<void> {
  const { db, mailer } = deps;
  const reservation = await reserveAttempt(db, client.id, [{ key: `recover:${meta.ip}`, max: RECOVERY_REQUESTS_PER_IP }], ATTEMPT_WINDOW_MS);
  if (reservation.exceeded) throw new AppError('TOO_MANY_ATTEMPTS', 'Too many requests. Try again later.');
  const user = await findActiveUserByEmail(db, client.id, email);
  await recordAudit(db, {
    clientId: client.id,
    userId: user?.id ?? null,
    action: 'password.recover',
    ip: meta.ip,
    requestId: meta.requestId,
    details: { known: user !== null },
  });
  // Accounts that never sign in by password (the identity provider's users, the visitor accounts) get no link.
  if (!user || user.authenticationMethod !== 'default' || user.isVisitor) return;
  const link = await issuePasswordLink(db, user.id, meta.origin, RESET_TOKEN_TTL_MS);
  await mailer.send({
    clientId: client.id,
    to: user.email,
    subject: serverMessage(user.locale, 'profile.mail.recover.subject'),
    text: serverMessage(user.locale, 'profile.mail.recover.body', { link }),
  });
}

/**
 * A link to choose a password, valid for `ttlMs`: recovery's lasts an hour, an invitation's some days.
 * Only the token's hash is stored; the link points at `origin` (see publicOrigin). Issuing it ends every
 * other link of the user in the same transaction: only the newest link mailed to someone works.
 */
export async function issuePasswordLink(db: Database, userId: number, origin: string, ttlMs: number): Promise<string> {
  const token = randomToken();
  await db.transaction(async (tx) => {
    await revokePasswordLinks(tx, userId);
    await tx.insert(passwordResetTokens).values({ id: sha256(token), userId, expiresAt: new Date(Date.now() + ttlMs) });
  });
  return `${origin}/profile/password?token=${encodeURIComponent(token)}`;
}

/** Ends every unused link of a user (a new link replaces the others; a new password or an archived account keeps none). */
export async function revokePasswordLinks(db: Database, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/**
 * Uses a link: one conditional update, so of two uses at once only one finds it unused. False when it was
 * used (or revoked, or expired) meanwhile.
 */
async function consumePasswordLink(db: Database, tokenId: string): Promise<boolean> {
  const used = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.id, tokenId), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
    .returning({ id: passwordResetTokens.id });
  return used.length === 1;
}

/**
 * Sets a new password, proven by a recovery token, by the current password
 * (temporary or expired ones included), or by the signed-in user's current
 * password. Other sessions of the user end. Returns the user to sign in.
 */
export async function setNewPassword(
  deps: SignInDeps,
  client: ClientRow,
  body: NewPasswordBody,
  signedInUser: UserRow | null,
  meta: AttemptMeta,
): Promise<UserRow> {
  const { db } = deps;
  const { user, tokenId } = await proveIdentity(deps, client, body, signedInUser, meta);
  if (!isStrongPassword(body.new_password)) {
    const unmet = Object.entries(passwordRuleResults(body.new_password))
      .filter(([, met]) => !met)
      .map(([rule]) => rule);
    throw invalidRecord({ new_password: [{ error: 'WEAK', rules: unmet }] });
  }
  if (await verifyPassword(user.passwordHash, body.new_password)) {
    throw invalidRecord({ new_password: [{ error: 'SAME' }] });
  }
  const passwordHash = await hashPassword(body.new_password);
  await db.transaction(async (tx) => {
    if (tokenId && !(await consumePasswordLink(tx, tokenId))) throw invalidLink();
    // A new password ends every other link of the user, older recovery links and invitations alike.
    await revokePasswordLinks(tx, user.id);
    await tx
      .update(users)
      .set({
        passwordHash,
        temporaryPassword: false,
        mustChangePassword: false,
        passwordChangedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
  });
  await destroyUserSessions(db, [user.id]);
  await recordAudit(db, { clientId: client.id, userId: user.id, action: 'password.change', ip: meta.ip, requestId: meta.requestId });
  return { ...user, temporaryPassword: false, mustChangePassword: false, passwordChangedAt: new Date() };
}

async function proveIdentity(
  deps: SignInDeps,
  client: ClientRow,
  body: NewPasswordBody,
  signedInUser: UserRow | null,
  meta: AttemptMeta,
): Promise<{ user: UserRow; tokenId: string | null }> {
  const { db } = deps;
  if (body.token) {
    const tokenId = sha256(body.token);
    const [row] = await db
      .select({ user: users })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(
        and(
          eq(passwordResetTokens.id, tokenId),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
          isNull(users.archivedAt),
          eq(users.clientId, client.id),
        ),
      );
    if (!row) throw invalidLink();
    return { user: row.user, tokenId };
  }
  if (body.email && body.password) {
    const user = await authenticate(deps, client, { email: body.email, password: body.password }, meta, {
      forPasswordChange: true,
    });
    return { user, tokenId: null };
  }
  if (signedInUser && body.password !== undefined) {
    // A guess at the current password counts with sign-in's guesses, before it is checked: a session someone
    // else holds is no way round the sign-in limits.
    const email = signedInUser.email.toLowerCase();
    const attempt = await reservePasswordAttempt(db, client.id, email, meta.ip);
    if (attempt.throttled) throw tooManyAttempts(attempt);
    await sleep(slowDownMs(attempt.account - 1));
    if (!(await verifyPassword(signedInUser.passwordHash, body.password))) {
      await recordAudit(db, { clientId: client.id, userId: signedInUser.id, action: 'password.change_failure', ip: meta.ip, requestId: meta.requestId });
      throw invalidRecord({ password: [{ error: 'INVALID' }] });
    }
    await passwordAttemptSucceeded(db, client.id, email, meta.ip);
    return { user: signedInUser, tokenId: null };
  }
  throw invalidLink();
}

const invalidLink = () => invalidRecord({ token: [{ error: 'INVALID' }] }, 'This link is invalid or has expired.');
