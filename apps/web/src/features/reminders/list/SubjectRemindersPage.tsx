import { Link, useParams } from 'react-router';
import { buttonClassName } from '../../../ui/button/Button';
import { useT } from '../../../ui/i18n/useT';
import { REMINDERS_PATH, newReminderPath } from '../reminders-paths';
import { useReminderList } from '../reminders-queries';
import { ReminderList } from '../shared/ReminderList';
import { useReminderWords } from '../shared/use-reminder-words';
import { usePageParam } from './use-page-param';
import '../../../styles/admin-screen.css';
import '../reminders.css';

/**
 * /admin/subjects/:key/reminders: the reminders covering a subject (naming it, or naming users who contribute to
 * it), of both kinds, and a new one for it with the subject already chosen.
 */
export function SubjectRemindersPage() {
  const { key = '' } = useParams();
  const t = useT();
  const words = useReminderWords();
  const [page, setPage] = usePageParam();
  const list = useReminderList({ subject_key: key, page });
  const subject = words.subject(key);
  return (
    <div className="admin-screen reminders">
      <p className="admin-screen__back">
        <Link to={REMINDERS_PATH}>{t('reminders.backToOverview')}</Link>
      </p>
      <div className="admin-screen__toolbar">
        <h1>{t('reminders.subject.title', { subject })}</h1>
        <div className="reminders__toolbar-actions">
          <Link className={buttonClassName({ variant: 'primary' })} to={newReminderPath('data', { target: 'subjects', subject: key })}>
            {t('reminders.subject.newData')}
          </Link>
          <Link className={buttonClassName()} to={newReminderPath('approval', { target: 'subjects', subject: key })}>
            {t('reminders.subject.newApproval')}
          </Link>
        </div>
      </div>
      <p className="admin-screen__intro">{t('reminders.subject.intro', { subject })}</p>
      <ReminderList
        list={list}
        page={page}
        onPage={setPage}
        caption={t('reminders.subject.caption', { subject })}
        showKind
        showTarget
        emptyMessage={t('reminders.subject.empty', { subject })}
      />
    </div>
  );
}
