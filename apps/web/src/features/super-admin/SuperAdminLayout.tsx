import { NavLink, Outlet } from 'react-router';
import { useT } from '../../ui/i18n/useT';
import { SUPER_ADMIN_PAGES } from './super-admin-paths';
import './super-admin.css';

/** The frame of the super administrator's pages: their navigation (the current one marked), then the page. */
export function SuperAdminLayout() {
  const t = useT();
  return (
    <>
      <nav className="super-admin-nav" aria-label={t('superAdmin.nav.label')}>
        <ul className="super-admin-nav__list">
          {SUPER_ADMIN_PAGES.map((page) => (
            <li key={page.path}>
              <NavLink end to={page.path}>
                {t(page.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
