/** Years each yearly-content page offers in its year selector (spec §4). */
export const GLOBAL_PRESENTATION_YEARS = [2017, 2018, 2019, 2020, 2021] as const;
/** The economy highlights have no 2019 edition. */
export const ECONOMY_HIGHLIGHTS_YEARS = [2017, 2018, 2020, 2021] as const;
export const ENVIRONMENT_HIGHLIGHTS_YEARS = [2017, 2018, 2019, 2020, 2021] as const;
export const SOCIAL_HIGHLIGHTS_YEARS = [2017, 2018, 2019, 2020, 2021] as const;

export type GlobalPresentationYear = (typeof GLOBAL_PRESENTATION_YEARS)[number];
export type EconomyHighlightsYear = (typeof ECONOMY_HIGHLIGHTS_YEARS)[number];
export type EnvironmentHighlightsYear = (typeof ENVIRONMENT_HIGHLIGHTS_YEARS)[number];
export type SocialHighlightsYear = (typeof SOCIAL_HIGHLIGHTS_YEARS)[number];

/** The year every page shows first (spec §9). */
export const DEFAULT_YEAR = 2021;

/** The custom indicator components that show yearly content, by their registered name. */
export type YearlyContentPage = 'global_presentation' | 'highlights_economy' | 'highlights_environment' | 'highlights_social';

export const AVAILABLE_YEARS: Readonly<Record<YearlyContentPage, readonly number[]>> = {
  global_presentation: GLOBAL_PRESENTATION_YEARS,
  highlights_economy: ECONOMY_HIGHLIGHTS_YEARS,
  highlights_environment: ENVIRONMENT_HIGHLIGHTS_YEARS,
  highlights_social: SOCIAL_HIGHLIGHTS_YEARS,
};
