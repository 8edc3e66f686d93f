import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';

export interface SubsectionGroup {
  subsection: string;
  path: string;
  indicators: IndicatorListItem[];
}

export interface SectionGroup {
  section: string;
  path: string;
  subsections: SubsectionGroup[];
}

/** An indicator's place in the tree, read from its path (/indicators/section/subsection/key). */
export function placeOf(indicator: Pick<IndicatorListItem, 'path'>): { section: string; subsection: string } {
  const [, , section = '', subsection = ''] = indicator.path.split('/');
  return { section, subsection };
}

export const sectionPath = (section: string) => `/indicators/${section}`;
export const subsectionPath = (section: string, subsection: string) => `/indicators/${section}/${subsection}`;

/** Indicators grouped by section, then subsection, each group in the order its first indicator comes in the list. */
export function indicatorTree(indicators: readonly IndicatorListItem[]): SectionGroup[] {
  const sections: SectionGroup[] = [];
  for (const indicator of indicators) {
    const { section, subsection } = placeOf(indicator);
    let sectionGroup = sections.find((group) => group.section === section);
    if (!sectionGroup) {
      sectionGroup = { section, path: sectionPath(section), subsections: [] };
      sections.push(sectionGroup);
    }
    let subsectionGroup = sectionGroup.subsections.find((group) => group.subsection === subsection);
    if (!subsectionGroup) {
      subsectionGroup = { subsection, path: subsectionPath(section, subsection), indicators: [] };
      sectionGroup.subsections.push(subsectionGroup);
    }
    subsectionGroup.indicators.push(indicator);
  }
  return sections;
}

/**
 * A section's or subsection's name for people, from its path segment ('presentation_globale' → 'Presentation
 * globale'): the indicator list carries no names for them.
 */
export function segmentLabel(segment: string): string {
  const words = segment.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
