import { z } from 'zod';
import { calculationDefinitionSchema } from './calculation.schemas.js';

/** One entry of the indicator list preloaded into every page (spec §3). */
export const indicatorListItemSchema = z.object({
  key: z.string(),
  path: z.string(),
  type: z.enum(['chart', 'table', 'custom']),
  /** For custom indicators: which of the client's custom indicator components renders it. */
  custom: z.string().nullable(),
  name: z.object({ en: z.string(), fr: z.string() }),
  /** The names of its section and subsection, when the client gave them (else made from the path). */
  section_name: z.object({ en: z.string(), fr: z.string() }).nullable().optional(),
  subsection_name: z.object({ en: z.string(), fr: z.string() }).nullable().optional(),
});
export type IndicatorListItem = z.infer<typeof indicatorListItemSchema>;

/** A list entry with what the back-office's list shows of it: its calculation and when its figures last changed. */
export const indicatorSummarySchema = indicatorListItemSchema.extend({
  calculation: calculationDefinitionSchema.nullable(),
  revised_at: z.string().nullable(),
});
export type IndicatorSummary = z.infer<typeof indicatorSummarySchema>;
