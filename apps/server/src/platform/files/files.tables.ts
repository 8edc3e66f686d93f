import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.js';
import { createdAt } from '../db/columns.js';
import { clients } from '../tenancy/tenancy.tables.js';

/**
 * Uploaded files: the bytes are in the file storage under `storage_key`; the
 * row says whose they are. `oid` is what the API shows (random, unguessable);
 * the record columns stay empty until the file is attached to a record.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    oid: text('oid').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /** The sanitised original name (no folder, quotes replaced), shown and offered on download. */
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    /** Decided from the content and the extension, never taken from the browser. */
    contentType: text('content_type').notNull(),
    recordType: text('record_type'),
    recordId: text('record_id'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('files_oid_unique').on(table.oid),
    uniqueIndex('files_storage_key_unique').on(table.storageKey),
    index('files_record_idx').on(table.clientId, table.recordType, table.recordId),
    index('files_uploaded_by_idx').on(table.uploadedBy, table.createdAt),
  ],
);
