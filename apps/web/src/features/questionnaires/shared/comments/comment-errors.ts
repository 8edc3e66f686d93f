import { fieldErrorMessage } from '../../../../app/forms/server-errors';
import { isApiError } from '../../../../app/api/api-error';
import type { Translate } from '../../../../ui/i18n/useT';

/** A refused comment's message (blank, too long), or null for a failure the app's handler tells about. */
export function commentErrorOf(error: unknown, t: Translate): string | null {
  if (!isApiError(error) || error.kind !== 'INVALID') return null;
  const first = error.details.body?.[0];
  if (!first) return null;
  return first.error === 'BLANK' ? t('questionnaires.comments.blank') : fieldErrorMessage(t, first);
}
