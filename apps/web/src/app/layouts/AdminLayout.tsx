import { useMemo } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useMatches } from 'react-router';
import { BackendErrorPage } from '../errors/BackendErrorPage';
import { useBackendError, useEndedSession } from '../api/backend-error-store';
import { useT } from '../../ui/i18n/useT';
import { useClient, useProfile } from '../session/page-data';
import { AccountLinks } from './AccountLinks';
import type { AdminRouteHandle, WebFeature } from '../web-feature';
import { AdminNavContext, labelOf, opens } from './admin-nav';
import { FeatureSlots } from './FeatureSlots';
import { LocaleSwitch } from './LocaleSwitch';
import { PageContent } from './PageContent';
import './admin-layout.css';

/**
 * The back-office frame: signed-in users only; the navigation shows what their abilities open. Its
 * navigation, top bar and banners are what its features declare (both lists: the public features' banners
 * show here too).
 */
export function AdminLayout({ features }: { features: readonly WebFeature[] }) {
  const t = useT();
  const client = useClient();
  const profile = useProfile();
  const location = useLocation();
  const matches = useMatches();
  const backendError = useBackendError();
  const endedSession = useEndedSession();
  const nav = useMemo(() => features.flatMap((feature) => feature.nav ?? []), [features]);
  // A session that ended while here shows its error page (on this page and any back-office page
  // opened next); otherwise a visitor is asked to sign in.
  const signedOutError = backendError ?? endedSession;
  if (!profile && signedOutError) return <BackendErrorPage error={signedOutError} />;
  if (!profile) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={`/profile/sign_in?redirect=${encodeURIComponent(here)}`} replace />;
  }
  const items = nav.filter((item) => opens(profile, item));
  // A page the user's abilities do not open shows access denied, as the server would answer its calls.
  const denied = matches.some((match) => !opens(profile, (match.handle ?? {}) as AdminRouteHandle));
  return (
    <AdminNavContext.Provider value={nav}>
      <div className="admin-layout">
        <a className="skip-link" href="#main">
          {t('common.skipToContent')}
        </a>
        <FeatureSlots features={features} slot="banners" />
        <header className="admin-topbar">
          <Link to="/admin" className="admin-topbar__title">
            {client.title}
          </Link>
          <FeatureSlots features={features} slot="topBar" />
          <div className="admin-topbar__account">
            <Link to="/">{t('common.publicSite')}</Link>
            <span className="admin-topbar__email">{profile.email}</span>
            <LocaleSwitch />
            <AccountLinks showBackOffice={false} />
          </div>
        </header>
        <div className="admin-layout__body">
          <nav className="admin-nav" aria-label={t('admin.nav.label')}>
            <ul>
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end>
                    {t(labelOf(item, profile))}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <main id="main" tabIndex={-1} className="admin-layout__main">
            {denied ? (
              <BackendErrorPage error={{ kind: 'ACCESS_DENIED', code: 'ACCESS_DENIED', feedback: '' }} />
            ) : (
              <PageContent>
                <Outlet />
              </PageContent>
            )}
          </main>
        </div>
      </div>
    </AdminNavContext.Provider>
  );
}
