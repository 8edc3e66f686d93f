import type { Report, ReportPage, ReportPageWithFigures, ReportPart, ReportPartFigures, ReportSummary } from '@platform/shared/reports/reports.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { abilitiesFor } from '../../platform/permissions/policy.js';
import { factsOf, type ReportPageRows, type ReportPartRow, type ReportRecord } from './report-rows.service.js';
import { reportsPolicy } from './reports.policy.js';

const ABILITIES = ['update', 'delete', 'share', 'publish', 'duplicate'] as const;

/** A report's own fields as every answer shows them, without its pages and the caller's abilities. */
export function reportFields(record: ReportRecord): Omit<Report, 'pages' | 'abilities'> {
  const { row } = record;
  return {
    id: row.id,
    title: row.title,
    date_start: row.dateStart,
    date_end: row.dateEnd,
    orientation: row.orientation,
    default_tags: row.defaultTags,
    show_indicator_annotations: row.showIndicatorAnnotations,
    show_indicator_html_data: row.showIndicatorHtmlData,
    exact_indicators_copy: row.exactIndicatorsCopy,
    users: record.users,
    owner: record.owner,
    published_at: row.publishedAt?.toISOString() ?? null,
    public_summary: row.publicSummary,
    data_version: row.dataVersion,
    frozen_at: row.frozenAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export const reportAbilities = (actor: Actor, record: ReportRecord): Report['abilities'] => abilitiesFor(reportsPolicy, actor, ABILITIES, factsOf(record));

/** A part with only the fields of its type. */
export function presentPart(part: ReportPartRow): ReportPart {
  const showsIndicator = part.type === 'indicator' || part.type === 'key_figures';
  return {
    id: part.id,
    index: part.position,
    type: part.type,
    indicator_key: showsIndicator ? part.indicatorKey : null,
    display: part.type === 'indicator' ? part.display : null,
    html: part.type === 'text' || part.type === 'key_figures' ? part.html : null,
  };
}

export const presentPage = (page: ReportPageRows): ReportPage => ({ id: page.id, index: page.position, parts: page.parts.map(presentPart) });

/** A page whose indicator and key-figures parts carry their figures (by indicator key; none for a part of an indicator gone since). */
export function presentPageWithFigures(page: ReportPageRows, figures: ReadonlyMap<string, ReportPartFigures>): ReportPageWithFigures {
  return {
    id: page.id,
    index: page.position,
    parts: page.parts.map((part) => {
      const shown = presentPart(part);
      return { ...shown, figures: shown.indicator_key ? (figures.get(shown.indicator_key) ?? null) : null };
    }),
  };
}

/** A report as its calls answer it, with what the caller may do to it. */
export function presentReport(actor: Actor, record: ReportRecord, pages: readonly ReportPageRows[]): Report {
  return { ...reportFields(record), pages: pages.map(presentPage), abilities: reportAbilities(actor, record) };
}

/** A report in the list: its fields and how many pages it has. */
export function presentSummary(actor: Actor, record: ReportRecord, pagesCount: number): ReportSummary {
  return { ...reportFields(record), pages_count: pagesCount, abilities: reportAbilities(actor, record) };
}
