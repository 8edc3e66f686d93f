import type { ReminderRun } from '@platform/shared/reminders/reminders.schemas';
import { useT } from '../../../ui/i18n/useT';
import { useNotices } from '../../../ui/notices/useNotices';
import { useReminderWords } from './use-reminder-words';

/**
 * Tells what a run did: whom it reminded (a notice that passes) and, when some were not reminded, a warning
 * listing them with why, which stays until dismissed (spec §9).
 */
export function useRunNotices() {
  const t = useT();
  const words = useReminderWords();
  const { notify } = useNotices();
  return (run: ReminderRun | null) => {
    if (!run) {
      notify({ level: 'info', message: t('reminders.send.queued') });
      return;
    }
    if (run.sent.length > 0 || run.not_sent.length === 0) {
      notify({
        level: 'success',
        title: t('reminders.send.sent', { count: run.sent.length }),
        message:
          run.sent.length > 0 ? (
            <ul className="reminders-notice-list">
              {run.sent.map((user) => (
                <li key={user.user_id}>{user.email}</li>
              ))}
            </ul>
          ) : (
            t('reminders.send.nobody')
          ),
      });
    }
    if (run.not_sent.length > 0) {
      notify({
        level: 'warning',
        sticky: true,
        title: t('reminders.send.notSent', { count: run.not_sent.length }),
        message: (
          <ul className="reminders-notice-list">
            {run.not_sent.map((user) => (
              <li key={user.user_id}>{t('reminders.send.notSentItem', { email: user.email, reason: words.reason(user.reason) })}</li>
            ))}
          </ul>
        ),
      });
    }
  };
}
