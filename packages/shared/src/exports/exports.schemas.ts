import { z } from 'zod';
import { idParamSchema, pageParamSchema } from '../http/ids.js';
import { INPUT_STATES } from '../data-collection/input-states.js';
import { EXPORT_MAX_CHOICES } from './export-limits.js';

export const EXPORT_KINDS = ['inputs', 'indicators'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

const keys = z.array(z.string().min(1).max(100)).max(EXPORT_MAX_CHOICES);

/** `POST /api/export`: what to export. Empty or missing lists mean everything the caller may see. */
export const exportBodySchema = z.object({
  kind: z.enum(EXPORT_KINDS),
  subjects: keys.optional(),
  indicators: keys.optional(),
  periods: z.array(z.string().min(1).max(20)).max(EXPORT_MAX_CHOICES).optional(),
  tags: keys.optional(),
  states: z.array(z.enum(INPUT_STATES)).max(INPUT_STATES.length).optional(),
  format: z.enum(EXPORT_FORMATS),
  locale: z.enum(['en', 'fr']),
});
export type ExportBody = z.infer<typeof exportBodySchema>;

export const exportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(EXPORT_KINDS),
  format: z.enum(EXPORT_FORMATS),
  locale: z.enum(['en', 'fr']),
  state: z.enum(EXPORT_STATES),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  file_name: z.string(),
  /** Data rows written (the header not counted), once done. */
  rows: z.number().int().nullable(),
  /** Where the finished file is read (null until done). */
  download_url: z.string().nullable(),
  /** What was asked for, as sent. */
  request: exportBodySchema,
  /** Why it failed, in the language of whoever asked for it. */
  failure: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  finished_at: z.string().nullable(),
  abilities: z.object({ download: z.boolean(), delete: z.boolean() }),
});
export type Export = z.infer<typeof exportSchema>;

export const exportIdParams = z.object({ id: idParamSchema });
export const exportListQuerySchema = z.object({ page: pageParamSchema.optional() });
