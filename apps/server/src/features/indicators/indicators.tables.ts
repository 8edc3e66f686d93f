import { integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/db/columns.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';

export const indicators = pgTable(
  'indicators',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    key: text('key').notNull(),
    section: text('section').notNull(),
    subsection: text('subsection').notNull(),
    type: text('type').notNull(),
    /** Where the public site shows it: /indicators/<section>/<subsection>/<slug>. */
    path: text('path').notNull(),
    /** For type 'custom': the client's custom indicator component that renders it. */
    customComponent: text('custom_component'),
    name: jsonb('name').$type<{ en: string; fr: string }>().notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('indicators_client_key_unique').on(table.clientId, table.key),
    uniqueIndex('indicators_client_path_unique').on(table.clientId, table.path),
  ],
);
