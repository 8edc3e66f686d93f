import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Subject, SubjectListItem } from '@platform/shared/data-collection/subjects.schemas';
import type { Locale } from '@platform/shared/i18n/locales';
import type { SelectOption } from '../../../ui/form/Select';
import type { CalculationFormValues } from './definition-form-values';

const nameOf = (name: { en: string; fr: string }, key: string, locale: Locale) => {
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  return name[locale].trim() || name[other].trim() || key;
};

/** The subjects to compute from, by section then name; a chosen subject no longer listed stays, named by its key. */
export function subjectOptions(subjects: readonly SubjectListItem[], chosen: string, locale: Locale): SelectOption[] {
  const options = [...subjects]
    .sort((a, b) => nameOf(a.section.name, a.section.key, locale).localeCompare(nameOf(b.section.name, b.section.key, locale), locale) || nameOf(a.name, a.key, locale).localeCompare(nameOf(b.name, b.key, locale), locale))
    .map((subject) => ({ value: subject.key, label: `${nameOf(subject.section.name, subject.section.key, locale)} › ${nameOf(subject.name, subject.key, locale)}` }));
  if (chosen !== '' && !options.some((option) => option.value === chosen)) options.unshift({ value: chosen, label: chosen });
  return options;
}

/** Only number fields hold figures a calculation can add up. */
export const numberFields = (subject: Pick<Subject, 'fields'> | undefined): FieldDefinition[] => (subject?.fields ?? []).filter((field) => field.type === 'number');

/** The subject's number fields, with their unit; a chosen field no longer offered stays, named by its id. */
export function fieldOptions(subject: Pick<Subject, 'fields'> | undefined, chosen: string, locale: Locale): SelectOption[] {
  const options = numberFields(subject).map((field) => {
    const unit = field.unit ? nameOf(field.unit, '', locale) : '';
    return { value: field.id, label: unit ? `${nameOf(field.name, field.id, locale)} (${unit})` : nameOf(field.name, field.id, locale) };
  });
  if (subject && chosen !== '' && !options.some((option) => option.value === chosen)) options.unshift({ value: chosen, label: chosen });
  return options;
}

/** The levels of a tag dimension a breakdown may stop at: from the top down to the level inputs are entered at. */
export function depthsOf(subject: Pick<Subject, 'tag_dimensions'> | undefined, dimension: string, chosen: string): number[] {
  const entered = subject?.tag_dimensions.find((each) => each.key === dimension)?.depth ?? 1;
  const depths = Array.from({ length: Math.max(entered, 1) }, (_, index) => index + 1);
  const current = Number(chosen);
  return chosen !== '' && !depths.includes(current) ? [...depths, current] : depths;
}

/** The calculation once another subject is chosen: its field and breakdown belonged to the old subject's form, so they are chosen again. */
export const withSubject = (value: CalculationFormValues, subject: string): CalculationFormValues =>
  subject === value.subject ? value : { ...value, subject, field: '', breakdown: '', breakdownDepth: '' };
