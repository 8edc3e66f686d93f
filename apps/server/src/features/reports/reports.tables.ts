import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedHtml, LocalizedText } from '@platform/shared/indicators/indicator.schemas';
import type { ReportOrientation, ReportPartDisplay, ReportPartType } from '@platform/shared/reports/reports.schemas';
import { users } from '../../platform/auth/auth.tables.js';
import { createdAt } from '../../platform/db/columns.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';

/**
 * A report (spec §3): its options, its owner, and once published the edition's stamp. `version` goes up at
 * every change of the report or of its figures' copy (what a rendered PDF is kept for); `updated_at` is what a
 * save must carry to be taken (a report changed since is refused), always written by the server to the
 * millisecond so it reads back exactly as it was sent.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    dateStart: date('date_start', { mode: 'string' }).notNull(),
    dateEnd: date('date_end', { mode: 'string' }).notNull(),
    orientation: text('orientation').$type<ReportOrientation>().notNull(),
    /** Tag dimension (root key) → the node the figures are for; empty: the totals. */
    defaultTags: jsonb('default_tags').$type<Record<string, string>>().notNull().default({}),
    showIndicatorAnnotations: boolean('show_indicator_annotations').notNull().default(false),
    showIndicatorHtmlData: boolean('show_indicator_html_data').notNull().default(false),
    /** Its figures are the copy in report_figures (taken at `frozen_at`), not the current published ones. */
    exactIndicatorsCopy: boolean('exact_indicators_copy').notNull().default(false),
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The client's one public summary (the site header's report PDF): at most one per client. */
    publicSummary: boolean('public_summary').notNull().default(false),
    /** The published figures' version the edition was published with (the latest precalculation run). */
    dataVersion: text('data_version'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('reports_client_updated_idx').on(table.clientId, table.updatedAt),
    uniqueIndex('reports_client_public_summary_unique').on(table.clientId).where(sql`${table.publicSummary}`),
  ],
);

/** A page of a report, at its position (0 first). */
export const reportPages = pgTable(
  'report_pages',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [index('report_pages_report_idx').on(table.reportId, table.position)],
);

/** A part of a page, at its position in the page: only the fields of its type are kept (see reportPartBodySchema). */
export const reportParts = pgTable(
  'report_parts',
  {
    id: serial('id').primaryKey(),
    // The report too, so a save finds every part of the report at once (a part may move to another page).
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => reportPages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').$type<ReportPartType>().notNull(),
    indicatorKey: text('indicator_key'),
    display: text('display').$type<ReportPartDisplay>(),
    html: jsonb('html').$type<LocalizedHtml>(),
  },
  (table) => [index('report_parts_report_idx').on(table.reportId), index('report_parts_page_idx').on(table.pageId, table.position)],
);

/** Who a report is shared with: they read it and download its PDF. */
export const reportShares = pgTable(
  'report_shares',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.reportId, table.userId] }), index('report_shares_user_idx').on(table.userId)],
);

/**
 * A frozen report's copy of the published figures of its indicators (every period and breakdown node, so a
 * change of its period or tags shows figures of the same moment), as they were at the report's `frozen_at`.
 */
export const reportFigures = pgTable(
  'report_figures',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    indicatorKey: text('indicator_key').notNull(),
    period: text('period').notNull(),
    tags: jsonb('tags').$type<Record<string, string>>().notNull().default({}),
    value: numeric('value', { mode: 'number' }),
    notApplicableCount: integer('not_applicable_count').notNull().default(0),
    revisedAt: timestamp('revised_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('report_figures_report_idx').on(table.reportId, table.indicatorKey)],
);

/**
 * A report's PDF in one language, as last asked for: made for the report's `version` and, for a report
 * following the published figures, their `figures_version` ('' for a frozen report, whose copy never moves).
 * One row per report and language: asking for a newer version replaces the row (and its file) and queues
 * the rendering again; a PDF is never rendered twice for the same versions.
 */
export const reportPdfs = pgTable(
  'report_pdfs',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<'en' | 'fr'>().notNull(),
    version: integer('version').notNull(),
    figuresVersion: text('figures_version').notNull(),
    state: text('state').$type<'queued' | 'rendering' | 'done' | 'failed'>().notNull(),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    storageKey: text('storage_key'),
    size: integer('size'),
    /** Why it could not be made (state failed): `{ code, message }`. */
    failure: jsonb('failure').$type<{ code: string; message: string }>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('report_pdfs_report_locale_unique').on(table.reportId, table.locale)],
);
