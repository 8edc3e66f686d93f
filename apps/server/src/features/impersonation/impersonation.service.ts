import { and, eq, sql } from 'drizzle-orm';
import { visitorEmail } from '@platform/shared/users/impersonation.contract';
import type { Audience } from '@platform/shared/profile/profile.schemas';
import type { Locale } from '@platform/shared/i18n/locales';
import { userRoles, users } from '../../platform/auth/auth.tables.js';
import { recordAudit } from '../../platform/audit/audit.service.js';
import type { Database } from '../../platform/db/database.js';
import type { UserRow } from '../../platform/session/session.service.js';
import { userTags } from '../../platform/tags/tags.tables.js';
import type { ClientRow } from '../../platform/tenancy/current-client.js';

/**
 * The client's visitor account for an audience (see visitorEmail), made on first use. Each use puts it back
 * in a visitor's state (no role, no organisation, no password, not archived, the given language), so nothing
 * an administrator may have changed on it lets it see more than a visitor.
 */
export async function visitorAccount(db: Database, client: ClientRow, audience: Audience, locale: Locale): Promise<UserRow> {
  const email = visitorEmail(audience);
  const visitor = {
    locale,
    audience,
    approvalRole: null,
    permissions: { sign_in_path: '/' },
    passwordHash: null,
    isSuperAdmin: false,
    temporaryPassword: false,
    mustChangePassword: false,
    lockedUntil: null,
    archivedAt: null,
    isVisitor: true,
  };
  return db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({ clientId: client.id, email, ...visitor })
      .onConflictDoNothing();
    const [row] = await tx
      .update(users)
      .set({ ...visitor, updatedAt: new Date() })
      .where(and(eq(users.clientId, client.id), eq(users.isVisitor, true), sql`lower(${users.email}) = ${email}`))
      .returning();
    await tx.delete(userRoles).where(eq(userRoles.userId, row!.id));
    await tx.delete(userTags).where(eq(userTags.userId, row!.id));
    return row!;
  });
}

/**
 * The audit row of a start or an end of impersonation, written like every other row of an impersonated
 * session: the administrator as `user_id`, the user they act as in `details.as_user_id`.
 */
export function auditImpersonation(
  db: Database,
  entry: { client: ClientRow; action: 'impersonation.start' | 'impersonation.stop'; impersonatorId: number; asUserId: number; ip: string; requestId: string },
): Promise<void> {
  return recordAudit(db, {
    clientId: entry.client.id,
    userId: entry.impersonatorId,
    action: entry.action,
    recordType: 'user',
    recordId: String(entry.asUserId),
    ip: entry.ip,
    requestId: entry.requestId,
    details: { as_user_id: entry.asUserId },
  });
}
