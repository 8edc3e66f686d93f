import type { ContentByYear, Locale, Localized } from './types.js';

/** Puts the English and French tables of a page together, year by year. */
export function mergeLocales<Year extends number, T>(
  years: readonly Year[],
  en: Readonly<Record<Year, T>>,
  fr: Readonly<Record<Year, T>>,
): ContentByYear<Year, T> {
  return Object.fromEntries(years.map((year) => [year, { en: en[year], fr: fr[year] }])) as ContentByYear<Year, T>;
}

/** A page's content for a year and locale, or undefined when the page does not offer that year. */
export function contentFor<T>(content: ContentByYear<number, T>, year: number, locale: Locale): T | undefined {
  const byYear: Readonly<Partial<Record<number, Localized<T>>>> = content;
  return byYear[year]?.[locale];
}
