import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import type { Locale } from '@platform/shared/i18n/locales';
import { pathSegments } from '../definition/definition-form-values';

export interface SectionGroup<Item extends IndicatorListItem = IndicatorListItem> {
  section: string;
  items: Item[];
}

/** Lower case without accents, so "emission" finds « Émissions ». */
const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** Whether an indicator matches what was typed: every word in its names (both languages), key or path. */
export function matches(item: IndicatorListItem, filter: string): boolean {
  const words = folded(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded([item.name.en, item.name.fr, item.key, item.path].join(' '));
  return words.every((word) => haystack.includes(word));
}

/** The indicators that match, grouped by the section of their path (sections by name), each group in the list's order. */
export function groupedBySection<Item extends IndicatorListItem>(items: readonly Item[], filter: string, locale: Locale): SectionGroup<Item>[] {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    if (!matches(item, filter)) continue;
    const { section } = pathSegments(item.path);
    groups.set(section, [...(groups.get(section) ?? []), item]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, locale)).map(([section, grouped]) => ({ section, items: grouped }));
}
