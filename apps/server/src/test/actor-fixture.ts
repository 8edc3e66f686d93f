import type { ClientSettings } from '@platform/shared/clients/client.schemas';
import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import { actorOf, type Actor } from '../platform/auth/actor.js';
import type { UserRow } from '../platform/session/session.service.js';
import type { ClientRow } from '../platform/tenancy/current-client.js';

const SETTINGS: ClientSettings = {
  decimal_delimiter: { admin: { en: '.', fr: ',' } },
  thousands_delimiter: { admin: { en: ',', fr: ' ' } },
  dates: { beginning_of_time: '2000-01-01', end_of_time: '2100-12-31' },
  authentication: {
    user_not_found_message: 'Invalid email or password.',
    mandate_expired_message: 'Your mandate has expired.',
    client_locked_message: 'This site is locked.',
    password_expiry_days: null,
  },
};

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
    passwordHash: null,
    locale: 'en',
    audience: 'private',
    approvalRole: null,
    permissions: {},
    isSuperAdmin: false,
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
