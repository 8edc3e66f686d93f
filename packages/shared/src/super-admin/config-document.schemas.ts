import { z } from 'zod';
import { clientSettingsSchema } from '../clients/client.schemas.js';
import { fieldDefinitionSchema, localizedTextSchema } from '../dynamic-form/field-definition.schemas.js';
import { subjectTagDimensionSchema } from '../data-collection/subjects.schemas.js';
import { calculationDefinitionSchema } from '../indicators/calculation.schemas.js';
import { chartKindSchema, indicatorPathSchema, indicatorTypeSchema } from '../indicators/indicator.schemas.js';

/** The shape of the document this version of the platform reads and writes. */
export const CONFIG_DOCUMENT_FORMAT = 1;

/** Keys of sections, subjects and tag nodes: what URLs and calculations name them by. */
const keySchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'INVALID');

export const configSectionSchema = z.object({ key: keySchema, name: localizedTextSchema, position: z.number().int() });
export type ConfigSection = z.infer<typeof configSectionSchema>;

export const configSubjectSchema = z.object({
  key: keySchema,
  section: keySchema,
  name: localizedTextSchema,
  fields: z.array(fieldDefinitionSchema).max(500),
  tag_dimensions: z.array(subjectTagDimensionSchema).max(5),
  periods: z.array(z.string().regex(/^\d{4}$/, 'INVALID')).max(100),
  variation_threshold: z.number().min(0).max(100000).nullable(),
  approval_levels: z.union([z.literal(1), z.literal(2)]),
  position: z.number().int(),
});
export type ConfigSubject = z.infer<typeof configSubjectSchema>;

/** A node of a tag tree with the nodes under it, in their order; a tree's root is a dimension. */
export interface ConfigTagNode {
  key: string;
  name: { en: string; fr: string };
  children: ConfigTagNode[];
}
export const configTagNodeSchema: z.ZodType<ConfigTagNode> = z.lazy(() =>
  z.object({ key: keySchema, name: localizedTextSchema, children: z.array(configTagNodeSchema).max(10_000) }),
);

export const configIndicatorSchema = z.object({
  key: z.string().regex(/^[a-z0-9_]{1,100}$/, 'INVALID'),
  path: indicatorPathSchema,
  name: localizedTextSchema,
  section_name: localizedTextSchema.nullable(),
  subsection_name: localizedTextSchema.nullable(),
  type: indicatorTypeSchema,
  custom_component: z.string().nullable(),
  unit: localizedTextSchema.nullable(),
  chart_kind: chartKindSchema.nullable(),
  calculation: calculationDefinitionSchema.nullable(),
  position: z.number().int(),
});
export type ConfigIndicator = z.infer<typeof configIndicatorSchema>;

export const configRoleSchema = z.object({ name: z.string().trim().min(1).max(100), permissions: z.array(z.string()).max(500) });
export type ConfigRole = z.infer<typeof configRoleSchema>;

/**
 * A client's whole configuration as one typed document: its settings, sections, subjects with their fields,
 * tag dimensions, periods and approval levels, tag trees, indicators with their calculations, and roles.
 * What people write (methodology, notes, annotations, yearly content) and data (inputs, users) are not in it.
 * Lists are keyed (sections, subjects, indicators and tag nodes by key, roles by name): a diff names them so.
 */
export const configDocumentSchema = z.object({
  format: z.literal(CONFIG_DOCUMENT_FORMAT),
  settings: clientSettingsSchema,
  sections: z.array(configSectionSchema).max(1000),
  subjects: z.array(configSubjectSchema).max(5000),
  tags: z.array(configTagNodeSchema).max(100),
  indicators: z.array(configIndicatorSchema).max(5000),
  roles: z.array(configRoleSchema).max(1000),
});
export type ConfigDocument = z.infer<typeof configDocumentSchema>;
