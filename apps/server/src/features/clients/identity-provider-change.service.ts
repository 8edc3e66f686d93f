import { isDeepStrictEqual } from 'node:util';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SamlSettings } from '@platform/shared/saml/saml-settings.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { roles, userRoles, users } from '../../platform/auth/auth.tables.js';
import { recordAudit } from '../../platform/audit/audit.service.js';
import type { Database } from '../../platform/db/database.js';
import { invalidRecord } from '../../platform/errors/app-error.js';
import { serverMessage } from '../../platform/i18n/server-messages.js';
import type { Mailer } from '../../platform/mail/mailer.js';

/**
 * The identity provider a save leaves on the client. Whoever controls the provider can sign in as any of
 * the client's SAML users, wider rights included, so only a super administrator changes it: anyone else's
 * save keeps the stored one when it leaves it out, and is refused (READ_ONLY) when it sends another.
 */
export function identityProviderAfterSave(actor: Actor, sent: SamlSettings | undefined): SamlSettings | undefined {
  const stored = actor.client.settings.saml;
  if (sent === undefined && !actor.isSuperAdmin) return stored;
  if (!actor.isSuperAdmin && !isDeepStrictEqual(sent, stored)) throw invalidRecord({ 'settings.saml': [{ error: 'READ_ONLY' }] });
  return sent;
}

const describe = (settings: SamlSettings | undefined, none: string) => (settings ? `${settings.idp_entry_point} (${settings.idp_issuer})` : none);

/**
 * Audits a change of the identity provider and tells it, by mail in their language, to the client's
 * administrators (everyone whose roles grant `client.configure`), so a change no one expected is noticed.
 */
export async function announceIdentityProviderChange(
  deps: { db: Database; mailer: Mailer },
  actor: Actor,
  change: { before: SamlSettings | undefined; after: SamlSettings | undefined; ip: string; requestId: string },
): Promise<void> {
  if (isDeepStrictEqual(change.before, change.after)) return;
  const { db, mailer } = deps;
  await recordAudit(db, {
    clientId: actor.client.id,
    userId: actor.impersonatorId ?? actor.user.id,
    action: 'client.identity_provider_changed',
    recordType: 'client',
    recordId: String(actor.client.id),
    ip: change.ip,
    requestId: change.requestId,
    details: {
      before: change.before ? { entry_point: change.before.idp_entry_point, issuer: change.before.idp_issuer } : null,
      after: change.after ? { entry_point: change.after.idp_entry_point, issuer: change.after.idp_issuer } : null,
    },
  });
  const administrators = await db
    .selectDistinct({ email: users.email, locale: users.locale })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.clientId, actor.client.id), isNull(users.archivedAt), eq(users.isVisitor, false), sql`${roles.permissions} @> '["client.configure"]'::jsonb`));
  const at = new Date().toISOString().slice(0, 16).replace('T', ' ');
  for (const administrator of administrators) {
    const none = serverMessage(administrator.locale, 'clients.mail.identityProviderChanged.none');
    await mailer
      .send({
        clientId: actor.client.id,
        to: administrator.email,
        subject: serverMessage(administrator.locale, 'clients.mail.identityProviderChanged.subject', { client: actor.client.title }),
        text: serverMessage(administrator.locale, 'clients.mail.identityProviderChanged.body', {
          client: actor.client.title,
          by: actor.user.email,
          at,
          before: describe(change.before, none),
          after: describe(change.after, none),
        }),
      })
      .catch((error: unknown) => console.error('The identity provider change could not be mailed:', error));
  }
}
