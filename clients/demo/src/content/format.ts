import type { Locale } from './types.js';

/** Narrow no-break space: French thousands separator and the space before ; ! ? (U+202F). */
export const NNBSP = '\u202f';
/** No-break space: French space before : and %, and between a number and its unit (U+00A0). */
export const NBSP = '\u00a0';

/**
 * Formats a figure the way the site does: English `1,234.5`, French `1 234,5` with a narrow
 * no-break space. Written out rather than Intl so French grouping is the same on every runtime.
 */
export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  const [integer = '0', fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'fr' ? NNBSP : ',');
  const sign = value < 0 ? '\u2212' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}${locale === 'fr' ? ',' : '.'}${fraction}`;
}

/** A percentage: `96%` in English, `96 %` (no-break space) in French. */
export function formatPercent(value: number, locale: Locale, fractionDigits = 0): string {
  const figure = formatNumber(value, locale, fractionDigits);
  return locale === 'fr' ? `${figure}${NBSP}%` : `${figure}%`;
}
