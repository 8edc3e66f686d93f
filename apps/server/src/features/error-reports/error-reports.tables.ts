import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { users } from '../../platform/auth/auth.tables.js';

export const frontendErrors = pgTable(
  'frontend_errors',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').references(() => clients.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    stack: text('stack'),
    url: text('url'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    /** The sender's address, to limit how many reports one address may store. */
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [index('frontend_errors_ip_idx').on(table.ip, table.createdAt)],
);
