import type { ReminderRun } from '@platform/shared/reminders/reminders.schemas';
import { EmailText } from '../../../ui/email-text/EmailText';
import { useT } from '../../../ui/i18n/useT';
import { useReminderWords } from '../shared/use-reminder-words';

/** What the reminder's last run did: whom it reminded, and whom it did not and why. */
export function LastRun({ run }: { run: ReminderRun | null }) {
  const t = useT();
  const words = useReminderWords();
  return (
    <section className="reminders-panel" aria-labelledby="reminder-last-run">
      <h2 id="reminder-last-run" className="reminders-panel__title">
        {t('reminders.lastRun.title')}
      </h2>
      {!run ? (
        <p className="reminders-muted">{t('reminders.lastRun.never')}</p>
      ) : (
        <>
          <p className="reminders-panel__meta">{t('reminders.lastRun.at', { when: words.when(run.at) })}</p>
          <div className="reminders-run">
            <div>
              <h3 className="reminders-run__title">{t('reminders.send.sent', { count: run.sent.length })}</h3>
              {run.sent.length > 0 && (
                <ul className="reminders-run__list">
                  {run.sent.map((user) => (
                    <li key={user.user_id}>
                      <EmailText email={user.email} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div>
              <h3 className="reminders-run__title">{t('reminders.send.notSent', { count: run.not_sent.length })}</h3>
              {run.not_sent.length > 0 && (
                <ul className="reminders-run__list">
                  {run.not_sent.map((user) => (
                    <li key={user.user_id}>{t('reminders.send.notSentItem', { email: user.email, reason: words.reason(user.reason) })}</li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
