import { z } from 'zod';
import { idParamSchema, pageParamSchema } from '../http/ids.js';
import { FIELD_TYPES, fieldDefinitionSchema, localizedTextSchema } from '../dynamic-form/field-definition.schemas.js';

/** A template is a draft until published; an archived one sends no new questionnaire and can be restored. */
export const TEMPLATE_STATES = ['draft', 'published', 'archived'] as const;
export type TemplateState = (typeof TEMPLATE_STATES)[number];

/** What moves a template: `publish` (draft → published), `archive` (draft or published → archived), `restore` (archived → the state it was archived from: published if it was ever published, else draft). */
export const TEMPLATE_EVENTS = ['publish', 'archive', 'restore'] as const;
export type TemplateEvent = (typeof TEMPLATE_EVENTS)[number];

/** Limits a template is held to (also answered by GET /templates/config). */
export const TEMPLATE_LIMITS = {
  nameMax: 200,
  sectionsMax: 50,
  fieldsPerSectionMax: 100,
  /** Over every section. */
  fieldsMax: 500,
  choicesPerFieldMax: 200,
  pageSize: 50,
} as const;

/**
 * A section of questions. Field ids are unique over the whole template: answers, comments, previous
 * values and display conditions name a question by its field id alone.
 */
export const templateSectionSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z][a-z0-9_]*$/, 'INVALID'),
  name: localizedTextSchema,
  fields: z.array(fieldDefinitionSchema).max(TEMPLATE_LIMITS.fieldsPerSectionMax),
});
export type TemplateSection = z.infer<typeof templateSectionSchema>;

/** What an editor sends to create or save a template. `updated_at` (on save) is the template as it was read. */
export const templateBodySchema = z.object({
  name: localizedTextSchema,
  sections: z.array(templateSectionSchema).max(TEMPLATE_LIMITS.sectionsMax),
  updated_at: z.string().optional(),
  /** Saving a template questionnaires use makes a new version: sent once the impact preview was confirmed. */
  confirm_version_change: z.boolean().optional(),
});
export type TemplateBody = z.infer<typeof templateBodySchema>;

export const templateAbilitiesSchema = z.object({
  update: z.boolean(),
  delete: z.boolean(),
  duplicate: z.boolean(),
  publish: z.boolean(),
  archive: z.boolean(),
  restore: z.boolean(),
  /** Send questionnaires from it (a published template, to a caller who manages questionnaires). */
  send: z.boolean(),
});
export type TemplateAbilities = z.infer<typeof templateAbilitiesSchema>;

export const templateSchema = z.object({
  id: z.number().int(),
  name: localizedTextSchema,
  state: z.enum(TEMPLATE_STATES),
  /** Goes up when a save changes the questions of a template questionnaires use (a published version never changes). */
  version: z.number().int(),
  sections: z.array(templateSectionSchema),
  /** Questionnaires sent from it, every version. */
  questionnaires_count: z.number().int(),
  updated_at: z.string(),
  abilities: templateAbilitiesSchema,
});
export type Template = z.infer<typeof templateSchema>;

/** A template in a list: everything but its questions. */
export const templateSummarySchema = templateSchema.omit({ sections: true }).extend({ fields_count: z.number().int() });
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const templateIdParams = z.object({ id: idParamSchema });

export const templateListQuerySchema = z.object({
  page: pageParamSchema.optional(),
  /** Matches either name. */
  q: z.string().trim().max(200).optional(),
  state: z.enum(TEMPLATE_STATES).optional(),
});

export const templateTransitionBodySchema = z.object({ event: z.enum(TEMPLATE_EVENTS) });

/**
 * What a new version would do to the answers of the questionnaires that use the template (the
 * VERSION_CHANGE error's `impact`): answers that carry over, questions that are new, and answers dropped
 * because their question was removed or changed type. Dropped answers stay in each questionnaire's history.
 */
export const versionImpactSchema = z.object({
  /** Open questionnaires (not approved) that would move to the new version. */
  questionnaires: z.number().int(),
  carried: z.array(z.object({ field_id: z.string(), answers: z.number().int() })),
  added: z.array(z.object({ field_id: z.string() })),
  dropped: z.array(z.object({ field_id: z.string(), reason: z.enum(['removed', 'type_changed']), answers: z.number().int() })),
});
export type VersionImpact = z.infer<typeof versionImpactSchema>;

/** GET /templates/config: what an editor offers. */
export const templateConfigSchema = z.object({
  field_types: z.array(z.enum(FIELD_TYPES)),
  events: z.array(z.enum(TEMPLATE_EVENTS)),
  states: z.array(z.enum(TEMPLATE_STATES)),
  limits: z.object({
    name_max: z.number().int(),
    sections_max: z.number().int(),
    fields_per_section_max: z.number().int(),
    fields_max: z.number().int(),
    choices_per_field_max: z.number().int(),
  }),
});
export type TemplateConfig = z.infer<typeof templateConfigSchema>;
