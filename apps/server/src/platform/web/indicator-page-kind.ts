import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';

/** Which indicator page the web app shows at a path: one of the client's custom pages, or the standard one. */
export type IndicatorPageKind = 'custom' | 'standard';

// Built once per indicator list (the list is replaced, never changed in place, when indicators change).
const kindsByList = new WeakMap<readonly IndicatorListItem[], Map<string, IndicatorPageKind>>();

/**
 * The kind of indicator page at a path, read the way the web app reads it (apps/web/src/features/indicators:
 * the indicator whose path is exactly the address, trailing slashes aside; a custom one when it names a custom
 * page). Null for any other path: a section's or subsection's list, an unknown indicator, another page.
 */
export function indicatorPageKind(indicators: readonly IndicatorListItem[], pagePath: string): IndicatorPageKind | null {
  if (!pagePath.startsWith('/indicators/')) return null;
  let kinds = kindsByList.get(indicators);
  if (!kinds) {
    kinds = new Map();
    // The first indicator with a path wins, as in the web app's lookup.
    for (const indicator of indicators) {
      if (!kinds.has(indicator.path)) kinds.set(indicator.path, indicator.custom ? 'custom' : 'standard');
    }
    kindsByList.set(indicators, kinds);
  }
  return kinds.get(pagePath.replace(/\/+$/, '')) ?? null;
}
