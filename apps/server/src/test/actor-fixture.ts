import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import { actorOf, type Actor } from '../platform/auth/actor.js';
import type { UserRow } from '../platform/session/session.service.js';
import { clientSeedFor } from '../platform/tenancy/client-packages.js';
import type { ClientRow } from '../platform/tenancy/current-client.js';

// The demo client's own settings: rules read its configured messages.
const SETTINGS = clientSeedFor('demo').settings;

/** A client row for rules that need no database. */
export function clientRow(overrides: Partial<ClientRow> = {}): ClientRow {
  const now = new Date();
  return { id: 1, name: 'demo', title: 'Demo', locked: false, maintenance: false, settings: SETTINGS, createdAt: now, updatedAt: now, ...overrides };
}

/** A user row for rules that need no database. */
export function userRow(overrides: Partial<UserRow> = {}): UserRow {
  const now = new Date();
  return {
    id: 10,
    clientId: 1,
    email: 'someone@example.org',
    firstName: '',
    lastName: '',
    passwordHash: null,
    authenticationMethod: 'default',
    invitedAt: null,
    lastSignedInAt: null,
    locale: 'en',
    audience: 'private',
    approvalRole: null,
    permissions: {},
    isSuperAdmin: false,
    isVisitor: false,
    temporaryPassword: false,
    mustChangePassword: false,
    passwordChangedAt: now,
    lockedUntil: null,
    archivedAt: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** An actor holding exactly these permission keys (or role strings, to show unknown ones grant nothing). */
export function actorWith(
  roleKeys: readonly (PermissionKey | string)[],
  options: { user?: Partial<UserRow>; client?: Partial<ClientRow>; impersonatorId?: number } = {},
): Actor {
  const user = userRow(options.user);
  const session = options.impersonatorId
    ? { id: 's', userId: user.id, impersonatorId: options.impersonatorId, createdAt: new Date(), lastSeenAt: new Date(), expiresAt: new Date(), ip: null, userAgent: null }
    : null;
  return actorOf({ user, session, client: clientRow(options.client), roleKeys });
}
