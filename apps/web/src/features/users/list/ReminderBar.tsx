import { useId } from 'react';
import { Button } from '../../../ui/button/Button';
import { useT } from '../../../ui/i18n/useT';

/** The users chosen on this page and the one thing done to several at once: send them invite reminders. */
export function ReminderBar({ count, onSend, onClear, busy }: { count: number; onSend: () => void; onClear: () => void; busy: boolean }) {
  const t = useT();
  const statusId = useId();
  return (
    <div className="users-bulk" role="group" aria-label={t('users.reminders.label')} aria-describedby={statusId}>
      <span id={statusId} className="users-bulk__count" aria-live="polite">
        {t('users.reminders.selected', { count })}
      </span>
      <Button size="small" variant="primary" disabled={count === 0} loading={busy} onClick={onSend}>
        {t('users.reminders.send', { count })}
      </Button>
      <Button size="small" disabled={busy || count === 0} onClick={onClear}>
        {t('users.reminders.clear')}
      </Button>
    </div>
  );
}
