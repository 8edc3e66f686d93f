import { Link } from 'react-router';
import type { Delivery, DeliveryStatus } from '@platform/shared/reminders/reminders.schemas';
import { EmailText } from '../../../ui/email-text/EmailText';
import { useT } from '../../../ui/i18n/useT';
import { ScrollTable } from '../../../ui/table/ScrollTable';
import { reminderPath } from '../reminders-paths';
import { useReminderWords } from './use-reminder-words';

const TONE: Record<DeliveryStatus, string> = { queued: 'admin-badge--info', sent: 'admin-badge--success', failed: 'admin-badge--warning', skipped: 'admin-badge--muted' };

/**
 * A log of deliveries, newest first: when, to whom (or, on a user's page, which reminder), delivered, refused or
 * skipped and why, and what the digest listed.
 */
export function DeliveriesTable({ deliveries, caption, by }: { deliveries: readonly Delivery[]; caption: string; by: 'user' | 'reminder' }) {
  const t = useT();
  const words = useReminderWords();
  return (
    <ScrollTable caption={caption} hint={t('reminders.list.scrollHint')} stacking className="reminders-log">
      <thead>
        <tr>
          <th scope="col">{t('reminders.log.when')}</th>
          <th scope="col">{by === 'user' ? t('reminders.log.who') : t('reminders.log.reminder')}</th>
          <th scope="col">{t('reminders.log.status')}</th>
          <th scope="col">{t('reminders.log.reason')}</th>
          <th scope="col">{t('reminders.log.listed')}</th>
        </tr>
      </thead>
      <tbody>
        {deliveries.map((delivery) => (
          <tr key={`${delivery.run_id}-${delivery.user_id}-${delivery.reminder_id}`}>
            <th scope="row" className="reminders-table__when">
              {words.when(delivery.at)}
            </th>
            <td data-label={by === 'user' ? t('reminders.log.who') : t('reminders.log.reminder')}>
              {by === 'user' ? (
                <EmailText email={delivery.email} />
              ) : (
                // The log does not say the reminder's kind: its page, opened under any list, finds its own.
                <Link to={reminderPath({ id: delivery.reminder_id, kind: 'data', target: 'users' })}>{t('reminders.log.reminderNumber', { id: delivery.reminder_id })}</Link>
              )}
            </td>
            <td data-label={t('reminders.log.status')}>
              <span className={`admin-badge ${TONE[delivery.status]}`}>{t(`reminders.delivery.${delivery.status}`)}</span>
            </td>
            <td data-label={t('reminders.log.reason')}>{delivery.reason ? words.reason(delivery.reason) : <span className="reminders-muted">—</span>}</td>
            <td data-label={t('reminders.log.listed')}>{delivery.owes.length > 0 ? words.owes(delivery.owes) : <span className="reminders-muted">—</span>}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
