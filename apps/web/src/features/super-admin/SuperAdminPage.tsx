import { FormattedDate } from 'react-intl';
import { useT } from '../../ui/i18n/useT';
import { Loader } from '../../ui/loader/Loader';
import { JobsSection } from './JobsSection';
import { useOutbox } from './super-admin.api';
import './super-admin.css';

/** /super_admin: the platform area: its jobs and the outbox of emails the platform sent (precalculation runs have their own page). */
export function SuperAdminPage() {
  const t = useT();
  const outbox = useOutbox();
  return (
    <>
      <h1>{t('superAdmin.title')}</h1>
      <JobsSection />
      <h2>{t('superAdmin.outbox.title')}</h2>
      {outbox.isPending ? (
        <Loader type="medium" />
      ) : !outbox.data || outbox.data.length === 0 ? (
        <p>{t('superAdmin.outbox.empty')}</p>
      ) : (
        <ul className="outbox">
          {outbox.data.map((message) => (
            <li key={message.id} className="outbox__message">
              <dl>
                <dt>{t('superAdmin.outbox.to')}</dt>
                <dd>{message.to}</dd>
                <dt>{t('superAdmin.outbox.subject')}</dt>
                <dd>{message.subject}</dd>
                <dt>{t('superAdmin.outbox.sentAt')}</dt>
                <dd>
                  <FormattedDate value={message.created_at} dateStyle="medium" timeStyle="short" />
                </dd>
              </dl>
              <pre className="outbox__body">{message.body}</pre>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
