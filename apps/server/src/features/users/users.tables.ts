import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/auth.tables.js';
import { createdAt } from '../../platform/db/columns.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';

/** What changed in one save of a user's or a role's rights, in the terms the history shows. */
export type PermissionChange = {
  /** Permission keys, role names, tag keys or fields: each list only when something moved. */
  added?: string[];
  removed?: string[];
  /** Fields set to a new value (approval role, audience, mandate, name of a role…): before and after. */
  fields?: Record<string, { before: unknown; after: unknown }>;
};

/**
 * The history of permission changes (who changed what, when): one row per save that changed a user's
 * roles, organisations, approval role, audience or mandate, or a role's name, permissions or members.
 */
export const permissionChanges = pgTable(
  'permission_changes',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /** Who saved (the impersonated user while impersonating: the impersonator is kept beside). */
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: text('target_type').$type<'user' | 'role'>().notNull(),
    targetId: integer('target_id').notNull(),
    /** What the change was about, in words, kept when the user or role is gone (their email or name). */
    targetLabel: text('target_label').notNull(),
    change: jsonb('change').$type<PermissionChange>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('permission_changes_target_idx').on(table.clientId, table.targetType, table.targetId)],
);
