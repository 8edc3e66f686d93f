import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import { formatLocalizedNumber, type NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';
import type { FieldError } from '@platform/shared/errors/error-codes';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import type { Locale } from '@platform/shared/i18n/locales';
import type { Translate } from '../i18n/useT';

/** Warnings are acted on (a justification, a link), not fixed: they are shown apart from errors. */
export const WARNING_CODES: ReadonlySet<string> = new Set(['VARIATION_EXCEEDED', 'DUPLICATED']);

/** A number written the way the form shows numbers. */
export const numberText = (value: unknown, delimiters: NumberDelimiters, maximumFractionDigits = 10): string =>
  typeof value === 'number' && Number.isFinite(value) ? formatLocalizedNumber(value, delimiters, { maximumFractionDigits }) : String(value ?? '');

/** A change in percent, signed, with one decimal: '+12.5%' in English, '−3,1 %' in French. */
export function percentText(variation: number, delimiters: NumberDelimiters, locale: Locale): string {
  const text = formatLocalizedNumber(Math.abs(variation), delimiters, { maximumFractionDigits: 1 });
  const sign = variation > 0 && text !== '0' ? '+' : variation < 0 && text !== '0' ? '−' : '';
  return `${sign}${text}${locale === 'fr' ? '\u00a0%' : '%'}`;
}

/**
 * The words for one field error (spec §5: dynamicForm.errors.<CODE>), with its details in the form's
 * number format. INVALID says what was wrong when its details tell (a minimum, decimals, a date range…).
 */
export function fieldErrorText(
  t: Translate,
  error: FieldError,
  context: { delimiters: NumberDelimiters; locale: Locale; field?: Pick<FieldDefinition, 'type'> },
): string {
  const { delimiters } = context;
  const number = (value: unknown) => numberText(value, delimiters);
  switch (error.error) {
    case 'BLANK':
    case 'DISABLED':
    case 'READ_ONLY':
    case 'DUPLICATED':
      return t(`dynamicForm.errors.${error.error}` as MessageKey);
    case 'INVALID_DATE_FOR_PERIOD':
      return t('dynamicForm.errors.INVALID_DATE_FOR_PERIOD', { period: String(error.period ?? '') });
    case 'VARIATION_EXCEEDED': {
      const variation = typeof error.variation === 'number' ? percentText(error.variation, delimiters, context.locale) : '—';
      return t('dynamicForm.errors.VARIATION_EXCEEDED', {
        previous: number(error.previous),
        value: number(error.value),
        variation,
        threshold: number(error.threshold),
      });
    }
    case 'INVALID':
      if (error.reason === 'NOT_APPLICABLE_WITH_VALUE') return t('dynamicForm.errors.INVALID.notApplicableWithValue');
      if (error.min !== undefined) return t('dynamicForm.errors.INVALID.min', { min: number(error.min) });
      if (error.decimals !== undefined) return t('dynamicForm.errors.INVALID.decimals', { decimals: Number(error.decimals) });
      if (error.beginning !== undefined) return t('dynamicForm.errors.INVALID.dateRange', { beginning: String(error.beginning), end: String(error.end) });
      if (error.maximum !== undefined) return t('dynamicForm.errors.INVALID.maximum', { maximum: Number(error.maximum) });
      if (context.field?.type === 'number') return t('dynamicForm.errors.INVALID.number', { example: number(1234.5) });
      if (context.field?.type === 'date') return t('dynamicForm.errors.INVALID.date');
      return t('dynamicForm.errors.INVALID');
    default:
      return t('dynamicForm.errors.INVALID');
  }
}
