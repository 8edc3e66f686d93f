import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';

export type IndicatorResolution =
  | { kind: 'found'; indicator: IndicatorListItem }
  | { kind: 'redirect'; path: string }
  | { kind: 'missing' };

/**
 * Finds the indicator a /indicators/:section?/:subsection?/:key? address names:
 * the exact path, or for a partial address (a section, a subsection) the
 * first indicator under it, in the list's order.
 */
export function resolveIndicator(indicators: readonly IndicatorListItem[], pathname: string): IndicatorResolution {
  const path = pathname.replace(/\/+$/, '');
  const exact = indicators.find((indicator) => indicator.path === path);
  if (exact) return { kind: 'found', indicator: exact };
  const segments = path.split('/').filter(Boolean);
  if (segments.length >= 4) return { kind: 'missing' };
  const prefix = `${path}/`;
  const first = indicators.find((indicator) => indicator.path.startsWith(prefix));
  return first ? { kind: 'redirect', path: first.path } : { kind: 'missing' };
}
