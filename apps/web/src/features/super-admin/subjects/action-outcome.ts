import type { MessageKey } from '@platform/shared/i18n/catalogues';
import { isApiError } from '../../../app/api/api-error';
import type { Translate } from '../../../ui/i18n/useT';

/** The reasons the server gives for refusing a deletion, a restore or a fill, each worded on the screen. */
const REASONS = ['PRODUCTION', 'SECTION_DELETED', 'NOT_DELETED', 'ALREADY_DELETED', 'ALREADY_RESTORED', 'HAS_SUBJECTS'] as const;
const CODES = ['NOT_FOUND', 'CONFLICT'] as const;

/** What a refused or failed action on a subject, a section or a log entry says to the super administrator. */
export function actionErrorMessage(t: Translate, error: unknown): string {
  if (isApiError(error)) {
    const reason = error.details.base?.[0];
    if (reason && (REASONS as readonly string[]).includes(reason.error)) {
      return t(`superAdmin.subjects.errors.${reason.error}` as MessageKey, { count: typeof reason.count === 'number' ? reason.count : 0 });
    }
    if ((CODES as readonly string[]).includes(error.code)) return t(`superAdmin.subjects.errors.${error.code}` as MessageKey);
  }
  return t('superAdmin.subjects.errors.failed');
}
