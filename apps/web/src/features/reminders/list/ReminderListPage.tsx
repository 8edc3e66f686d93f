import { Link } from 'react-router';
import type { ReminderKind, ReminderTarget } from '@platform/shared/reminders/reminders.schemas';
import { buttonClassName } from '../../../ui/button/Button';
import { useT } from '../../../ui/i18n/useT';
import { newReminderPath } from '../reminders-paths';
import { useReminderList } from '../reminders-queries';
import { ReminderList } from '../shared/ReminderList';
import { RemindersNav } from './RemindersNav';
import { usePageParam } from './use-page-param';
import '../../../styles/admin-screen.css';
import '../reminders.css';

/**
 * /admin/reminders/{data|approval}[/{users|subjects}]: the reminders of one kind, naming users or subjects (or
 * both), next to run first, with a link to a new one.
 */
export function ReminderListPage({ kind, target }: { kind: ReminderKind; target?: ReminderTarget }) {
  const t = useT();
  const [page, setPage] = usePageParam();
  const list = useReminderList({ kind, target, page });
  const title = target ? t(`reminders.list.${kind}.${target}.title`) : t(`reminders.list.${kind}.title`);
  return (
    <div className="admin-screen reminders">
      <RemindersNav />
      <div className="admin-screen__toolbar">
        <h1>{title}</h1>
        <Link className={buttonClassName({ variant: 'primary' })} to={newReminderPath(kind, { target })}>
          {t(`reminders.new.${kind}`)}
        </Link>
      </div>
      <p className="admin-screen__intro">{t(`reminders.list.${kind}.intro`)}</p>
      <ReminderList list={list} page={page} onPage={setPage} caption={title} showTarget={!target} emptyMessage={t(`reminders.list.${kind}.empty`)} />
    </div>
  );
}

export const DataRemindersPage = () => <ReminderListPage kind="data" />;
export const DataUserRemindersPage = () => <ReminderListPage kind="data" target="users" />;
export const DataSubjectRemindersPage = () => <ReminderListPage kind="data" target="subjects" />;
export const ApprovalRemindersPage = () => <ReminderListPage kind="approval" />;
export const ApprovalUserRemindersPage = () => <ReminderListPage kind="approval" target="users" />;
export const ApprovalSubjectRemindersPage = () => <ReminderListPage kind="approval" target="subjects" />;
