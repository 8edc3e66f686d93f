import type { FieldDefinition, FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import { isFieldShown } from '@platform/shared/dynamic-form/field-visibility';
import type { NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';
import type { FieldError } from '@platform/shared/errors/error-codes';
import type { Locale } from '@platform/shared/i18n/locales';
import { dynamicFieldId } from '../../../ui/dynamic-form/dynamic-form-types';
import { fieldErrorText } from '../../../ui/dynamic-form/field-error-text';
import type { FormErrorSummaryItem } from '../../../ui/form/FormErrorSummary';
import type { Translate } from '../../../ui/i18n/useT';

/**
 * The error summary of refused answers, in the questions' order: each the question's name and its first error
 * (worded as data entry words them), a link to its control; an error of no question shown leads to `topId`.
 */
export function answerSummary(
  errors: Readonly<Record<string, readonly FieldError[]>>,
  context: { fields: readonly FieldDefinition[]; values: FormValues; idPrefix: string; topId: string; t: Translate; locale: Locale; delimiters: NumberDelimiters },
): FormErrorSummaryItem[] {
  const { fields, values, idPrefix, topId, t, locale, delimiters } = context;
  const ordered = [...fields.map((field) => field.id).filter((id) => id in errors), ...Object.keys(errors).filter((id) => !fields.some((field) => field.id === id))];
  return ordered.flatMap((key) => {
    const first = errors[key]?.[0];
    if (!first) return [];
    const field = fields.find((candidate) => candidate.id === key);
    const message = fieldErrorText(t, first, { delimiters, locale, field });
    if (field && isFieldShown(field, values)) return [{ fieldId: dynamicFieldId(idPrefix, field.id), label: field.name[locale], message }];
    return [{ fieldId: topId, label: field?.name[locale], message }];
  });
}
