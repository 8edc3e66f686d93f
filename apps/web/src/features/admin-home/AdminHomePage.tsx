import { Link } from 'react-router';
import { ADMIN_NAV, opens } from '../../app/layouts/admin-nav';
import { useT } from '../../ui/i18n/useT';
import { useProfile } from '../../app/session/page-data';

/** The back-office landing page: a welcome and the areas the user's abilities open. */
export function AdminHomePage() {
  const t = useT();
  const profile = useProfile()!;
  const areas = ADMIN_NAV.filter((item) => item.needs && opens(profile, item));
  return (
    <>
      <h1>{t('admin.home.title')}</h1>
      <p>{t('admin.home.welcome', { email: profile.email })}</p>
      <h2>{t('admin.home.areas')}</h2>
      {areas.length === 0 ? (
        <p>{t('admin.home.none')}</p>
      ) : (
        <ul>
          {areas.map((area) => (
            <li key={area.to}>
              <Link to={area.to}>{t(area.label)}</Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
