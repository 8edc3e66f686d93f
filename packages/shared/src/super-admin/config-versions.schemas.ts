import { z } from 'zod';

/**
 * A version's life: a draft is uploaded or edited; a validation that finds no error marks it validated; applying
 * it makes it `updating` while its job runs, then `active` (the one before becomes `superseded`) or `failed`.
 */
export const CONFIG_VERSION_STATUSES = ['draft', 'validated', 'updating', 'active', 'failed', 'superseded'] as const;
export const configVersionStatusSchema = z.enum(CONFIG_VERSION_STATUSES);
export type ConfigVersionStatus = z.infer<typeof configVersionStatusSchema>;

/** A finding of a check: where in the document (`/subjects/energy/fields/tonnes`), its code, and what people read. */
export const configFindingSchema = z.object({ path: z.string(), code: z.string(), message: z.string() });
export type ConfigFinding = z.infer<typeof configFindingSchema>;

export const configVersionSchema = z.object({
  version: z.number().int(),
  status: configVersionStatusSchema,
  base_version: z.number().int().nullable(),
  created_at: z.string(),
  /** The email of who made it; null for the version recorded from the configuration as it stood. */
  created_by: z.string().nullable(),
  applied_at: z.string().nullable(),
  update_errors: z.array(configFindingSchema),
  update_warnings: z.array(configFindingSchema),
});
export type ConfigVersion = z.infer<typeof configVersionSchema>;

export const superAdminClientSchema = z.object({
  client: z.object({
    id: z.number().int(),
    name: z.string(),
    active_version: z.number().int(),
    /** Newest first. */
    versions: z.array(configVersionSchema),
  }),
});
export type SuperAdminClient = z.infer<typeof superAdminClientSchema>;

/** One change between two documents: a keyed path (`/subjects/energy/name/fr`), and the values either side. */
export const configDiffEntrySchema = z.object({
  path: z.string(),
  op: z.enum(['add', 'remove', 'replace']),
  old: z.unknown(),
  new: z.unknown(),
});
export type ConfigDiffEntry = z.infer<typeof configDiffEntrySchema>;

/** What applying a version would do to what already exists. */
export const configImpactSchema = z.object({
  /** Inputs holding a value of a field the version removes. */
  inputs_losing_fields: z.array(z.object({ subject_key: z.string(), field_id: z.string(), inputs: z.number().int() })),
  /** Subjects the version removes (deleted softly, restorable from the deletion log) and their live inputs. */
  subjects_removed: z.array(z.object({ key: z.string(), inputs: z.number().int() })),
  /** Indicators whose calculation the version adds, changes or removes: their figures are recomputed. */
  indicators_recalculated: z.array(z.string()),
  /** Users who lose permission keys they hold today through their roles. */
  users_losing_rights: z.array(z.object({ id: z.number().int(), email: z.string(), permissions: z.array(z.string()) })),
});
export type ConfigImpact = z.infer<typeof configImpactSchema>;

export const configValidationSchema = z.object({
  errors: z.array(configFindingSchema),
  warnings: z.array(configFindingSchema),
  diff: z.array(configDiffEntrySchema),
  impact: configImpactSchema,
});
export type ConfigValidation = z.infer<typeof configValidationSchema>;

/** The error code of a document that cannot be applied (422), its findings in `details.errors` and `details.warnings`. */
export const INVALID_CONFIG = 'INVALID_CONFIG';
