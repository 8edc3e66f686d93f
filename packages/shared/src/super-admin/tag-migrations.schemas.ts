import { z } from 'zod';
import { pageParamSchema } from '../http/ids.js';

/**
 * What a tag migration does to a node `from`: merge it into the node `to` (same dimension and depth; what named
 * `from` then names `to`, and `from` leaves the tree), move it under the parent `to` (its descendants follow), or
 * rename its key to `to` (unused so far).
 */
export const TAG_MIGRATION_KINDS = ['merge', 'move', 'rename'] as const;
export const tagMigrationKindSchema = z.enum(TAG_MIGRATION_KINDS);
export type TagMigrationKind = z.infer<typeof tagMigrationKindSchema>;

/** dry_run: counted only; queued → running → done, or failed with nothing changed. */
export const TAG_MIGRATION_STATES = ['dry_run', 'queued', 'running', 'done', 'failed'] as const;
export const tagMigrationStateSchema = z.enum(TAG_MIGRATION_STATES);
export type TagMigrationState = z.infer<typeof tagMigrationStateSchema>;

/** States whose job has yet to finish: the screen reads the list again while one is there. */
export const UNFINISHED_TAG_MIGRATION_STATES: readonly TagMigrationState[] = ['queued', 'running'];

/** A tag node's key, as tag trees name them. */
export const TAG_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
export const TAG_KEY_MAX = 100;

const nodeKeySchema = z.string().trim().min(1, 'BLANK').max(TAG_KEY_MAX);

/** POST /services/super_admin/tooling_tags_migrations. */
export const tagMigrationBodySchema = z.object({
  kind: tagMigrationKindSchema,
  from: nodeKeySchema,
  to: nodeKeySchema,
  /** True: count what the migration concerns and change nothing. */
  dry_run: z.boolean(),
});
export type TagMigrationBody = z.infer<typeof tagMigrationBodySchema>;

/**
 * What a migration concerns: inputs re-tagged (or whose tags' parent moves), users whose tags change, reports
 * and questionnaires naming the nodes, nodes moved under another parent, and live inputs that would collide
 * with an input already there (a merge is refused while there is one).
 */
export const tagMigrationCountsSchema = z.object({
  inputs: z.number().int(),
  users: z.number().int(),
  reports: z.number().int(),
  questionnaires: z.number().int(),
  nodes: z.number().int(),
  conflicts: z.number().int(),
});
export type TagMigrationCounts = z.infer<typeof tagMigrationCountsSchema>;

export const tagMigrationSchema = z.object({
  id: z.number().int(),
  kind: tagMigrationKindSchema,
  from: z.string(),
  to: z.string(),
  dry_run: z.boolean(),
  state: tagMigrationStateSchema,
  counts: tagMigrationCountsSchema,
  /** Why it failed (nothing was changed then). */
  failure: z.string().nullable(),
  created_at: z.string(),
  /** The email of the super administrator who asked for it (null once their account is gone). */
  created_by: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type TagMigration = z.infer<typeof tagMigrationSchema>;

export const TAG_MIGRATIONS_PAGE_SIZE = 20;
export const TAG_MIGRATIONS_MAX_PAGE_SIZE = 100;

export const tagMigrationsQuerySchema = z.object({
  page: pageParamSchema.default(1),
  per_page: z.coerce.number().int().min(1).max(TAG_MIGRATIONS_MAX_PAGE_SIZE).default(TAG_MIGRATIONS_PAGE_SIZE),
});

export const tagMigrationListSchema = z.object({
  migrations: z.array(tagMigrationSchema),
  /** The client's migrations, all pages together. */
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type TagMigrationList = z.infer<typeof tagMigrationListSchema>;

/** A live input a merge would give the tags of another live input (the merge is refused while there is one). */
export const tagMigrationConflictSchema = z.object({
  input_id: z.number().int(),
  /** The input already carrying those tags. */
  target_input_id: z.number().int(),
  /** The subject's key. */
  subject: z.string(),
  period: z.string(),
});
export type TagMigrationConflict = z.infer<typeof tagMigrationConflictSchema>;

/** What creating a migration answers: it, and for a merge the inputs that would collide (at most TAG_MIGRATION_CONFLICTS_LISTED). */
export const tagMigrationCreatedSchema = z.object({ migration: tagMigrationSchema, conflicts: z.array(tagMigrationConflictSchema) });
export type TagMigrationCreated = z.infer<typeof tagMigrationCreatedSchema>;

/** The most conflicting inputs a refusal lists (its count says how many there are in all). */
export const TAG_MIGRATION_CONFLICTS_LISTED = 100;

/**
 * Why a migration is refused (422 INVALID_RECORD), in `details.from`, `details.to` or `details.conflicts`:
 * UNKNOWN node, ROOT (a dimension itself), SAME_NODE, OTHER_DIMENSION, OTHER_DEPTH (`depth` expected),
 * CYCLE (moving a node under itself or its descendant), SAME_PARENT, TAKEN (a rename to a used key),
 * INVALID (a key's form), MIGRATION_RUNNING (in `base`), CONFLICT (one per conflicting input).
 */
export const TAG_MIGRATION_ERRORS = [
  'UNKNOWN',
  'ROOT',
  'SAME_NODE',
  'OTHER_DIMENSION',
  'OTHER_DEPTH',
  'CYCLE',
  'SAME_PARENT',
  'TAKEN',
  'INVALID',
  'MIGRATION_RUNNING',
  'CONFLICT',
] as const;
export type TagMigrationError = (typeof TAG_MIGRATION_ERRORS)[number];
