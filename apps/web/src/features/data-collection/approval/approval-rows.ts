import { exceedsThreshold, variationPercent } from '@platform/shared/data-collection/variation';
import type { Input } from '@platform/shared/data-collection/inputs.schemas';
import type { Subject } from '@platform/shared/data-collection/subjects.schemas';
import type { FieldDefinition, FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import { isFieldShown } from '@platform/shared/dynamic-form/field-visibility';
import type { Locale } from '@platform/shared/i18n/locales';

/** One number field of one input, as the approval table shows it. */
export interface NumberCell {
  field: FieldDefinition;
  /** False when the input's other answers hide the field. */
  shown: boolean;
  value: number | null;
  /** The reason given instead of a value, when the field is marked not applicable. */
  notApplicable: string | null;
  /** Last year's approved value: undefined while unknown (not loaded), null when there is none. */
  previous: number | null | undefined;
  /** Change from last year in percent, when both are numbers and last year is not zero. */
  variation: number | null;
  /** Beyond the subject's threshold: the change a contributor had to justify. */
  overThreshold: boolean;
}

export interface ApprovalRow {
  input: Input;
  /** The names of the input's tag leaves, one per dimension of the subject, in its order. */
  tagNames: string[];
  /** Names the input in labels: its leaves and its period. */
  label: string;
  cells: NumberCell[];
}

/** Last year's approved values per period, then per tag signature; a period absent here is not known yet. */
export type PreviousValues = ReadonlyMap<string, ReadonlyMap<string, FormValues>>;

/** One key for an input's tags, whatever the order they come in. */
export function tagSignatureOf(tags: Record<string, string>): string {
  return Object.keys(tags)
    .sort()
    .map((dimension) => `${dimension}=${tags[dimension]}`)
    .join('|');
}

/** The period before this one (periods are years). */
export const previousPeriodOf = (period: string): string => String(Number(period) - 1);

export const numberFieldsOf = (subject: Pick<Subject, 'fields'>): FieldDefinition[] => subject.fields.filter((field) => field.type === 'number');

/** A tag leaf's name in the locale, from the leaves the subject lists; its key when the subject does not list it. */
export function leafName(subject: Pick<Subject, 'tag_dimensions'>, dimension: string, leaf: string, locale: Locale): string {
  return subject.tag_dimensions.find((item) => item.key === dimension)?.leaves.find((item) => item.key === leaf)?.name[locale] ?? leaf;
}

/** The table's rows: each input with its leaves' names and its number fields beside last year's approved values. */
export function approvalRows(inputs: readonly Input[], subject: Pick<Subject, 'fields' | 'tag_dimensions' | 'variation_threshold'>, previous: PreviousValues, locale: Locale): ApprovalRow[] {
  const fields = numberFieldsOf(subject);
  return inputs.map((input) => {
    const tagNames = subject.tag_dimensions.map((dimension) => {
      const leaf = input.tags[dimension.key];
      return leaf === undefined ? '—' : leafName(subject, dimension.key, leaf, locale);
    });
    const lastYear = previous.get(previousPeriodOf(input.period));
    const lastYearValues = lastYear ? (lastYear.get(tagSignatureOf(input.tags)) ?? null) : undefined;
    const cells = fields.map((field): NumberCell => {
      const raw = input.values[field.id];
      const value = typeof raw === 'number' ? raw : null;
      const before = lastYearValues === undefined ? undefined : typeof lastYearValues?.[field.id] === 'number' ? (lastYearValues[field.id] as number) : null;
      const comparable = value !== null && typeof before === 'number';
      return {
        field,
        shown: isFieldShown(field, input.values),
        value,
        notApplicable: input.not_applicable[field.id] ?? null,
        previous: before,
        variation: comparable ? variationPercent(before, value) : null,
        overThreshold: comparable ? exceedsThreshold(before, value, subject.variation_threshold) : false,
      };
    });
    return { input, tagNames, label: [...tagNames, input.period].join(' · '), cells };
  });
}

/** Last year's approved inputs of a period, by tag signature. */
export function valuesBySignature(inputs: readonly Input[]): Map<string, FormValues> {
  return new Map(inputs.map((input) => [tagSignatureOf(input.tags), input.values]));
}
