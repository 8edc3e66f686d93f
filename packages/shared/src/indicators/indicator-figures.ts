import type { IndicatorData, IndicatorValueRow } from './indicator.schemas.js';
import type { Locale } from '../i18n/locales.js';

/** The id of the total series: what `data[]` asks for to include it. */
export const TOTAL_SERIES = 'total';

/** One line of figures: the total, or one breakdown node, with its row (or none) per period. */
export interface FigureSeries {
  id: string;
  /** The node's name in the locale; null for the total (whoever shows it names it). */
  name: string | null;
  rows: (IndicatorValueRow | null)[];
}

export interface Figures {
  periods: string[];
  series: FigureSeries[];
}

/** A row's series: the total has no tags; a node is named by its tag keys (one per dimension). */
export function seriesIdOf(row: Pick<IndicatorValueRow, 'tags'>): string {
  const keys = Object.values(row.tags ?? {});
  return keys.length === 0 ? TOTAL_SERIES : keys.join('+');
}

function seriesName(id: string, data: IndicatorData, locale: Locale): string {
  return id
    .split('+')
    .map((key) => data.tags.find((tag) => tag.key === key)?.name[locale] ?? key)
    .join(' · ');
}

/**
 * The figures arranged for a table and a chart (the public indicator page's and the report PDF's): the periods
 * in the server's order and one series per breakdown node (in the order of `data.tags`, then of first
 * appearance), the total last when there is one.
 */
export function arrangeFigures(data: IndicatorData, locale: Locale): Figures {
  const periods = data.columns.length > 0 ? data.columns : [...new Set(data.rows.map((row) => row.period))].sort();
  const ids = [...new Set(data.rows.map(seriesIdOf))];
  const tagOrder = (id: string) => {
    const index = data.tags.findIndex((tag) => tag.key === id.split('+')[0]);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  const nodes = ids.filter((id) => id !== TOTAL_SERIES).sort((a, b) => tagOrder(a) - tagOrder(b));
  const ordered = ids.includes(TOTAL_SERIES) ? [...nodes, TOTAL_SERIES] : nodes;
  // One pass over the rows, not one search per cell: a report arranges the figures of dozens of indicators.
  const firstOf = new Map<string, IndicatorValueRow>();
  for (const row of data.rows) {
    const key = `${seriesIdOf(row)}\u0000${row.period}`;
    if (!firstOf.has(key)) firstOf.set(key, row);
  }
  const series = ordered.map((id) => ({
    id,
    name: id === TOTAL_SERIES ? null : seriesName(id, data, locale),
    rows: periods.map((period) => firstOf.get(`${id}\u0000${period}`) ?? null),
  }));
  return { periods, series };
}

/**
 * The annotations for the periods shown (those for every year included) that have text in the locale, by period
 * (every year's first): what the public indicator page and the report PDF show under the figures.
 */
export function annotationsFor<A extends { period: string | null; text: Partial<Record<Locale, string | null>> }>(
  annotations: readonly A[],
  periods: readonly string[],
  locale: Locale,
): A[] {
  return annotations
    .filter((annotation) => annotation.period === null || periods.includes(annotation.period))
    .filter((annotation) => Boolean(annotation.text[locale]?.trim()))
    .sort((a, b) => (a.period ?? '').localeCompare(b.period ?? ''));
}

