import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { SubjectDataProgress } from '@platform/shared/progress/progress.schemas';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { useProfile } from '../../app/session/page-data';
import { Button } from '../../ui/button/Button';
import { useT } from '../../ui/i18n/useT';
import { Loader } from '../../ui/loader/Loader';
import { EmptyState } from '../../ui/query-state/EmptyState';
import { ScrollTable } from '../../ui/table/ScrollTable';
import { ContributorsEditor } from './ContributorsEditor';
import { ProgressBar } from './ProgressBar';
import { useDataProgress } from './use-data-progress';
import { useSendReminders } from './use-send-reminders';
import './progress.css';
import { opens } from '../../app/layouts/admin-nav';

/** /admin/subjects/:key/progress: one subject's progress per contributor, reminders to them, and who they are. */
export function SubjectProgressPage() {
  const { key = '' } = useParams();
  const t = useT();
  const { locale } = useLocale();
  const profile = useProfile();
  const canRemind = profile ? opens(profile, { area: 'reminders' }) : false;
  const canAssign = profile ? opens(profile, { area: 'subjectConfiguration' }) : false;

  // Asked again from the start after the contributors change, showing the figures already known meanwhile.
  const [round, setRound] = useState(0);
  const known = useRef<SubjectDataProgress[]>([]);
  const seed = useMemo(() => ({ progress: known.current, keys: [key] }), [key, round]); // eslint-disable-line react-hooks/exhaustive-deps
  const data = useDataProgress(seed);
  useEffect(() => {
    known.current = data.progress;
  }, [data.progress]);
  const item = data.progress.find((entry) => entry.key === key);

  if (!item) {
    return (
      <div className="progress">
        <BackLink />
        <h1>{t('progress.title')}</h1>
        {data.answered || data.failed ? <EmptyState>{t('progress.subject.notFound')}</EmptyState> : <Loader type="medium" />}
      </div>
    );
  }
  const name = item.name[locale];
  return (
    <div className="progress">
      <BackLink />
      <h1>{t('progress.subject.title', { subject: name })}</h1>
      <Summary item={item} updating={data.pending.includes(key)} />
      {data.failed && <p className="progress__warning">{t('progress.updateFailed')}</p>}
      {canRemind && <ReminderActions subject={{ key, name }} owed={item.remaining > 0} />}
      <UsersTable item={item} />
      {canAssign && <ContributorsEditor subject={{ key, name }} onSaved={() => setRound((value) => value + 1)} />}
    </div>
  );
}

function BackLink() {
  const t = useT();
  return (
    <p className="progress__back">
      <Link to="/admin/progress">{t('progress.subject.back')}</Link>
    </p>
  );
}

function Summary({ item, updating }: { item: SubjectDataProgress; updating: boolean }) {
  const t = useT();
  return (
    <div className="progress-summary">
      <p className="progress-summary__period">{item.period ? t('progress.subject.period', { period: item.period }) : t('progress.noPeriod')}</p>
      <p className="progress-summary__figures" role="status">
        <ProgressBar done={item.available - item.remaining} available={item.available} />
        <span>{t('progress.subject.summary', { remaining: item.remaining, available: item.available })}</span>
        {updating && <Loader type="inline" />}
      </p>
    </div>
  );
}

function ReminderActions({ subject, owed }: { subject: { key: string; name: string }; owed: boolean }) {
  const t = useT();
  const { send, sending } = useSendReminders(subject);
  if (!owed) return <p className="progress__muted">{t('progress.reminders.nobody')}</p>;
  return (
    <div className="progress-actions">
      <Button variant="primary" loading={sending} onClick={() => void send()}>
        {t('progress.reminders.send')}
      </Button>
      <Link to={`/admin/subjects/${encodeURIComponent(subject.key)}/reminders`}>{t('progress.subject.remindersLink')}</Link>
    </div>
  );
}

function UsersTable({ item }: { item: SubjectDataProgress }) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="progress-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('progress.subject.users')}</h2>
      {item.users.length === 0 ? (
        <EmptyState>{t('progress.subject.noUsers')}</EmptyState>
      ) : (
        <ScrollTable labelledBy={headingId} className="progress-table progress-table--users">
          <thead>
            <tr>
              <th scope="col">{t('progress.column.user')}</th>
              <th scope="col">{t('progress.column.language')}</th>
              <th scope="col">{t('progress.column.progress')}</th>
              <th scope="col" className="progress-table__number">
                {t('progress.column.remaining')}
              </th>
            </tr>
          </thead>
          <tbody>
            {item.users.map((user) => (
              <tr key={user.id} className={user.remaining > 0 ? 'progress-table__subject--owed' : undefined}>
                <th scope="row" className="progress-table__name">
                  {user.email}
                </th>
                <td>{t(`common.locale.${user.locale}`)}</td>
                <td className="progress-table__bar">
                  {user.available === 0 ? (
                    <span className="progress__muted">{t('progress.nothingExpected')}</span>
                  ) : (
                    <span className="progress-submitted">
                      <ProgressBar done={user.available - user.remaining} available={user.available} />
                      <span className="progress-submitted__text">{t('progress.submittedOf', { done: user.available - user.remaining, available: user.available })}</span>
                    </span>
                  )}
                </td>
                <td className="progress-table__number">{user.remaining}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}
