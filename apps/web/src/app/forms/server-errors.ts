import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import { PUBLIC_CATALOGUES } from '@platform/shared/i18n/public-catalogues';
import { firstFieldErrors } from '@platform/shared/errors/first-field-errors';
import type { ApiError } from '../api/api-error';
import type { Translate } from '../../ui/i18n/useT';

/** The message of a field error: `validation.field.<CODE>` with the error's details as values. */
export function fieldErrorMessage(t: Translate, error: { error: string; [key: string]: unknown }): string {
  const key = `validation.field.${error.error}` as MessageKey;
  const values = Object.fromEntries(
    Object.entries(error).filter(([, value]) => typeof value === 'string' || typeof value === 'number'),
  ) as Record<string, string | number>;
  return key in PUBLIC_CATALOGUES.en ? t(key, values) : t('validation.field.INVALID', values);
}

/**
 * Merges a 422 invalid-record answer into a react-hook-form form: the first
 * error of each field, worded from the field-validation namespace. Returns the
 * errors for fields the form does not have (shown in the summary).
 */
export function applyServerErrors<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  t: Translate,
  knownFields: readonly string[],
): string[] {
  const orphans: string[] = [];
  for (const [field, fieldError] of Object.entries(firstFieldErrors(error.details))) {
    const message = fieldErrorMessage(t, fieldError);
    if (knownFields.includes(field)) setError(field as Path<T>, { type: fieldError.error, message }, { shouldFocus: true });
    else orphans.push(message);
  }
  return orphans;
}
