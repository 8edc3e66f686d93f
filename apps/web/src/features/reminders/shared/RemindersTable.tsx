import { Link } from 'react-router';
import type { Reminder } from '@platform/shared/reminders/reminders.schemas';
import { useT } from '../../../ui/i18n/useT';
import { ScrollTable } from '../../../ui/table/ScrollTable';
import { reminderPath } from '../reminders-paths';
import { ReminderStateBadge } from './ReminderStateBadge';
import { useReminderWords } from './use-reminder-words';

export interface RemindersTableProps {
  reminders: readonly Reminder[];
  caption: string;
  /** A list of one kind (or one target) leaves that column out. */
  showKind?: boolean;
  showTarget?: boolean;
}

/** One page of reminders: whom each names (a link to it), the period, the schedule in words, the state, the next run and the last one. */
export function RemindersTable({ reminders, caption, showKind = false, showTarget = false }: RemindersTableProps) {
  const t = useT();
  const words = useReminderWords();
  return (
    <ScrollTable caption={caption} hint={t('reminders.list.scrollHint')} stacking className="reminders-table">
      <thead>
        <tr>
          <th scope="col">{t('reminders.column.recipients')}</th>
          {showKind && <th scope="col">{t('reminders.column.kind')}</th>}
          {showTarget && <th scope="col">{t('reminders.column.target')}</th>}
          <th scope="col">{t('reminders.column.period')}</th>
          <th scope="col">{t('reminders.column.schedule')}</th>
          <th scope="col">{t('reminders.column.state')}</th>
          <th scope="col">{t('reminders.column.nextRun')}</th>
          <th scope="col">{t('reminders.column.lastRun')}</th>
        </tr>
      </thead>
      <tbody>
        {reminders.map((reminder) => (
          <tr key={reminder.id} data-reminder-id={reminder.id}>
            <th scope="row" className="reminders-table__recipients">
              <Link to={reminderPath(reminder)}>{words.recipients(reminder)}</Link>
            </th>
            {showKind && <td data-label={t('reminders.column.kind')}>{t(`reminders.kind.${reminder.kind}`)}</td>}
            {showTarget && <td data-label={t('reminders.column.target')}>{t(`reminders.target.${reminder.target}`)}</td>}
            <td data-label={t('reminders.column.period')}>{reminder.period}</td>
            <td data-label={t('reminders.column.schedule')} className="reminders-table__schedule">{words.schedule(reminder.schedule)}</td>
            <td data-label={t('reminders.column.state')}>
              <ReminderStateBadge state={reminder.state} />
            </td>
            <td data-label={t('reminders.column.nextRun')} className="reminders-table__when">
              {reminder.next_run_at ? words.when(reminder.next_run_at) : <span className="reminders-muted">{t('reminders.nextRun.none')}</span>}
            </td>
            <td data-label={t('reminders.column.lastRun')} className="reminders-table__when">
              {reminder.last_run ? (
                <>
                  {words.when(reminder.last_run.at)}
                  <span className="reminders-table__meta">
                    {t('reminders.lastRun.counts', { sent: reminder.last_run.sent.length, notSent: reminder.last_run.not_sent.length })}
                  </span>
                </>
              ) : (
                <span className="reminders-muted">{t('reminders.lastRun.never')}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
