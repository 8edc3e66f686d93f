import { z } from 'zod';
import { idSchema, int4Schema, pageParamSchema } from '../http/ids.js';
import { formValuesSchema, notApplicableSchema } from '../dynamic-form/field-definition.schemas.js';
import { BULK_ITEM_CODES, INPUT_ACTIONS, INPUT_BULK_LIMIT, INPUT_MAX_PAGE_SIZE, INPUT_PAGE_SIZE, INPUT_STATES } from './input-states.js';

export const inputStateSchema = z.enum(INPUT_STATES);
export const inputActionSchema = z.enum(INPUT_ACTIONS);

/** An input's tag leaves, one per dimension of its subject: `{ organisation: 'alu_nord_alma' }`. */
export const inputTagsSchema = z.record(z.string(), z.string());

export const inputAbilitiesSchema = z.object({
  edit: z.boolean(),
  submit: z.boolean(),
  preapprove: z.boolean(),
  approve: z.boolean(),
  refuse: z.boolean(),
  delete: z.boolean(),
});
export type InputAbilities = z.infer<typeof inputAbilitiesSchema>;

const userRefSchema = z.object({ id: z.number(), email: z.string() });

export const inputSchema = z.object({
  id: z.number(),
  subject_key: z.string(),
  period: z.string(),
  tags: inputTagsSchema,
  values: formValuesSchema,
  not_applicable: notApplicableSchema,
  state: inputStateSchema,
  lock_version: z.number().int(),
  justification: z.string().nullable(),
  refusal_reason: z.string().nullable(),
  updated_at: z.string(),
  updated_by: userRefSchema.nullable(),
  abilities: inputAbilitiesSchema,
});
export type Input = z.infer<typeof inputSchema>;

/** One change kept in an input's history: who (and who was impersonating), when, what changed. */
export const inputHistoryEntrySchema = z.object({
  id: z.number(),
  action: inputActionSchema,
  from_state: inputStateSchema.nullable(),
  to_state: inputStateSchema.nullable(),
  /** Values before and after, by field id (only the fields that changed). */
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  justification: z.string().nullable(),
  refusal_reason: z.string().nullable(),
  lock_version: z.number().int(),
  user: userRefSchema.nullable(),
  impersonator: userRefSchema.nullable(),
  /** A decision by someone who entered or changed the input, which the client allows in a one-person organisation. */
  self_approval: z.boolean(),
  at: z.string(),
});
export type InputHistoryEntry = z.infer<typeof inputHistoryEntrySchema>;

/** One input with its history and last year's approved values for the same tags. */
export const inputDetailSchema = z.object({
  input: inputSchema,
  history: z.array(inputHistoryEntrySchema),
  previous: z.object({ period: z.string(), values: formValuesSchema }).nullable(),
});

export const inputListQuerySchema = z.object({
  period: z.string().optional(),
  state: inputStateSchema.optional(),
  /** Matches tag leaf keys and names, and the text of values. */
  q: z.string().trim().max(200).optional(),
  page: pageParamSchema.default(1),
  per_page: z.coerce.number().int().min(1).max(INPUT_MAX_PAGE_SIZE).default(INPUT_PAGE_SIZE),
});

export const inputListSchema = z.object({
  inputs: z.array(inputSchema),
  /** Inputs matching the filters, all pages together. */
  total: z.number().int(),
  /** Of those, how many are refused. */
  refused: z.number().int(),
});
export type InputList = z.infer<typeof inputListSchema>;

const justificationSchema = z.string().trim().max(5000).nullable().optional();

export const createInputBodySchema = z.object({
  period: z.string(),
  tags: inputTagsSchema,
  values: formValuesSchema,
  not_applicable: notApplicableSchema.optional(),
  /** Accepts a VARIATION_EXCEEDED warning; travels with the values through approval and export. */
  justification: justificationSchema,
  /** Submits for approval instead of keeping a draft. */
  submit: z.boolean().optional(),
});
export type CreateInputBody = z.infer<typeof createInputBodySchema>;

export const updateInputBodySchema = z.object({
  lock_version: z.number().int(),
  values: formValuesSchema,
  not_applicable: notApplicableSchema.optional(),
  justification: justificationSchema,
  submit: z.boolean().optional(),
});
export type UpdateInputBody = z.infer<typeof updateInputBodySchema>;

export const createInputResponseSchema = z.object({
  input: inputSchema,
  /** The next subject the caller still owes data for, to go on with. */
  nextSubject: z.object({ key: z.string(), name: z.object({ en: z.string(), fr: z.string() }) }).nullable(),
});

const idsSchema = z.array(idSchema).min(1).max(INPUT_BULK_LIMIT);

/** Each approval is bound to the version the approver saw: `lock_versions[i]` goes with `ids[i]`. */
export const approveInputsBodySchema = z
  .object({ ids: idsSchema, lock_versions: z.array(int4Schema).max(INPUT_BULK_LIMIT) })
  .refine((body) => body.ids.length === body.lock_versions.length, { message: 'INVALID', path: ['lock_versions'] });

export const refuseInputsBodySchema = z
  .object({ ids: idsSchema, lock_versions: z.array(int4Schema).max(INPUT_BULK_LIMIT), reason: z.string().trim().min(1, 'BLANK').max(5000) })
  .refine((body) => body.ids.length === body.lock_versions.length, { message: 'INVALID', path: ['lock_versions'] });

export const deleteInputsBodySchema = z.object({ ids: idsSchema });

/** A bulk action's result, one per input: its new state (or deleted), or the code it failed with (see BULK_ITEM_CODES). */
export const bulkResultsSchema = z.object({
  results: z.array(
    z.union([
      z.object({ id: z.number(), state: inputStateSchema }),
      z.object({ id: z.number(), deleted: z.literal(true) }),
      z.object({ id: z.number(), code: z.enum(BULK_ITEM_CODES) }),
    ]),
  ),
});
export type BulkResults = z.infer<typeof bulkResultsSchema>;
