import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ImportChange, ImportColumn, ImportCounts, ImportEvent, ImportMapping, ImportState } from '@platform/shared/imports/imports.schemas';

/** Errors of one code on one column, as stored: the message is written when read, in the reader's language. */
export interface StoredErrorGroup {
  code: string;
  field: string | null;
  fieldName: { en: string; fr: string } | null;
  rows: string;
  count: number;
}
import { users } from '../../platform/auth/auth.tables.js';
import { createdAt, updatedAt } from '../../platform/db/columns.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';

/** A row's problems, by the row of the file: what the error report's added column says. */
export type RowProblems = Record<string, { code: string; field: string | null }[]>;

/**
 * One upload of a spreadsheet into a subject: a dry run or an import, run as a durable job. The file stays in
 * the file storage under `storage_key` (the error report is the same sheet with a column added) until the
 * import is deleted from the history.
 */
export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    subjectKey: text('subject_key').notNull(),
    /** The subject's name when the import was made (the history reads well after a subject is renamed or archived). */
    subjectName: jsonb('subject_name').$type<{ en: string; fr: string }>().notNull(),
    fileName: text('file_name').notNull(),
    format: text('format').$type<'xlsx' | 'csv'>().notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    dryRun: boolean('dry_run').notNull(),
    onlyValid: boolean('only_valid').notNull().default(false),
    state: text('state').$type<ImportState>().notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull().default({}),
    columns: jsonb('columns').$type<ImportColumn[]>().notNull().default([]),
    counts: jsonb('counts').$type<ImportCounts>().notNull(),
    errors: jsonb('errors').$type<StoredErrorGroup[]>().notNull().default([]),
    changes: jsonb('changes').$type<ImportChange[]>().notNull().default([]),
    changesTruncated: boolean('changes_truncated').notNull().default(false),
    rowProblems: jsonb('row_problems').$type<RowProblems>().notNull().default({}),
    /** A reason code (`import-messages.ts`) and its parameters, shown in the reader's language. */
    failure: jsonb('failure').$type<{ code: string; [parameter: string]: unknown } | null>(),
    history: jsonb('history').$type<{ at: string; by: string | null; event: ImportEvent }[]>().notNull().default([]),
    locale: text('locale').$type<'en' | 'fr'>().notNull(),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    /** The durable job running it: a queued or running import whose job has ended otherwise is marked failed when read. */
    jobId: text('job_id'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('imports_client_created_idx').on(table.clientId, table.createdAt)],
);

/** The last mapping confirmed for a subject: header (normalised) → target, offered again for the next file. */
export const importMappings = pgTable(
  'import_mappings',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    subjectKey: text('subject_key').notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.subjectKey] })],
);
