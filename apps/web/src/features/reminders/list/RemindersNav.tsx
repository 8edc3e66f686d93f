import { NavLink } from 'react-router';
import { REMINDER_KINDS, REMINDER_TARGETS } from '@platform/shared/reminders/reminders.schemas';
import { useT } from '../../../ui/i18n/useT';
import { REMINDERS_CONFIG_PATH, REMINDERS_PATH, remindersListPath } from '../reminders-paths';

/** The reminders' own pages: the overview, the lists by kind and target, the settings (the current one marked). */
export function RemindersNav() {
  const t = useT();
  return (
    <nav className="reminders-nav" aria-label={t('reminders.nav.label')}>
      <ul className="reminders-nav__list">
        <li>
          <NavLink end to={REMINDERS_PATH}>
            {t('reminders.nav.overview')}
          </NavLink>
        </li>
        {REMINDER_KINDS.map((kind) =>
          REMINDER_TARGETS.map((target) => (
            <li key={`${kind}-${target}`}>
              <NavLink end to={remindersListPath(kind, target)}>
                {t(`reminders.list.${kind}.${target}.title`)}
              </NavLink>
            </li>
          )),
        )}
        <li>
          <NavLink end to={REMINDERS_CONFIG_PATH}>
            {t('reminders.config.title')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
