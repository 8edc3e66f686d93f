import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';

/**
 * The authentication requests sent to the identity provider and not yet answered: a response must be
 * InResponseTo one of them. In the database, so any instance can take the answer to another's request.
 */
export const samlRequests = pgTable(
  'saml_requests',
  {
    id: text('id').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.id] }), index('saml_requests_expires_idx').on(table.expiresAt)],
);

/** Assertions already used to sign in, kept until they expire: each may be used once. */
export const samlUsedAssertions = pgTable(
  'saml_used_assertions',
  {
    id: text('id').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.id] }), index('saml_used_assertions_expires_idx').on(table.expiresAt)],
);
