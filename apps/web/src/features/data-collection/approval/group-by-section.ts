import type { LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';

interface Sectioned {
  section: { key: string; name: LocalizedText };
}

/** Items grouped by their section, sections and items in the order the server sent them. */
export function groupBySection<T extends Sectioned>(items: readonly T[]): { section: Sectioned['section']; items: T[] }[] {
  const groups = new Map<string, { section: Sectioned['section']; items: T[] }>();
  for (const item of items) {
    const group = groups.get(item.section.key) ?? { section: item.section, items: [] as T[] };
    group.items.push(item);
    groups.set(item.section.key, group);
  }
  return [...groups.values()];
}
