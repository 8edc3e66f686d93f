import type { NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';
import type { Locale } from '@platform/shared/i18n/locales';

/** Intl's locale for each of ours: French groups thousands with a narrow no-break space and writes a decimal comma. */
const INTL_LOCALE: Record<Locale, string> = { en: 'en-CA', fr: 'fr' };


/**
 * Writes numbers for a locale: Intl's grouping and decimal signs, or the client's delimiters for the locale
 * when they are given (as the public pages write them).
 */
function formatter(locale: Locale, options: Intl.NumberFormatOptions, delimiters?: NumberDelimiters): (value: number) => string {
  const format = new Intl.NumberFormat(INTL_LOCALE[locale], options);
  if (!delimiters) return (value) => format.format(value);
  return (value) =>
    format
      .formatToParts(value)
      .map((part) => (part.type === 'group' ? delimiters.thousands : part.type === 'decimal' ? delimiters.decimal : part.value))
      .join('');
}

/** A figure with exactly `digits` fraction digits, grouped. */
export const numberFormatter = (locale: Locale, digits: number, delimiters?: NumberDelimiters) =>
  formatter(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }, delimiters);

/** A figure with at most `digits` fraction digits, without trailing zeros (a key figure: 3.1 Mt, 12,345). */
export const roundedFormatter = (locale: Locale, digits: number, delimiters?: NumberDelimiters) =>
  formatter(locale, { maximumFractionDigits: digits }, delimiters);

/** An axis tick: the same signs, without trailing zeros. */
export const tickFormatter = (locale: Locale, digits: number, delimiters?: NumberDelimiters) =>
  formatter(locale, { maximumFractionDigits: Math.max(digits, 2) }, delimiters);

/** An ISO date or timestamp as a long date in the locale ("March 12, 2025" / "12 mars 2025"), read in UTC. */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A report's period: whole years as years ("2019–2021", "2021"), anything else as a range of dates. */
export function formatPeriod(start: string, end: string, locale: Locale): string {
  const wholeYears = start.endsWith('-01-01') && end.endsWith('-12-31');
  if (wholeYears) {
    const [from, to] = [start.slice(0, 4), end.slice(0, 4)];
    return from === to ? from : `${from}\u2013${to}`;
  }
  return `${formatDate(start, locale)} \u2013 ${formatDate(end, locale)}`;
}
