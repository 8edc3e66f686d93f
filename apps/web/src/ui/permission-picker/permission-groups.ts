/** A name in each language the app speaks. */
export interface PickerName {
  en: string;
  fr: string;
}

/** One choosable item (spec §3, permission-picker item): its key, name, section and subsection. */
export interface PickerItem {
  key: string;
  name: PickerName;
  section: { key: string; name: PickerName };
  subsection: { key: string; name: PickerName };
}

export interface PickerSubsection {
  key: string;
  name: PickerName;
  items: PickerItem[];
}

export interface PickerSection {
  key: string;
  name: PickerName;
  subsections: PickerSubsection[];
  /** Every item of the section, in order. */
  items: PickerItem[];
}

/** The items grouped by section, then subsection, each in the order it first appears. */
export function groupItems(items: readonly PickerItem[]): PickerSection[] {
  const sections = new Map<string, PickerSection>();
  for (const item of items) {
    let section = sections.get(item.section.key);
    if (!section) {
      section = { key: item.section.key, name: item.section.name, subsections: [], items: [] };
      sections.set(item.section.key, section);
    }
    let subsection = section.subsections.find((each) => each.key === item.subsection.key);
    if (!subsection) {
      subsection = { key: item.subsection.key, name: item.subsection.name, items: [] };
      section.subsections.push(subsection);
    }
    subsection.items.push(item);
    section.items.push(item);
  }
  return [...sections.values()];
}

export type GroupState = 'all' | 'some' | 'none';

/** Whether all, some or none of a group's items are chosen (the select-all box is checked, mixed or clear). */
export function groupState(items: readonly PickerItem[], chosen: ReadonlySet<string>): GroupState {
  const count = items.filter((item) => chosen.has(item.key)).length;
  return count === 0 ? 'none' : count === items.length ? 'all' : 'some';
}

/**
 * The choice after the select-all box of a group is toggled: a group with every changeable item chosen is
 * cleared, any other gets them all. Items that cannot be changed keep their state either way.
 */
export function toggleGroup(items: readonly PickerItem[], chosen: ReadonlySet<string>, locked: ReadonlySet<string>): Set<string> {
  const changeable = items.filter((item) => !locked.has(item.key)).map((item) => item.key);
  const next = new Set(chosen);
  const clearing = changeable.length > 0 && changeable.every((key) => next.has(key));
  for (const key of changeable) {
    if (clearing) next.delete(key);
    else next.add(key);
  }
  return next;
}

/** One item toggled. */
export function toggleItem(key: string, chosen: ReadonlySet<string>): Set<string> {
  const next = new Set(chosen);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/**
 * The chosen keys in one order whatever the order of the clicks (the items' order, then keys the items do not
 * have, as they were): choosing and unchoosing an item gives back the value it started from.
 */
export function orderedChoice(items: readonly PickerItem[], chosen: ReadonlySet<string>, previous: readonly string[]): string[] {
  const known = new Set(items.map((item) => item.key));
  return [...items.filter((item) => chosen.has(item.key)).map((item) => item.key), ...previous.filter((key) => !known.has(key) && chosen.has(key))];
}
