import { boolean, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ClientSettings } from '@platform/shared/clients/client.schemas';
import { createdAt, updatedAt } from '../db/columns.js';

export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  locked: boolean('locked').notNull().default(false),
  maintenance: boolean('maintenance').notNull().default(false),
  settings: jsonb('settings').$type<ClientSettings>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
