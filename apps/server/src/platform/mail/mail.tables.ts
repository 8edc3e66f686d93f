import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.js';
import { clients } from '../tenancy/tenancy.tables.js';

/** Every email the platform sends; without SMTP this is where they wait to be read. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  clientId: integer('client_id').references(() => clients.id),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  transport: text('transport').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  createdAt: createdAt(),
});
