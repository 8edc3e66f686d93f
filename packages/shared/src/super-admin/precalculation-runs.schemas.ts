import { z } from 'zod';
import { pageParamSchema } from '../http/ids.js';

/** A full run recomputes every indicator with a calculation; an incremental one those a change concerns. */
export const PRECALCULATION_RUN_KINDS = ['full', 'incremental'] as const;
export const precalculationRunKindSchema = z.enum(PRECALCULATION_RUN_KINDS);
export type PrecalculationRunKind = z.infer<typeof precalculationRunKindSchema>;

/** Runs shown per page, by default and at most. */
export const PRECALCULATION_RUNS_PAGE_SIZE = 20;
export const PRECALCULATION_RUNS_MAX_PAGE_SIZE = 100;

export const precalculationRunsQuerySchema = z.object({
  page: pageParamSchema.default(1),
  per_page: z.coerce.number().int().min(1).max(PRECALCULATION_RUNS_MAX_PAGE_SIZE).default(PRECALCULATION_RUNS_PAGE_SIZE),
});

/** An indicator a run could not compute (it kept its previous values); an empty key for the run as a whole. */
export const precalculationRunErrorSchema = z.object({ indicator_key: z.string(), message: z.string() });
export type PrecalculationRunError = z.infer<typeof precalculationRunErrorSchema>;

/** One precalculation run, as the super administrator's list shows it. */
export const precalculationRunSchema = z.object({
  id: z.number().int(),
  kind: precalculationRunKindSchema,
  started_at: z.string(),
  /** Null while it runs (or when its process died before it finished). */
  finished_at: z.string().nullable(),
  /** Milliseconds from start to finish; null while it runs. */
  duration: z.number().int().nullable(),
  indicators_touched: z.number().int(),
  values_touched: z.number().int(),
  errors: z.array(precalculationRunErrorSchema),
});
export type PrecalculationRunView = z.infer<typeof precalculationRunSchema>;

/** One page of the client's runs, newest first. */
export const precalculationRunListSchema = z.object({
  runs: z.array(precalculationRunSchema),
  /** Runs of the client, all pages together. */
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type PrecalculationRunList = z.infer<typeof precalculationRunListSchema>;

/** The answer to "Subjects: precalculate": the job that will run the full precalculation. */
export const precalculationQueuedSchema = z.object({ job_id: z.string() });
export type PrecalculationQueued = z.infer<typeof precalculationQueuedSchema>;
