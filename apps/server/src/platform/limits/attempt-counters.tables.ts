import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from '../tenancy/tenancy.tables.js';

/**
 * Attempts counted per key within a fixed window, for every limit of the app: sign-in attempts per (email,
 * address) pair, per email and per address, current-password checks, recovery requests and error reports per
 * address. Keyed by what the caller typed (an email lower-cased, whether or not an account has it), so counting
 * tells nothing about which accounts exist. The table keeps the name it had when it counted sign-ins only.
 */
export const attemptCounters = pgTable(
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
