import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import type { Locale } from '@platform/shared/i18n/locales';

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
 * A section's or subsection's name for people when its indicators carry none, from its path segment
 * ('presentation_globale' → 'Presentation globale').
 */
export function segmentLabel(segment: string): string {
  const words = segment.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The name of a section (or of a subsection of it) in a locale: the one its indicators carry (the
 * client's seed or definitions give them), else one made from the path segment.
 */
export function placeName(indicators: readonly IndicatorListItem[], locale: Locale, section: string, subsection?: string | null): string {
  for (const indicator of indicators) {
    const place = placeOf(indicator);
    if (place.section !== section) continue;
    if (!subsection && indicator.section_name) return indicator.section_name[locale];
    if (subsection && place.subsection === subsection && indicator.subsection_name) return indicator.subsection_name[locale];
  }
  return segmentLabel(subsection || section);
}
