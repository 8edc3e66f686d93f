import { index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../db/columns.js';
import { users } from '../auth/auth.tables.js';
import { clients } from '../tenancy/tenancy.tables.js';

/**
 * Tags: hierarchical dimensions inputs are entered for (organisation → site). Each dimension is a
 * tree whose root's key is the dimension's key (depth 0); an input carries, per dimension of its
 * subject, one node at the subject's depth. A user acts for some nodes and everything under them.
 */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    key: text('key').notNull(),
    /** The key of the dimension's root (the root's own key for a root). */
    dimension: text('dimension').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => tags.id),
    depth: integer('depth').notNull(),
    name: jsonb('name').$type<{ en: string; fr: string }>().notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('tags_client_key_unique').on(table.clientId, table.key), index('tags_parent_idx').on(table.parentId)],
);

/** The tag nodes a user acts for: the row-level scope of every data rule. */
export const userTags = pgTable(
  'user_tags',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tagId] })],
);
