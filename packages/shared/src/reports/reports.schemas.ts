import { z } from 'zod';
import { idParamSchema, idSchema, pageParamSchema } from '../http/ids.js';
import { localizedTextSchema } from '../dynamic-form/field-definition.schemas.js';
import { indicatorDataSchema, indicatorKeySchema, localizedHtmlInputSchema, localizedHtmlSchema } from '../indicators/indicator.schemas.js';

export const REPORT_ORIENTATIONS = ['portrait', 'landscape'] as const;
export type ReportOrientation = (typeof REPORT_ORIENTATIONS)[number];

/** What a page is made of (spec §3: pages with index and parts). */
export const REPORT_PART_TYPES = ['indicator', 'text', 'key_figures', 'page_break'] as const;
export type ReportPartType = (typeof REPORT_PART_TYPES)[number];

/** How an indicator part shows its figures. */
export const REPORT_PART_DISPLAYS = ['chart', 'table', 'both'] as const;
export type ReportPartDisplay = (typeof REPORT_PART_DISPLAYS)[number];

/** A report's title and text parts are short enough to read on a page; its pages many enough for a yearly report. */
export const REPORT_TITLE_MAX = 200;
export const REPORT_MAX_PAGES = 200;
export const REPORT_MAX_PARTS_PER_PAGE = 50;
/** Reports per page of the list. */
export const REPORT_PAGE_SIZE = 50;

/** A page's or part's id in a saved report: a number; a new one sent by an editor carries `NEW` (spec §3). */
export const reportItemIdSchema = z.union([idSchema, z.string().max(100).regex(/NEW/)]);
export type ReportItemId = z.infer<typeof reportItemIdSchema>;
export const isNewItemId = (id: ReportItemId): id is string => typeof id === 'string';

/** A calendar day, yyyy-MM-dd (2021-02-30 is not one): INVALID_DATE otherwise. */
export const isCalendarDay = (text: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'INVALID_DATE', abort: true })
  .refine(isCalendarDay, 'INVALID_DATE');

/**
 * A part as an editor sends it: which fields count depends on its type, the others are dropped when it is saved.
 * - `indicator`: `indicator_key` and `display` (chart, table or both), both required.
 * - `text`: `html` in both languages (sanitised by the server; null where a language has no text).
 * - `key_figures`: one indicator's figure for the report's last year, shown large with its unit (`indicator_key`
 *   required; `html` an optional caption). Several in a row make a band of key figures.
 * - `page_break`: nothing else.
 */
export const reportPartBodySchema = z.object({
  id: reportItemIdSchema,
  index: z.number().int().min(0).max(REPORT_MAX_PARTS_PER_PAGE),
  type: z.enum(REPORT_PART_TYPES),
  indicator_key: indicatorKeySchema.nullable().optional(),
  display: z.enum(REPORT_PART_DISPLAYS).nullable().optional(),
  html: localizedHtmlInputSchema.nullable().optional(),
});
export type ReportPartBody = z.infer<typeof reportPartBodySchema>;

export const reportPageBodySchema = z.object({
  id: reportItemIdSchema,
  index: z.number().int().min(0).max(REPORT_MAX_PAGES),
  parts: z.array(reportPartBodySchema).max(REPORT_MAX_PARTS_PER_PAGE),
});
export type ReportPageBody = z.infer<typeof reportPageBodySchema>;

/**
 * `POST /api/reports` and `PUT /api/reports/{id}`: the report's fields. Emptiness of a title, the order of the
 * dates and the indicators' existence are checked by the server (422 INVALID_RECORD with the field's details), so
 * an editor's draft is never refused wholesale by the shape alone. A PUT carries the `updated_at` it was read
 * with: a report changed since answers 409 STATE_CHANGED.
 */
