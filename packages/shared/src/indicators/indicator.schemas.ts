import { z } from 'zod';
import { attachedFileSchema } from '../files/files.schemas.js';
import { richTextHtmlSchema } from '../rich-text/html-allow-list.js';
import { calculationDefinitionSchema } from './calculation.schemas.js';
import { localizedTextSchema } from '../dynamic-form/field-definition.schemas.js';

// Names per locale are the same shape everywhere: the dynamic form's.
export { localizedTextSchema, type LocalizedText } from '../dynamic-form/field-definition.schemas.js';

/** Rich text per locale: HTML as the server stored it (sanitised), null where a locale has none. */
export const localizedHtmlSchema = z.object({ en: z.string().nullable(), fr: z.string().nullable() });
export type LocalizedHtml = z.infer<typeof localizedHtmlSchema>;

/** What an editor sends for rich text per locale; the server sanitises it (null or empty: none). */
export const localizedHtmlInputSchema = z.object({ en: richTextHtmlSchema.nullable(), fr: richTextHtmlSchema.nullable() });

export const INDICATOR_TYPES = ['chart', 'table', 'custom'] as const;
export const indicatorTypeSchema = z.enum(INDICATOR_TYPES);
export type IndicatorType = z.infer<typeof indicatorTypeSchema>;

/** How a chart indicator draws its series (ECharts series types, stacked bars being bars on one stack). */
export const CHART_KINDS = ['line', 'bar', 'stacked_bar', 'area', 'pie'] as const;
export const chartKindSchema = z.enum(CHART_KINDS);
export type ChartKind = z.infer<typeof chartKindSchema>;

/** Keys and path segments: lower-case letters, digits and underscores, as the demo's keys are. */
export const indicatorKeySchema = z.string().trim().regex(/^[a-z0-9_]{1,100}$/);
export const indicatorPathSchema = z
  .string()
  .trim()
  .regex(/^\/indicators\/[a-z0-9_]{1,100}\/[a-z0-9_]{1,100}\/[a-z0-9_]{1,100}$/);

/**
 * One published figure: a period (a year), its value (null when it cannot be computed, a ratio over
 * zero), the breakdown node it is for (`tags`: dimension key → tag key; absent for the total), when
 * it last changed, and how many inputs said "not applicable" instead of a value.
 */
export const indicatorValueRowSchema = z.object({
  period: z.string(),
  value: z.number().nullable(),
  tags: z.record(z.string(), z.string()).optional(),
  revised_at: z.string(),
  not_applicable: z.number().int(),
});
export type IndicatorValueRow = z.infer<typeof indicatorValueRowSchema>;

/** An indicator's figures: its periods in order (`columns`), its rows, and the names of the tags rows are broken down by. */
export const indicatorDataSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(indicatorValueRowSchema),
  tags: z.array(z.object({ key: z.string(), dimension: z.string(), name: localizedTextSchema })),
});
export type IndicatorData = z.infer<typeof indicatorDataSchema>;

/** An annotation (spec §3): a remark on the indicator for one year (or every year, period null), in both locales. */
export const annotationSchema = z.object({
  id: z.number().int(),
  period: z.string().nullable(),
  text: localizedHtmlSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Annotation = z.infer<typeof annotationSchema>;

export const annotationBodySchema = z.object({
  annotation: z.object({
    period: z
      .string()
      .trim()
      .regex(/^\d{4}$/)
      .nullable(),
    text: localizedHtmlInputSchema,
  }),
});
export type AnnotationBody = z.infer<typeof annotationBodySchema>;

/** GET /services/indicators/{key}: the indicator with its figures and everything shown around them. */
export const indicatorSchema = z.object({
  /** The record id files are attached to (`record_type: 'indicator'`). */
  id: z.number().int(),
  key: z.string(),
  path: z.string(),
  section: z.string(),
  subsection: z.string(),
  name: localizedTextSchema,
  type: indicatorTypeSchema,
  custom: z.string().nullable(),
  unit: localizedTextSchema.nullable(),
  chart_kind: chartKindSchema.nullable(),
  calculation: calculationDefinitionSchema.nullable(),
  data: indicatorDataSchema,
  methodology: localizedHtmlSchema,
  notes: localizedHtmlSchema,
  annotations: z.array(annotationSchema),
  attachments: z.array(attachedFileSchema),
  /** When its newest value last changed; null before its first precalculation. */
  revised_at: z.string().nullable(),
  /** When the report year was published: values revised after it are marked "revised". */
  published_at: z.string().nullable(),
  /**
   * The last day the latest published edition covers (`yyyy-MM-dd`); null before the first. Periods of a later
   * year are provisional.
   */
  published_through: z.string().nullable(),
  /** The periods of `data` that are provisional (their year is after `published_through`'s), in `data`'s order. */
  provisional_periods: z.array(z.string()),
  /**
   * The client hides provisional periods from public visitors and this caller is one: `data` and `annotations`
   * leave them out (and `provisional_periods` is then empty).
   */
  hidden_provisional: z.boolean(),
  /** What the caller may do with it (the back-office shows only what it may). */
  abilities: z.object({ update: z.boolean(), annotate: z.boolean() }),
});
export type Indicator = z.infer<typeof indicatorSchema>;

/** GET /services/indicators/{key} query: which periods (`columns[]`) and breakdown nodes (`data[]`, tag keys; `total` for the total) to include. */
export const indicatorQuerySchema = z.object({
  columns: z.array(z.string().max(20)).max(200).optional(),
  data: z.array(z.string().max(100)).max(200).optional(),
});

/** PUT /services/indicators/{key}: creates the indicator with that key, or changes it. */
export const indicatorBodySchema = z.object({
  indicator: z.object({
    path: indicatorPathSchema,
    name: z.object({ en: z.string().trim().min(1).max(200), fr: z.string().trim().min(1).max(200) }),
    type: indicatorTypeSchema,
    unit: z.object({ en: z.string().trim().max(40), fr: z.string().trim().max(40) }).nullable(),
    chart_kind: chartKindSchema.nullable(),
    /**
     * For type 'custom': the client's custom indicator component that renders the page (a name its package
     * registers). Left out, a changed indicator keeps the one it has.
     */
    custom_component: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_]*$/)
      .max(100)
      .nullable()
      .optional(),
    calculation: calculationDefinitionSchema.nullable(),
    methodology: localizedHtmlInputSchema,
    notes: localizedHtmlInputSchema,
  }),
});
export type IndicatorBody = z.infer<typeof indicatorBodySchema>;
