import { z } from 'zod';
import { defineCall, defineContract } from '../http/contract.js';
import { localizedTextSchema } from '../indicators/indicator.schemas.js';

/** One thing found: an indicator (its public page) or a subject (its back-office page, for those who may see it). */
export const searchResultSchema = z.object({
  kind: z.enum(['indicator', 'subject']),
  key: z.string(),
  name: localizedTextSchema,
  /** Where it is read: the indicator's public path, or the subject's back-office page. */
  path: z.string(),
  /** A few words around the match, as plain text. */
  excerpt: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** GET /search (spec §7): full-text search in the caller's language over indicators, subjects and their texts. */
export const searchContract = defineContract('search', 'Full-text search over indicators, subjects and their texts.', {
  search: defineCall({
    method: 'GET',
    path: '/search',
    summary: "Searches indicators and subjects in the caller's language.",
    query: z.object({ q: z.string().trim().max(200), locale: z.enum(['en', 'fr']).optional() }),
    response: z.object({ results: z.array(searchResultSchema) }),
  }),
});