export const reportBodySchema = z.object({
  title: z.object({ en: z.string().max(REPORT_TITLE_MAX), fr: z.string().max(REPORT_TITLE_MAX) }),
  date_start: isoDateSchema,
  date_end: isoDateSchema,
  orientation: z.enum(REPORT_ORIENTATIONS),
  /** Which node the figures are for, per tag dimension: root key → leaf key (none: the totals). */
  default_tags: z.record(z.string().max(100), z.string().max(100)),
  show_indicator_annotations: z.boolean(),
  show_indicator_html_data: z.boolean(),
  exact_indicators_copy: z.boolean(),
  pages: z.array(reportPageBodySchema).max(REPORT_MAX_PAGES),
  updated_at: z.string().optional(),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

export const reportPartSchema = z.object({
  id: z.number().int(),
  index: z.number().int(),
  type: z.enum(REPORT_PART_TYPES),
  indicator_key: z.string().nullable().optional(),
  display: z.enum(REPORT_PART_DISPLAYS).nullable().optional(),
  html: localizedHtmlSchema.nullable().optional(),
});
export type ReportPart = z.infer<typeof reportPartSchema>;

export const reportPageSchema = z.object({ id: z.number().int(), index: z.number().int(), parts: z.array(reportPartSchema) });
export type ReportPage = z.infer<typeof reportPageSchema>;

const userRefSchema = z.object({ id: z.number().int(), email: z.string() });

/** The rendering of a report's PDF in one language (extra to the shape: what the editor shows). */
export const REPORT_RENDER_STATES = ['none', 'queued', 'rendering', 'done', 'failed'] as const;
export type ReportRenderState = (typeof REPORT_RENDER_STATES)[number];

export const reportSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  date_start: z.string(),
  date_end: z.string(),
  orientation: z.enum(REPORT_ORIENTATIONS),
  default_tags: z.record(z.string(), z.string()),
  show_indicator_annotations: z.boolean(),
  show_indicator_html_data: z.boolean(),
  exact_indicators_copy: z.boolean(),
  users: z.array(userRefSchema),
  owner: userRefSchema.nullable(),
  published_at: z.string().nullable(),
  public_summary: z.boolean(),
  /** The approved data's version the published edition was stamped with (null before publishing). */
  data_version: z.string().nullable(),
  /** When its figures were last copied (a frozen report's), null while it follows the approved figures. */
  frozen_at: z.string().nullable(),
  pages: z.array(reportPageSchema),
  updated_at: z.string(),
  abilities: z.object({ update: z.boolean(), delete: z.boolean(), share: z.boolean(), publish: z.boolean(), duplicate: z.boolean() }),
});
export type Report = z.infer<typeof reportSchema>;

/** A report in the list: everything but its pages. */
export const reportSummarySchema = reportSchema.omit({ pages: true }).extend({ pages_count: z.number().int() });
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const reportIdParams = z.object({ id: idParamSchema });
export const reportPageParams = z.object({ report_id: idParamSchema, id: idParamSchema });
export const reportListQuerySchema = z.object({
  page: pageParamSchema.optional(),
  /** Matches either title. */
  q: z.string().trim().max(200).optional(),
});

/** An indicator part's figures as the report shows them (the report's period range, its default tags). */
export const reportPartFiguresSchema = z.object({
  indicator_key: z.string(),
  name: localizedTextSchema,
  unit: localizedTextSchema.nullable(),
  chart_kind: z.string().nullable(),
  data: indicatorDataSchema,
  methodology: localizedHtmlSchema.nullable(),
  notes: localizedHtmlSchema.nullable(),
  annotations: z.array(z.object({ period: z.string().nullable(), text: localizedHtmlSchema })),
});
export type ReportPartFigures = z.infer<typeof reportPartFiguresSchema>;

/** `GET /api/reports/{report_id}/pages/{id}`: a page with its parts and, for indicator parts, their figures. */
export const reportPageWithFiguresSchema = reportPageSchema.extend({
  parts: z.array(reportPartSchema.extend({ figures: reportPartFiguresSchema.nullable() })),
});
export type ReportPageWithFigures = z.infer<typeof reportPageWithFiguresSchema>;

export const reportShareBodySchema = z.object({ user_ids: z.array(idSchema).max(500) });
export const reportPublishBodySchema = z.object({ public_summary: z.boolean() });

/** `POST /api/reports/{id}/refresh`: the figures that changed when a frozen report took the current approved ones. */
export const reportRefreshSchema = z.object({
  report: reportSchema,
  changed: z.array(z.object({ indicator_key: z.string(), period: z.string(), old: z.number().nullable(), new: z.number().nullable() })),
});

export const reportPdfQuerySchema = z.object({ locale: z.enum(['en', 'fr']).default('en') });
/** `GET /api/reports/{id}/pdf` while the PDF of the report's current version is being made: 202 with this. */
export const reportPdfPendingSchema = z.object({
  state: z.enum(['queued', 'rendering']),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
});
