import { eq } from 'drizzle-orm';
import { accountRefusal } from '../../platform/auth/account-rules.js';
import { users } from '../../platform/auth/auth.tables.js';
import { findActiveUserByEmail } from '../../platform/auth/user-lookup.service.js';
import { recordAudit } from '../../platform/audit/audit.service.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { UserRow } from '../../platform/session/session.service.js';
import type { ClientRow } from '../../platform/tenancy/current-client.js';
import { useAssertionOnce } from './saml-assertions.service.js';
import { SamlResponseRefused, type VerifiedAssertion } from './saml-response.js';

export interface SamlAttemptMeta {
  ip: string;
  requestId: string;
}

function audit(db: Database, client: ClientRow, meta: SamlAttemptMeta, action: string, userId: number | null, details: Record<string, unknown>) {
  return recordAudit(db, { clientId: client.id, userId, action, ip: meta.ip, requestId: meta.requestId, details: { method: 'saml', ...details } });
}

/** Leaves a trace of a response that was refused before any user was looked at. */
export function auditRefusedResponse(db: Database, client: ClientRow, meta: SamlAttemptMeta, refusal: SamlResponseRefused): Promise<void> {
  return audit(db, client, meta, 'sign_in.failure', null, { reason: refusal.category, detail: refusal.reason.slice(0, 500) });
}

/**
 * Signs in the user a verified assertion names, under the rules of password sign-in: the assertion is used
 * once; the user must exist in this client, not be archived, and sign in with SAML (anyone else gets the
 * client's user-not-found message, so the answer does not tell which); then the account rules (locked,
 * maintenance, client locked, mandate). On success the names and locale the provider sent replace ours.
 */
export async function signInWithAssertion(db: Database, client: ClientRow, assertion: VerifiedAssertion, meta: SamlAttemptMeta): Promise<UserRow> {
  if (!(await useAssertionOnce(db, client.id, assertion.id, assertion.usableUntil))) {
    throw new SamlResponseRefused(`assertion ${assertion.id} already used`);
  }
  const { email, firstName, lastName, locale } = assertion.attributes;
  const user = email ? await findActiveUserByEmail(db, client.id, email) : null;
  if (!user || user.authenticationMethod !== 'saml') {
    await audit(db, client, meta, 'sign_in.failure', user?.id ?? null, { reason: user ? 'not_a_saml_user' : 'unknown_user', email });
    throw new AppError('USER_NOT_FOUND', client.settings.authentication.user_not_found_message);
  }
  const refusal = accountRefusal(user, client);
  if (refusal) {
    await audit(db, client, meta, 'sign_in.refused', user.id, { reason: refusal.code.toLowerCase(), email });
    throw refusal;
  }
  const now = new Date();
  const [updated] = await db
    .update(users)
    .set({ firstName, lastName, locale, lastSignedInAt: now, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  await audit(db, client, meta, 'sign_in.success', user.id, {});
  return updated!;
}
