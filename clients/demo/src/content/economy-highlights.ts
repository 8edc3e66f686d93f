import { ECONOMY_HIGHLIGHTS_YEARS, type EconomyHighlightsYear } from './available-years.js';
import { economyHighlightsEn } from './economy-highlights.en.js';
import { economyHighlightsFr } from './economy-highlights.fr.js';
import { contentFor, mergeLocales } from './by-year.js';
import type { ContentByYear, Locale } from './types.js';

export type EconomySlideKey = 'production' | 'exports' | 'expenditures';

/** The slide order of the economy highlights page. */
export const ECONOMY_SLIDE_KEYS = ['production', 'exports', 'expenditures'] as const satisfies readonly EconomySlideKey[];

export interface EconomySlide<Key extends EconomySlideKey = EconomySlideKey> {
  key: Key;
  title: string;
  /** HTML: the highlighted figure. */
  data: string;
  /** HTML: the sentence that goes with the figure. */
  text: string;
}

/** Exactly three slides, in the order production, exports, expenditures. */
export type EconomySlides = readonly [EconomySlide<'production'>, EconomySlide<'exports'>, EconomySlide<'expenditures'>];

export const economyHighlights: ContentByYear<EconomyHighlightsYear, EconomySlides> = mergeLocales(
  ECONOMY_HIGHLIGHTS_YEARS,
  economyHighlightsEn,
  economyHighlightsFr,
);

/** The slides for a year and locale, or undefined for a year the page does not offer (2019). */
export function getEconomyHighlights(year: number, locale: Locale): EconomySlides | undefined {
  return contentFor(economyHighlights, year, locale);
}
