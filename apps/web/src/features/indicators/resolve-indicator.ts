import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';

export type IndicatorResolution =
  | { kind: 'found'; indicator: IndicatorListItem }
  | { kind: 'listing'; section: string | null; subsection: string | null; indicators: IndicatorListItem[] }
  | { kind: 'missing' };

/**
 * What a /indicators/:section?/:subsection?/:key? address shows: the indicator with exactly that path, or for
 * a partial address (/indicators, a section, a subsection) the list of the indicators under it, in the list's
 * order. An address with nothing under it is missing.
 */
export function resolveIndicator(indicators: readonly IndicatorListItem[], pathname: string): IndicatorResolution {
  const path = pathname.replace(/\/+$/, '');
  const exact = indicators.find((indicator) => indicator.path === path);
  if (exact) return { kind: 'found', indicator: exact };
  const segments = path.split('/').filter(Boolean);
  if (segments[0] !== 'indicators' || segments.length >= 4) return { kind: 'missing' };
  const prefix = `${path}/`;
  const under = indicators.filter((indicator) => indicator.path.startsWith(prefix));
  if (under.length === 0) return { kind: 'missing' };
  return { kind: 'listing', section: segments[1] ?? null, subsection: segments[2] ?? null, indicators: under };
}
