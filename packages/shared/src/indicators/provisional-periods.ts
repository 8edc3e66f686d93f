/** The year a period starts with (`2022`, `2022-Q1`…); null for a period that does not start with one. */
function yearOf(period: string): number | null {
  const match = /^(\d{4})/.exec(period);
  return match ? Number(match[1]) : null;
}

/**
 * Whether a period's figures are provisional: its year is after the year of the last day the latest published
 * edition covers (`publishedThrough`, `yyyy-MM-dd`). Nothing is provisional before a first edition is published.
 */
export function isProvisionalPeriod(period: string, publishedThrough: string | null | undefined): boolean {
  if (!publishedThrough) return false;
  const year = yearOf(period);
  const through = yearOf(publishedThrough);
  return year !== null && through !== null && year > through;
}

/** The provisional ones of these periods, in their order. */
export function provisionalPeriods(periods: readonly string[], publishedThrough: string | null | undefined): string[] {
  return periods.filter((period) => isProvisionalPeriod(period, publishedThrough));
}
