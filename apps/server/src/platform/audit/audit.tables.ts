import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.js';
import { clients } from '../tenancy/tenancy.tables.js';
import { users } from '../auth/auth.tables.js';

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: integer('client_id').references(() => clients.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    recordType: text('record_type'),
    recordId: text('record_id'),
    ip: text('ip'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_logs_action_ip_idx').on(table.action, table.ip, table.createdAt),
    index('audit_logs_record_idx').on(table.recordType, table.recordId),
  ],
);
