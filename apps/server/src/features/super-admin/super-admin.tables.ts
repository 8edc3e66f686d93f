import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/auth.tables.js';
import { createdAt } from '../../platform/db/columns.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';

/** A finding of a configuration check: where in the document, what kind, and what people read. */
export type ConfigFindingRow = { path: string; code: string; message: string };

/**
 * One version of a client's whole configuration (the typed document of config-document.schemas.ts).
 * `base_version` is the active version the draft was made from: applying it is refused once another
 * version became active since. At most one version of a client is `active`; the rest keep what they were.
 */
export const clientConfigVersions = pgTable(
  'client_config_versions',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    version: integer('version').notNull(),
    status: text('status').notNull(),
    baseVersion: integer('base_version'),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    updateErrors: jsonb('update_errors').$type<ConfigFindingRow[]>().notNull().default([]),
    updateWarnings: jsonb('update_warnings').$type<ConfigFindingRow[]>().notNull().default([]),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('client_config_versions_client_version_unique').on(table.clientId, table.version)],
);

/**
 * What a super administrator (or a configuration version) deleted: the entity and its key, who and when,
 * and a snapshot of the record and of what depended on it, from which it is restored whole. Deleting is
 * soft (the record is archived, nothing under it is removed), so restoring brings everything back.
 */
export const deletionLogs = pgTable(
  'deletion_logs',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    entity: text('entity').notNull(),
    key: text('key').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    deletedById: integer('deleted_by_id').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    restoredById: integer('restored_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('deletion_logs_client_idx').on(table.clientId, table.id)],
);

/**
 * A merge, move or rename of tag nodes: its dry run's counts, then the job re-tagging what it concerns.
 * `state`: dry_run (counted only), queued, running, done, failed.
 */
export const tagMigrations = pgTable(
  'tag_migrations',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    kind: text('kind').notNull(),
    fromKey: text('from_key').notNull(),
    toKey: text('to_key').notNull(),
    dryRun: boolean('dry_run').notNull(),
    state: text('state').notNull(),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    failure: text('failure'),
    jobId: text('job_id'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('tag_migrations_client_idx').on(table.clientId, table.id)],
);

/**
 * A users sync from a directory file: the rows read from it (validated when uploaded), its dry run's or
 * job's counts and row errors, and why it failed. `state`: dry_run, queued, running, done, failed.
 */
export const userSyncs = pgTable(
  'user_syncs',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    dryRun: boolean('dry_run').notNull(),
    state: text('state').notNull(),
    fileName: text('file_name').notNull(),
    rows: jsonb('rows').$type<Record<string, unknown>[]>().notNull().default([]),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    rowErrors: jsonb('row_errors').$type<Record<string, unknown>[]>().notNull().default([]),
    failure: text('failure'),
    jobId: text('job_id'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('user_syncs_client_idx').on(table.clientId, table.id)],
);
