import type { Locale } from '@platform/shared/i18n/locales';
import type { Indicator } from '@platform/shared/indicators/indicator.schemas';
import { FIGURES_LICENCE, INDICATOR_CSV_TEXTS, type IndicatorCsvTexts } from './indicator-csv.texts.js';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** Spreadsheets read a UTF-8 file as such (accents included) only when it starts with this mark. */
const BYTE_ORDER_MARK = '\uFEFF';

export const csvFileName = (key: string) => `${key}.csv`;

/**
 * A cell as a spreadsheet reads it back: text starting with = + - @ (or a tab or carriage return) would be
 * taken for a formula, so it gets a leading apostrophe; a cell holding a comma, a quote or a line break is
 * quoted, its quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (cells: readonly (string | number | null)[]) => cells.map(csvCell).join(',');

/**
 * An indicator's figures as CSV, in one language: a block saying what they are (name, source, unit, the
 * public page with the methodology, last revision, licence), a blank line, then one row per figure
 * (period, breakdown node, value, unit). When some periods are provisional (after the latest published edition),
 * a status column says which figures are; a file without any keeps its four columns.
 */
export function indicatorCsv(indicator: Indicator, options: { locale: Locale; source: string; pageUrl: string }): string {
  const texts = INDICATOR_CSV_TEXTS[options.locale];
  const unit = indicator.unit?.[options.locale] ?? '';
  const names = new Map(indicator.data.tags.map((tag) => [tag.key, tag.name[options.locale]]));
  const nodeName = (tags: Record<string, string> | undefined) => {
    const keys = Object.values(tags ?? {});
    return keys.length === 0 ? texts.total : keys.map((key) => names.get(key) ?? key).join(' / ');
  };
  const lines = [
    line([texts.indicator, indicator.name[options.locale]]),
    line([texts.source, options.source]),
    line([texts.unit, unit]),
    line([texts.methodology, options.pageUrl]),
    line([texts.revisedAt, indicator.revised_at?.slice(0, 10) ?? '']),
    line([texts.licence, FIGURES_LICENCE]),
    '',
    ...figureLines(indicator, texts, unit, nodeName),
  ];
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}

function figureLines(
  indicator: Indicator,
  texts: IndicatorCsvTexts,
  unit: string,
  nodeName: (tags: Record<string, string> | undefined) => string,
): string[] {
  const provisional = new Set(indicator.provisional_periods);
  if (provisional.size === 0) {
    return [line([texts.period, texts.breakdown, texts.value, texts.unit]), ...indicator.data.rows.map((row) => line([row.period, nodeName(row.tags), row.value, unit]))];
  }
  return [
    line([texts.period, texts.breakdown, texts.value, texts.unit, texts.status]),
    ...indicator.data.rows.map((row) => line([row.period, nodeName(row.tags), row.value, unit, provisional.has(row.period) ? texts.provisional : ''])),
  ];
}
