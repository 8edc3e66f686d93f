import { z } from 'zod';
import { idSchema } from '../http/ids.js';
import { fieldDefinitionSchema, localizedTextSchema } from '../dynamic-form/field-definition.schemas.js';

export const sectionRefSchema = z.object({ key: z.string(), name: localizedTextSchema });

/**
 * A subject's data progress for its open period, as the subjects list shows it: a contributor's own
 * share to a contributor, the whole subject's to anyone else.
 */
export const subjectProgressSchema = z.object({
  period: z.string().nullable(),
  /** Inputs expected: one per tag leaf the subject's contributors act for. */
  available: z.number().int(),
  /** Expected inputs not yet submitted. */
  remaining: z.number().int(),
  /** True when the subject takes no entry now (no open period, or no contributor). */
  disabled: z.boolean(),
  /** How many users may enter data for it. */
  available_users: z.number().int(),
});
export type SubjectProgress = z.infer<typeof subjectProgressSchema>;

export const subjectAbilitiesSchema = z.object({
  enter: z.boolean(),
  approve: z.boolean(),
  preapprove: z.boolean(),
  configure: z.boolean(),
  /** Follow the subject's progress (who owes what): its progress page opens. */
  progress: z.boolean(),
});
export type SubjectAbilities = z.infer<typeof subjectAbilitiesSchema>;

export const subjectListItemSchema = z.object({
  key: z.string(),
  name: localizedTextSchema,
  section: sectionRefSchema,
  progress: subjectProgressSchema,
  abilities: subjectAbilitiesSchema,
});
export type SubjectListItem = z.infer<typeof subjectListItemSchema>;

export const tagLeafSchema = z.object({ key: z.string(), name: localizedTextSchema });
export type TagLeaf = z.infer<typeof tagLeafSchema>;

/**
 * A tag dimension a subject's inputs carry (e.g. organisation → site), with `depth` the level of the
 * tree inputs are entered at (1: organisations, 2: their sites).
 */
export const subjectTagDimensionSchema = z.object({ key: z.string(), depth: z.number().int().min(1).max(5) });
/** The most tag dimensions a subject's inputs carry. */
export const MAX_TAG_DIMENSIONS = 5;
export type SubjectTagDimension = z.infer<typeof subjectTagDimensionSchema>;

const periodSchema = z.string().regex(/^\d{4}$/, 'INVALID');

export const subjectSchema = z.object({
  key: z.string(),
  name: localizedTextSchema,
  section: sectionRefSchema,
  fields: z.array(fieldDefinitionSchema),
  /** Each dimension with the leaves the caller may act for (every leaf, for who configures). */
  tag_dimensions: z.array(z.object({ key: z.string(), depth: z.number().int(), name: localizedTextSchema, leaves: z.array(tagLeafSchema) })),
  periods: z.array(periodSchema),
  /** The period open for entry: the last of `periods`. */
  open_period: periodSchema.nullable(),
  variation_threshold: z.number().nullable(),
  approval_levels: z.union([z.literal(1), z.literal(2)]),
  contributors: z.array(z.object({ id: z.number(), email: z.string() })),
  abilities: subjectAbilitiesSchema,
});
export type Subject = z.infer<typeof subjectSchema>;

/** What an administrator sets on a subject (PUT /subjects/{key}). */
export const subjectConfigurationBodySchema = z.object({
  name: localizedTextSchema.refine((name) => name.en.trim() !== '' && name.fr.trim() !== '', 'BLANK'),
  section_key: z.string().min(1),
  fields: z.array(fieldDefinitionSchema).max(200),
  tag_dimensions: z.array(subjectTagDimensionSchema).max(MAX_TAG_DIMENSIONS),
  periods: z.array(periodSchema).max(100),
  variation_threshold: z.number().min(0).max(100000).nullable(),
  approval_levels: z.union([z.literal(1), z.literal(2)]),
  contributor_ids: z.array(idSchema).max(10000),
});
export type SubjectConfigurationBody = z.infer<typeof subjectConfigurationBodySchema>;

/** The sections subjects are grouped in, for the configuration screen. */
export const sectionSchema = z.object({ key: z.string(), name: localizedTextSchema, position: z.number().int() });
