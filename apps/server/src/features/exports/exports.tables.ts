import { isNull } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ExportBody, ExportState } from '@platform/shared/exports/exports.schemas';
import { users } from '../../platform/auth/auth.tables.js';
import { createdAt, updatedAt } from '../../platform/db/columns.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';

/**
 * One export: what was asked for, its durable job's state and progress, and once done its file in the file
 * storage (`storage_key`), kept until the export is deleted.
 */
export const exports = pgTable(
  'exports',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    request: jsonb('request').$type<ExportBody>().notNull(),
    state: text('state').$type<ExportState>().notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key'),
    size: integer('size'),
    rows: integer('rows'),
    /** A reason code and its parameters, shown in the reader's language. */
    failure: jsonb('failure').$type<{ code: string; [parameter: string]: unknown } | null>(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * When its author deleted it (its file is removed then): it is no one's to read any more, its job stops, but
     * it still counts towards the client's exports of the day, so deleting exports does not lift the daily limit.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('exports_client_created_idx').on(table.clientId, table.createdAt)],
);

/** An export its author has not deleted: the only ones read, run, swept or counted as queued or running. */
export const notDeleted = isNull(exports.deletedAt);
