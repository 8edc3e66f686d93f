import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { FieldError } from '@platform/shared/errors/error-codes';
import type { Locale } from '@platform/shared/i18n/locales';
import type { Translate } from '../../../ui/i18n/useT';

/** One field error as a sentence naming the field: 'Production: required'. */
export function fieldErrorText(t: Translate, field: FieldDefinition | undefined, fieldId: string, error: FieldError, locale: Locale): string {
  const name = field?.name[locale] ?? fieldId;
  switch (error.error) {
    case 'BLANK':
    case 'DISABLED':
    case 'READ_ONLY':
      return t(`inputGrid.fieldError.${error.error}`, { field: name });
    case 'INVALID_DATE_FOR_PERIOD':
      return t('inputGrid.fieldError.INVALID_DATE_FOR_PERIOD', { field: name, period: String(error.period ?? '') });
    case 'INVALID':
      if (typeof error.min === 'number') return t('inputGrid.fieldError.INVALID_MIN', { field: name, min: error.min });
      if (typeof error.decimals === 'number') return t('inputGrid.fieldError.INVALID_DECIMALS', { field: name, decimals: error.decimals });
      return t('inputGrid.fieldError.INVALID', { field: name });
    default:
      return t('inputGrid.fieldError.other', { field: name, code: error.error });
  }
}

/** Every field's first error (only the first per field shows, spec §5), joined in one line. */
export function fieldErrorsText(t: Translate, fieldsById: ReadonlyMap<string, FieldDefinition>, errors: Record<string, FieldError[]>, locale: Locale): string {
  return Object.entries(errors)
    .filter(([, list]) => list.length > 0)
    .map(([fieldId, list]) => fieldErrorText(t, fieldsById.get(fieldId), fieldId, list[0]!, locale))
    .join(locale === 'fr' ? '\u00a0; ' : '; ');
}
