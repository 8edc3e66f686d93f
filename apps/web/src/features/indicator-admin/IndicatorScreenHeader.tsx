import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { opens } from '../../app/layouts/admin-nav';
import { useProfile } from '../../app/session/page-data';
import { useT } from '../../ui/i18n/useT';
import { indicatorAdminPath, type IndicatorScreen } from './indicator-admin-paths';

const SCREENS: readonly { screen: IndicatorScreen; area: 'indicatorAdmin' | 'annotations' }[] = [
  { screen: 'definition', area: 'indicatorAdmin' },
  { screen: 'methodology', area: 'indicatorAdmin' },
  { screen: 'annotations', area: 'annotations' },
];

/**
 * The top of an indicator's screens: the way back to the list, the title, the indicator's screens the user
 * may open (as links, so the dirty guard asks before leaving unsaved changes) and its public page.
 */
export function IndicatorScreenHeader({ title, indicatorKey, publicPath, children }: { title: string; indicatorKey?: string; publicPath?: string; children?: ReactNode }) {
  const t = useT();
  const profile = useProfile();
  const screens = profile ? SCREENS.filter((each) => opens(profile, each)) : [];
  return (
    <header className="indicator-admin__header">
      <p className="indicator-admin__back">
        <Link to="/admin/indicators">{t('indicatorAdmin.back')}</Link>
      </p>
      <div className="indicator-admin__title-row">
        <h1>{title}</h1>
        {publicPath && (
          <a className="indicator-admin__public-link" href={publicPath}>
            {t('indicatorAdmin.publicPage')}
          </a>
        )}
      </div>
      {indicatorKey && screens.length > 1 && (
        <nav className="indicator-admin__screens" aria-label={t('indicatorAdmin.screens')}>
          <ul>
            {screens.map(({ screen }) => (
              <li key={screen}>
                <NavLink to={indicatorAdminPath(indicatorKey, screen)} end={screen !== 'annotations'}>
                  {t(`indicatorAdmin.screen.${screen}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {children}
    </header>
  );
}
