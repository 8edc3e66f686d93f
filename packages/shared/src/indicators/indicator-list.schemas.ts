import { z } from 'zod';

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
