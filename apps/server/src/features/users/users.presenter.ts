import type { User, UserStatus } from '@platform/shared/users/users.schemas';
import { accountRefusal } from '../../platform/auth/account-rules.js';
import { actorOf, type Actor } from '../../platform/auth/actor.js';
import { abilitiesFor } from '../../platform/permissions/policy.js';
import type { UserRow } from '../../platform/session/session.service.js';
import { signInPathOf } from '../../platform/auth/sign-in-path.js';
import type { UserRecord } from './user-records.service.js';
import { usersPolicy, type UserFacts } from './users.policy.js';

const USER_ABILITIES = ['edit', 'archive', 'restore', 'impersonate', 'remind'] as const;

/** Signs in by password and has not chosen one yet (invited, or still to be). */
export function isAwaitingPassword(row: Pick<UserRow, 'authenticationMethod' | 'passwordHash'>): boolean {
  return row.authenticationMethod === 'default' && row.passwordHash === null;
}

/** Archived first; then waiting to choose a first password ("invited"); else active. */
export function statusOf(row: Pick<UserRow, 'archivedAt' | 'authenticationMethod' | 'passwordHash'>): UserStatus {
  if (row.archivedAt) return 'archived';
  return isAwaitingPassword(row) ? 'invited' : 'active';
}

/** The user as the rules see them acting: their rights read as a session would read them. */
function asActor(actor: Actor, record: UserRecord): Actor {
  return actorOf({ user: record.row, session: null, client: actor.client, roleKeys: record.roles.flatMap((role) => role.permissions) });
}

export function factsOf(actor: Actor, record: UserRecord): UserFacts {
  const { row } = record;
  return {
    id: row.id,
    clientId: row.clientId,
    isSuperAdmin: row.isSuperAdmin,
    archived: row.archivedAt !== null,
    permissions: asActor(actor, record).permissions,
    tagKeys: record.tagKeys,
    awaitingPassword: isAwaitingPassword(row),
    usable: accountRefusal(row, actor.client, { changingPassword: true }) === null,
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A user as the list and the form show them, with what the caller may do with them. */
export function presentUser(actor: Actor, record: UserRecord): User {
  const { row } = record;
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    locale: row.locale === 'fr' ? 'fr' : 'en',
    audience: row.audience === 'private' ? 'private' : 'public',
    approval_role: row.approvalRole === 'preapprobator' || row.approvalRole === 'approbator' ? row.approvalRole : null,
    authentication_method: row.authenticationMethod === 'saml' ? 'saml' : 'default',
    roles: record.roles.map(({ id, name }) => ({ id, name })),
    tags: record.tagKeys,
    permissions: row.permissions,
    effective_permissions: { sign_in_path: signInPathOf(asActor(actor, record)) },
    status: statusOf(row),
    archived_at: iso(row.archivedAt),
    invited_at: iso(row.invitedAt),
    last_signed_in_at: iso(row.lastSignedInAt),
    super_admin: row.isSuperAdmin,
    abilities: abilitiesFor(usersPolicy, actor, USER_ABILITIES, factsOf(actor, record)),
  };
}
