import { z } from 'zod';
import { idParamSchema, pageParamSchema } from '../http/ids.js';

export const IMPORT_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];
export const importStateSchema = z.enum(IMPORT_STATES);

/** What happened to an import, in its history. */
export const IMPORT_EVENTS = ['queued', 'started', 'done', 'failed', 'cancel_requested', 'cancelled'] as const;
export type ImportEvent = (typeof IMPORT_EVENTS)[number];

/**
 * Column header → what the column holds: a field id (`<field id>:<locale>` for a localized text field), a tag
 * dimension key, `period`, `row_key`, `justification`, or `ignore`.
 */
export const importMappingSchema = z.record(z.string().max(500), z.string().max(200)).refine((mapping) => Object.keys(mapping).length <= 500, {
  message: 'At most 500 columns may be mapped.',
});
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** Errors of one code on one field, with the rows they are on as ranges: `4-9, 12`. */
export const importErrorGroupSchema = z.object({
  code: z.string(),
  /** The field id, tag dimension or `period`; null for a row-level problem (DUPLICATED, READ_ONLY). */
  field: z.string().nullable(),
  rows: z.string(),
  count: z.number().int(),
  /** In the language of whoever made the import. */
  message: z.string(),
});
export type ImportErrorGroup = z.infer<typeof importErrorGroupSchema>;

export const IMPORT_CHANGE_KINDS = ['created', 'updated', 'conflict'] as const;
export const importChangeSchema = z.object({
  /** The row of the file (1 is the header row). */
  row: z.number().int(),
  input_id: z.number().int().optional(),
  field: z.string(),
  old: z.unknown(),
  new: z.unknown(),
  /** `conflict`: the cell changed on the server since the file was made; reported, not written. */
  kind: z.enum(IMPORT_CHANGE_KINDS),
  /** The server's value now, for a conflict. */
  server: z.unknown().optional(),
});
export type ImportChange = z.infer<typeof importChangeSchema>;

export const importCountsSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  conflicts: z.number().int(),
  errors: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** How each column of the file was read: its header, where the mapping sends it, and why. */
export const importColumnSchema = z.object({
  header: z.string(),
  target: z.string(),
  /** `sent`: the caller's mapping; `remembered`: the subject's last mapping; `hidden`: the file's own ids; `id`, `name`, `fuzzy`: matched; `none`. */
  matched_by: z.enum(['sent', 'remembered', 'hidden', 'id', 'name', 'fuzzy', 'none']),
});
export type ImportColumn = z.infer<typeof importColumnSchema>;

export const importSchema = z.object({
  id: z.number().int(),
  subject: z.object({ key: z.string(), name: z.object({ en: z.string(), fr: z.string() }) }),
  file_name: z.string(),
  dry_run: z.boolean(),
  only_valid: z.boolean(),
  state: importStateSchema,
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  mapping: importMappingSchema,
  columns: z.array(importColumnSchema),
  counts: importCountsSchema,
  errors: z.array(importErrorGroupSchema),
  changes: z.array(importChangeSchema),
  /** More changes than `changes` lists (the counts hold them all). */
  changes_truncated: z.boolean(),
  /** Why it failed, in the language of whoever made it. */
  failure: z.string().nullable(),
  history: z.array(z.object({ at: z.string(), by: z.string().nullable(), event: z.enum(IMPORT_EVENTS) })),
  created_at: z.string(),
  created_by: z.string().nullable(),
  finished_at: z.string().nullable(),
  abilities: z.object({ cancel: z.boolean(), delete: z.boolean(), report: z.boolean() }),
});
export type Import = z.infer<typeof importSchema>;

const booleanText = z
  .enum(['true', 'false'])
  .transform((text) => text === 'true');

/** The text fields of the multipart `POST /api/import` (the file travels in `file`). */
export const importFormSchema = z.object({
  subject: z.string().min(1).max(100),
  dry_run: booleanText,
  only_valid: booleanText.optional(),
  mapping: z
    .string()
    .max(64_000)
    .optional()
    .transform((text, context) => {
      if (text === undefined || text.trim() === '') return undefined;
      try {
        const parsed = importMappingSchema.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
      } catch {
        // Reported below.
      }
      context.addIssue({ code: 'custom', message: 'The mapping is a JSON object of column headers to targets.' });
      return z.NEVER;
    }),
});
export type ImportForm = z.output<typeof importFormSchema>;

export const importListQuerySchema = z.object({
  subject: z.string().max(100).optional(),
  page: pageParamSchema.optional(),
});

export const importTemplateQuerySchema = z.object({
  subject: z.string().min(1).max(100),
  period: z.string().min(1).max(20),
  locale: z.enum(['en', 'fr']).optional(),
});

export const importIdParams = z.object({ id: idParamSchema });

/** Imports per page of the history. */
export const IMPORT_PAGE_SIZE = 25;
