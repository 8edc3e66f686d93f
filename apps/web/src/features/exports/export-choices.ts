import type { Subject, SubjectListItem } from '@platform/shared/data-collection/subjects.schemas';
import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import type { ChoiceSection } from './ChoiceGroup';

type Locale = 'en' | 'fr';

/** Subjects under their section's name, in the order the server lists them. */
export function subjectSections(subjects: readonly SubjectListItem[], locale: Locale): ChoiceSection[] {
  const sections = new Map<string, ChoiceSection & { options: { value: string; label: string }[] }>();
  for (const subject of subjects) {
    const section = sections.get(subject.section.key) ?? { label: subject.section.name[locale], options: [] };
    section.options.push({ value: subject.key, label: subject.name[locale] });
    sections.set(subject.section.key, section);
  }
  return [...sections.values()];
}

export function indicatorSections(indicators: readonly IndicatorListItem[], locale: Locale): ChoiceSection[] {
  return [{ options: indicators.map((indicator) => ({ value: indicator.key, label: indicator.name[locale] })) }];
}

/** Every period of the given subjects, newest first. */
export function periodSections(subjects: readonly Pick<Subject, 'periods'>[]): ChoiceSection[] {
  const periods = [...new Set(subjects.flatMap((subject) => subject.periods))].sort().reverse();
  return [{ options: periods.map((period) => ({ value: period, label: period })) }];
}

/** The organisations (tag leaves) the caller sees on the given subjects, by dimension, each once. */
export function tagSections(subjects: readonly Pick<Subject, 'tag_dimensions'>[], locale: Locale): ChoiceSection[] {
  const dimensions = new Map<string, { label: string; options: Map<string, string> }>();
  for (const subject of subjects) {
    for (const dimension of subject.tag_dimensions) {
      const entry = dimensions.get(dimension.key) ?? { label: dimension.name[locale], options: new Map<string, string>() };
      for (const leaf of dimension.leaves) entry.options.set(leaf.key, leaf.name[locale]);
      dimensions.set(dimension.key, entry);
    }
  }
  const many = dimensions.size > 1;
  return [...dimensions.values()].map((dimension) => ({
    label: many ? dimension.label : undefined,
    options: [...dimension.options].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, locale)),
  }));
}

/** The chosen values still offered (a choice made under another kind or other subjects is not sent). */
export function offered(values: readonly string[], sections: readonly ChoiceSection[]): string[] {
  const known = new Set(sections.flatMap((section) => section.options.map((option) => option.value)));
  return values.filter((value) => known.has(value));
}
