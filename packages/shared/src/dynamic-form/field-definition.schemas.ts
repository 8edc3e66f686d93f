import { z } from 'zod';

/** A text in each available locale. */
export const localizedTextSchema = z.object({ en: z.string(), fr: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** The ten field types of spec §3. */
export const FIELD_TYPES = ['date', 'text', 'files', 'editor', 'number', 'string', 'radio', 'checkbox', 'dropdown', 'multidropdown'] as const;
export const fieldTypeSchema = z.enum(FIELD_TYPES);
export type FieldType = z.infer<typeof fieldTypeSchema>;

/** Types whose value is one or several of the field's choices. */
export const CHOICE_FIELD_TYPES: readonly FieldType[] = ['radio', 'checkbox', 'dropdown', 'multidropdown'];

export const fieldChoiceSchema = z.object({
  key: z.string().min(1).max(100),
  name: localizedTextSchema,
  /** Choices are listed by this position, per locale (spec §5). */
  position: z.object({ en: z.number().int(), fr: z.number().int() }),
});
export type FieldChoice = z.infer<typeof fieldChoiceSchema>;

/**
 * One field of a dynamic form (spec §3): subjects' input forms and questionnaires are made of these.
 * A `localized` text field holds one value per locale; `display` shows the field only while the value
 * of the field named `key` is one of `for`.
 */
export const fieldDefinitionSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z][a-z0-9_]*$/, 'INVALID'),
  name: localizedTextSchema,
  type: fieldTypeSchema,
  localized: z.boolean().default(false),
  required: z.boolean().default(false),
  display: z.object({ key: z.string(), for: z.array(z.string()).min(1) }).nullable().optional(),
  choices: z.array(fieldChoiceSchema).optional(),
  /** Number fields: the unit shown beside the value (e.g. "t", "MWh"), per locale. */
  unit: localizedTextSchema.nullable().optional(),
  /** Number fields: the most decimals a value may carry. */
  decimals: z.number().int().min(0).max(10).optional(),
  /** Number fields: the smallest value accepted (e.g. 0 for quantities that cannot be negative); none means no bound. */
  min: z.number().optional(),
  /** Help shown under the field, per locale. */
  help: localizedTextSchema.nullable().optional(),
});
export type FieldDefinition = z.infer<typeof fieldDefinitionSchema>;

/** A file attached to a value of a `files` field (spec §3, attached file). */
export const attachedFileSchema = z.object({ oid: z.string(), name: z.string(), url: z.string() });
export type AttachedFile = z.infer<typeof attachedFileSchema>;

/**
 * What a field may hold, by type: number → a JSON number; string, text, editor → a string (or
 * `{en, fr}` when localized); date → 'yyyy-MM-dd'; radio, dropdown → a choice key; checkbox →
 * a list of choice keys (or a boolean when the field has no choices); multidropdown → a list of
 * choice keys; files → attached files. `null` means no value (zero is a value, and stays distinct).
 */
export const fieldValueSchema = z.union([
  z.number(),
  z.string(),
  z.boolean(),
  localizedTextSchema,
  z.array(z.string()),
  z.array(attachedFileSchema),
  z.null(),
]);
export type FieldValue = z.infer<typeof fieldValueSchema>;

/** A form's values, by field id. */
export const formValuesSchema = z.record(z.string(), fieldValueSchema);
export type FormValues = z.infer<typeof formValuesSchema>;

/** Fields marked "not applicable", by field id, each with the reason given instead of a value. */
export const notApplicableSchema = z.record(z.string(), z.string().trim().min(1).max(1000));
export type NotApplicable = z.infer<typeof notApplicableSchema>;
