import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CalculationDefinition } from '@platform/shared/indicators/calculation.schemas';
import type { ChartKind, LocalizedHtml, LocalizedText } from '@platform/shared/indicators/indicator.schemas';
import { createdAt, updatedAt } from '../../platform/db/columns.js';
import { users } from '../../platform/auth/auth.tables.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { tsvector } from '../../platform/db/search-vector.js';

export const indicators = pgTable(
  'indicators',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    key: text('key').notNull(),
    section: text('section').notNull(),
    subsection: text('subsection').notNull(),
    /** The names people read for its section and subsection on the public site (null: made from the path). */
    sectionName: jsonb('section_name').$type<LocalizedText>(),
    subsectionName: jsonb('subsection_name').$type<LocalizedText>(),
    type: text('type').notNull(),
    /** Where the public site shows it: /indicators/<section>/<subsection>/<slug>. */
    path: text('path').notNull(),
    /** For type 'custom': the client's custom indicator component that renders it. */
    customComponent: text('custom_component'),
    name: jsonb('name').$type<{ en: string; fr: string }>().notNull(),
    position: integer('position').notNull().default(0),
    /**
     * How its figures are computed from approved inputs; null for an indicator without figures of its
     * own. Stored as entered and validated when read, so one bad definition cannot stop a whole run.
     */
    calculation: jsonb('calculation').$type<CalculationDefinition>(),
    /** The unit its figures are shown in, per locale (t, t CO₂e, $…); null for a unitless count. */
    unit: jsonb('unit').$type<LocalizedText>(),
    /** How a chart indicator draws its series; null for tables and custom pages. */
    chartKind: text('chart_kind').$type<ChartKind>(),
    /** How the figures are obtained, per locale: HTML sanitised on the server when written. */
    methodology: jsonb('methodology').$type<LocalizedHtml>().notNull().default({ en: null, fr: null }),
    /** Notes shown under the figures, per locale: sanitised HTML as well. */
    notes: jsonb('notes').$type<LocalizedHtml>().notNull().default({ en: null, fr: null }),
    /**
     * What search matches, per language: name and key, methodology and notes, folded and stemmed by the
     * database on every write (search_indicator_vector, from the search_vectors migration).
     */
    searchVectorEn: tsvector('search_vector_en').generatedAlwaysAs(sql`search_indicator_vector('english', 'en', "key", "name", "methodology", "notes")`),
    searchVectorFr: tsvector('search_vector_fr').generatedAlwaysAs(sql`search_indicator_vector('french', 'fr', "key", "name", "methodology", "notes")`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('indicators_client_key_unique').on(table.clientId, table.key),
    uniqueIndex('indicators_client_path_unique').on(table.clientId, table.path),
    index('indicators_search_vector_en_idx').using('gin', table.searchVectorEn),
    index('indicators_search_vector_fr_idx').using('gin', table.searchVectorFr),
  ],
);

export type PrecalculationRunKind = 'full' | 'incremental';
export type PrecalculationError = { indicatorKey: string; message: string };

/** One precalculation: what it covered, what it changed and which indicators it could not compute. */
export const precalculationRuns = pgTable(
  'precalculation_runs',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    kind: text('kind').$type<PrecalculationRunKind>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    indicatorsTouched: integer('indicators_touched').notNull().default(0),
    valuesTouched: integer('values_touched').notNull().default(0),
    errors: jsonb('errors').$type<PrecalculationError[]>().notNull().default([]),
  },
  (table) => [index('precalculation_runs_client_idx').on(table.clientId, table.id)],
);

/**
 * The published figures of an indicator: one row per period (and breakdown node, in `tags`).
 * `revised_at` moves only when the value itself changes, so "revised since publication" means it.
 */
export const indicatorValues = pgTable(
  'indicator_values',
  {
    id: serial('id').primaryKey(),
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => indicators.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    tags: jsonb('tags').$type<Record<string, string>>().notNull().default({}),
    value: numeric('value', { mode: 'number' }),
    notApplicableCount: integer('not_applicable_count').notNull().default(0),
    revisedAt: timestamp('revised_at', { withTimezone: true }).notNull().defaultNow(),
    runId: integer('run_id')
      .notNull()
      .references(() => precalculationRuns.id),
  },
  (table) => [index('indicator_values_indicator_idx').on(table.indicatorId, table.period)],
);

/**
 * Which subjects an indicator's values are computed from, written by every run that computes it: how an
 * approval finds what to recompute. Recorded per subject, not per input: a subject's inputs are all read
 * alike, and a million inputs read by 200 indicators would otherwise be tens of millions of rows to keep
 * in step. The changed inputs' periods then say which of the values to recompute.
 */
export const indicatorDependencies = pgTable(
  'indicator_dependencies',
  {
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => indicators.id, { onDelete: 'cascade' }),
    /** By key, as calculations name subjects: a subject created after the indicator is found all the same. */
    subjectKey: text('subject_key').notNull(),
  },
  (table) => [primaryKey({ columns: [table.indicatorId, table.subjectKey] }), index('indicator_dependencies_subject_idx').on(table.subjectKey)],
);

/**
 * A dated remark on an indicator (spec §3, annotation), in both locales: shown with the indicator
 * when the page or a report asks for it. `period` is the year it speaks of (null: every year).
 */
export const annotations = pgTable(
  'indicator_annotations',
  {
    id: serial('id').primaryKey(),
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => indicators.id, { onDelete: 'cascade' }),
    period: text('period'),
    text: jsonb('text').$type<LocalizedHtml>().notNull(),
    authorId: integer('author_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('indicator_annotations_indicator_idx').on(table.indicatorId, table.period)],
);
