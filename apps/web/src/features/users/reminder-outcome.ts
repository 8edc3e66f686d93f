import type { MessageKey } from '@platform/shared/i18n/catalogues';
import { isApiError } from '../../app/api/api-error';
import type { Translate } from '../../ui/i18n/useT';
import type { ReminderResult } from './users-queries';

const KNOWN_REASONS = ['NOT_FOUND', 'ACCESS_DENIED', 'INVALID_RECORD'] as const;

/** Why one reminder was not sent, in words. */
export function reminderReason(t: Translate, code: string): string {
  return (KNOWN_REASONS as readonly string[]).includes(code)
    ? t(`users.reminders.reason.${code}` as MessageKey)
    : t('users.reminders.reason.other', { code });
}

/** A failure that is about the session or the whole client rather than one user: it takes the page (an error page). */
export function pageLevelFailure(results: readonly ReminderResult[]): unknown {
  const failure = results.find(
    (result) => !result.sent && isApiError(result.error) && ['SESSION_EXPIRED', 'PASSWORD_EXPIRED', 'CLIENT_IN_MAINTENANCE'].includes(result.error.kind),
  );
  return failure && !failure.sent ? failure.error : undefined;
}

/** The notice after reminders: all sent, some, or none. */
export function reminderNotice(t: Translate, results: readonly ReminderResult[]): { level: 'success' | 'warning' | 'error'; message: string } {
  const sent = results.filter((result) => result.sent).length;
  const failed = results.length - sent;
  if (failed === 0) return { level: 'success', message: t('users.notices.inviteReminderSent', { count: sent }) };
  if (sent === 0) return { level: 'error', message: t('users.notices.inviteReminderFailed') };
  return { level: 'warning', message: t('users.notices.inviteReminderPartial', { sent, failed }) };
}
