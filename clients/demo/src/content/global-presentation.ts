import { GLOBAL_PRESENTATION_YEARS, type GlobalPresentationYear } from './available-years.js';
import { contentFor, mergeLocales } from './by-year.js';
import { globalPresentationEn } from './global-presentation.en.js';
import { globalPresentationFr } from './global-presentation.fr.js';
import type { IconName } from './icons.js';
import type { ContentByYear, Locale } from './types.js';

export interface GlobalPresentationItem {
  icon: IconName;
  /** The highlighted figure, already formatted for the locale; null for an icon-only item. */
  value: string | null;
  /** HTML: only <strong>, <em>, <br>, <sup>, <sub>. */
  description: string;
}

export interface GlobalPresentationGroup {
  /** Plain text; null for a group shown without a heading. */
  name: string | null;
  /** Plain text shown under the group, such as the unit of its amounts. */
  annotation?: string;
  items: readonly GlobalPresentationItem[];
}

export type GlobalPresentation = readonly GlobalPresentationGroup[];

export const globalPresentation: ContentByYear<GlobalPresentationYear, GlobalPresentation> = mergeLocales(
  GLOBAL_PRESENTATION_YEARS,
  globalPresentationEn,
  globalPresentationFr,
);

export function getGlobalPresentation(year: number, locale: Locale): GlobalPresentation | undefined {
  return contentFor(globalPresentation, year, locale);
}
