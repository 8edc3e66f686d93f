import type { FieldError } from 'react-hook-form';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import type { Translate } from '../../../ui/i18n/useT';

const KEY_CODES = ['DUPLICATED', 'DELETED', 'INVALID'];

/** A key's error in this screen's words (a key used by a live or a deleted record, or malformed); others as the form words them. */
export function keyErrorMessage(t: Translate, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  return KEY_CODES.includes(error.type) ? t(`superAdmin.subjects.form.key.${error.type}` as MessageKey) : error.message;
}
