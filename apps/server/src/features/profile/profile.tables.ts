import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { users } from '../../platform/auth/auth.tables.js';

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Failed sign-ins counted per key within a fixed window: per (email, address)
 * pair to throttle, per email to slow down and alert, per address to stop
 * spraying. Keyed by the email as typed (lower-cased), whether or not an
 * account has it, so counting tells nothing about which accounts exist.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.key] }), index('sign_in_failures_window_idx').on(table.windowStartedAt)],
);
