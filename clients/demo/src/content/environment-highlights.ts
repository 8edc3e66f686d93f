import { ENVIRONMENT_HIGHLIGHTS_YEARS, type EnvironmentHighlightsYear } from './available-years.js';
import { contentFor, mergeLocales } from './by-year.js';
import { environmentHighlightsEn } from './environment-highlights.en.js';
import { environmentHighlightsFr } from './environment-highlights.fr.js';
import type { ContentByYear, Locale } from './types.js';

export type EnvironmentHighlightKey = 'ghg' | 'energy' | 'pah';

/** The box order of the environment highlights page. */
export const ENVIRONMENT_HIGHLIGHT_KEYS = ['ghg', 'energy', 'pah'] as const satisfies readonly EnvironmentHighlightKey[];

export interface EnvironmentHighlight<Key extends EnvironmentHighlightKey = EnvironmentHighlightKey> {
  key: Key;
  /** Plain text. */
  title: string;
  /** HTML. */
  content: string;
}

export interface EnvironmentHighlights {
  /** Plain text: the page title for the year. */
  title: string;
  /** Three boxes: greenhouse gases, energy, PAH emissions. */
  highlights: readonly [EnvironmentHighlight<'ghg'>, EnvironmentHighlight<'energy'>, EnvironmentHighlight<'pah'>];
}

export const environmentHighlights: ContentByYear<EnvironmentHighlightsYear, EnvironmentHighlights> = mergeLocales(
  ENVIRONMENT_HIGHLIGHTS_YEARS,
  environmentHighlightsEn,
  environmentHighlightsFr,
);

export function getEnvironmentHighlights(year: number, locale: Locale): EnvironmentHighlights | undefined {
  return contentFor(environmentHighlights, year, locale);
}
