import { SOCIAL_HIGHLIGHTS_YEARS, type SocialHighlightsYear } from './available-years.js';
import { contentFor, mergeLocales } from './by-year.js';
import { socialHighlightsEn } from './social-highlights.en.js';
import { socialHighlightsFr } from './social-highlights.fr.js';
import type { ContentByYear, Locale } from './types.js';

export type SocialSlideKey = 'employees' | 'formation' | 'community' | 'salary';

/** The slide order of the social highlights page. */
export const SOCIAL_SLIDE_KEYS = ['employees', 'formation', 'community', 'salary'] as const satisfies readonly SocialSlideKey[];

export interface SocialSlide<Key extends SocialSlideKey = SocialSlideKey> {
  key: Key;
  /** Plain text. */
  title: string;
  /** HTML: the highlighted figure; the payroll slide never has one. */
  data: Key extends 'salary' ? null : string | null;
  /**
   * HTML. Null when the slide has no text for the year, and the page then drops the slide:
   * 2021 has no training text, 2018–2020 have no payroll text.
   */
  text: string | null;
}

/** All four slides every year, in the order employees, training, community, payroll. */
export type SocialSlides = readonly [SocialSlide<'employees'>, SocialSlide<'formation'>, SocialSlide<'community'>, SocialSlide<'salary'>];

export const socialHighlights: ContentByYear<SocialHighlightsYear, SocialSlides> = mergeLocales(
  SOCIAL_HIGHLIGHTS_YEARS,
  socialHighlightsEn,
  socialHighlightsFr,
);

export function getSocialHighlights(year: number, locale: Locale): SocialSlides | undefined {
  return contentFor(socialHighlights, year, locale);
}
