import { Link } from 'react-router';
import { REMINDER_KINDS, REMINDER_TARGETS, type ReminderKind, type ReminderTarget } from '@platform/shared/reminders/reminders.schemas';
import { buttonClassName } from '../../../ui/button/Button';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { REMINDERS_CONFIG_PATH, newReminderPath, remindersListPath } from '../reminders-paths';
import { useReminderList } from '../reminders-queries';
import { RemindersNav } from './RemindersNav';
import '../../../styles/admin-screen.css';
import '../reminders.css';

/** /admin/reminders: the four lists, each with how many reminders it holds and a way to add one, and the settings. */
export function RemindersHomePage() {
  const t = useT();
  return (
    <div className="admin-screen reminders">
      <RemindersNav />
      <h1>{t('reminders.title')}</h1>
      <p className="admin-screen__intro">{t('reminders.home.intro')}</p>
      {REMINDER_KINDS.map((kind) => (
        <section key={kind} className="reminders-home__kind" aria-labelledby={`reminders-home-${kind}`}>
          <div className="reminders-home__head">
            <h2 id={`reminders-home-${kind}`}>
              <Link to={remindersListPath(kind)}>{t(`reminders.list.${kind}.title`)}</Link>
            </h2>
            <Link className={buttonClassName({ size: 'small' })} to={newReminderPath(kind)}>
              {t(`reminders.new.${kind}`)}
            </Link>
          </div>
          <ul className="reminders-home__lists">
            {REMINDER_TARGETS.map((target) => (
              <ListCard key={target} kind={kind} target={target} />
            ))}
          </ul>
        </section>
      ))}
      <p className="reminders-home__config">
        <Link to={REMINDERS_CONFIG_PATH}>{t('reminders.config.title')}</Link> <span className="reminders-muted">{t('reminders.home.configHint')}</span>
      </p>
    </div>
  );
}

function ListCard({ kind, target }: { kind: ReminderKind; target: ReminderTarget }) {
  const t = useT();
  const list = useReminderList({ kind, target, page: 1 });
  return (
    <li className="reminders-home__card">
      <Link to={remindersListPath(kind, target)} className="reminders-home__link">
        {t(`reminders.list.${kind}.${target}.title`)}
      </Link>
      <span className="reminders-home__count">
        {list.isPending ? (
          <Loader type="inline" label={t('reminders.list.loading')} />
        ) : list.isError ? (
          t('reminders.home.countFailed')
        ) : (
          t('reminders.list.count', { count: list.data?.total ?? 0 })
        )}
      </span>
    </li>
  );
}
