import type { LocalizedText } from '@platform/shared/indicators/indicator.schemas';
import type { Locale } from '@platform/shared/i18n/locales';

/** A report's title in the locale, else in the other one (a draft may have only one), else null. */
export function titleIn(title: LocalizedText, locale: Locale): string | null {
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  return title[locale].trim() || title[other].trim() || null;
}

/** A calendar day (yyyy-MM-dd) as a date for react-intl, at noon UTC so no time zone moves it to another day. */
export const dayValue = (day: string): Date => new Date(`${day}T12:00:00Z`);

/** The years a period range covers, oldest first (the columns of its figures). */
export function yearsBetween(start: string, end: string): string[] {
  const first = Number(start.slice(0, 4));
  const last = Number(end.slice(0, 4));
  if (!Number.isInteger(first) || !Number.isInteger(last) || last < first || last - first > 100) return [];
  return Array.from({ length: last - first + 1 }, (_, at) => String(first + at));
}
