import { forwardRef, useId } from 'react';
import { Button } from '../../../ui/button/Button';
import { useT } from '../../../ui/i18n/useT';
import { reminderReason } from '../reminder-outcome';
import type { ReminderResult } from '../users-queries';

/** The last reminders sent from the list, one line per user: sent, or why not. */
export const ReminderResults = forwardRef<HTMLHeadingElement, { results: readonly (ReminderResult & { email: string })[]; onHide: () => void }>(function ReminderResults(
  { results, onHide },
  headingRef,
) {
  const t = useT();
  const headingId = useId();
  const failed = results.filter((result) => !result.sent).length;
  const level = failed === 0 ? 'success' : failed === results.length ? 'error' : 'warning';
  return (
    <section className={`users-results users-results--${level}`} aria-labelledby={headingId}>
      <div className="users-results__head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {t('users.reminders.results')}
        </h2>
        <Button size="small" onClick={onHide}>
          {t('users.reminders.hide')}
        </Button>
      </div>
      <p className="users-results__summary">{t('users.reminders.summary', { sent: results.length - failed, failed })}</p>
      <ul className="users-results__list">
        {results.map((result) => (
          <li key={result.id} className={result.sent ? 'users-results__sent' : 'users-results__failed'}>
            {result.sent ? t('users.reminders.sentTo', { email: result.email }) : t('users.reminders.failedFor', { email: result.email, reason: reminderReason(t, result.code) })}
          </li>
        ))}
      </ul>
    </section>
  );
});
