import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';

/** The path of the indicator with this key, or null when it is not in the loaded list (the link is then left out). */
export function indicatorPath(indicators: readonly IndicatorListItem[], key: string): string | null {
  return indicators.find((indicator) => indicator.key === key)?.path ?? null;
}
