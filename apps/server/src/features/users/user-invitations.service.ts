import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.js';
import { users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { serverMessage } from '../../platform/i18n/server-messages.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { authorize } from '../../platform/permissions/policy.js';
import { issuePasswordLink } from '../profile/index.js';
import { findUser, type UserRecord } from './user-records.service.js';
import { factsOf, isAwaitingPassword } from './users.presenter.js';
import { usersPolicy } from './users.policy.js';

/** How long an invitation's link to choose a first password works: longer than recovery's hour, since it may wait in an inbox. */
export const INVITATION_LINK_TTL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

interface InvitationDeps {
  db: Database;
  mailer: Mailer;
}

/**
 * Mails the user a link to choose their first password, in their language, pointing at `origin` (the
 * configured public address). Any earlier link stops working: only the last email sent opens the
 * account. Invitations to one user are made one at a time, so two at once cannot both leave a working link.
 */
export async function sendInvitation({ db, mailer }: InvitationDeps, actor: Actor, record: UserRecord, origin: string): Promise<UserRecord> {
  const { row } = record;
  const link = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.id)).for('update');
    return issuePasswordLink(tx, row.id, origin, INVITATION_LINK_TTL_DAYS * DAY_MS);
  });
  const client = actor.client.title;
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;
  await mailer.send({
    clientId: actor.client.id,
    to: row.email,
    subject: serverMessage(row.locale, 'users.mail.invitation.subject', { client }),
    text: serverMessage(row.locale, 'users.mail.invitation.body', { name, client, email: row.email, days: String(INVITATION_LINK_TTL_DAYS), link }),
  });
  const invitedAt = new Date();
  await db.update(users).set({ invitedAt }).where(eq(users.id, row.id));
  return { ...record, row: { ...row, invitedAt } };
}

/**
 * Sends the invitation again (spec §7, POST /users/{id}/password/reminder) to a user still waiting to
 * choose a first password. INVALID_RECORD for an archived user, a SAML user or one who has a password.
 */
export async function remindInvitation(deps: InvitationDeps, actor: Actor, id: number, origin: string): Promise<UserRecord> {
  const record = await findUser(deps.db, actor, id);
  authorize(usersPolicy, actor, 'edit', factsOf(actor, record));
  if (record.row.archivedAt) throw new AppError('INVALID_RECORD', 'This user is archived: restore them before inviting them again.');
  if (record.row.authenticationMethod === 'saml') throw new AppError('INVALID_RECORD', 'This user signs in through the identity provider and has no password to choose.');
  if (!isAwaitingPassword(record.row)) throw new AppError('INVALID_RECORD', 'This user has already chosen a password.');
  return sendInvitation(deps, actor, record, origin);
}
