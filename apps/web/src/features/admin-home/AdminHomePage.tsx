import { Link } from 'react-router';
import { labelOf, opens, useAdminNav } from '../../app/layouts/admin-nav';
import { useT } from '../../ui/i18n/useT';
import { useClient, useProfile } from '../../app/session/page-data';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { RichTextHtml } from '../../ui/rich-editor/RichTextHtml';
import { HomeSubjects } from '../data-collection/entry/components/HomeSubjects';
import { ImpersonationEndedNotice } from '../impersonation/ImpersonationEndedNotice';

/** The back-office landing page: a welcome, the subjects the user may fill (with their progress), and the areas the user's abilities open. */
export function AdminHomePage() {
  const t = useT();
  const profile = useProfile()!;
  const { locale } = useLocale();
  // Sanitised by the server when it was saved (clients.service.ts), so it is shown as HTML.
  const message = useClient().settings.welcome_message?.[locale] ?? null;
  const areas = useAdminNav().filter((item) => item.area && opens(profile, item));
  const fillsSubjects = opens(profile, { area: 'subjects' });
  return (
    <>
      <h1>{t('admin.home.title')}</h1>
      <ImpersonationEndedNotice />
      <p>{t('admin.home.welcome', { email: profile.email })}</p>
      {message !== null && <RichTextHtml as="section" html={message} aria-label={t('admin.home.message')} className="admin-home__message" />}
      {fillsSubjects && <HomeSubjects />}
      <h2>{t('admin.home.areas')}</h2>
      {areas.length === 0 ? (
        <p>{t('admin.home.none')}</p>
      ) : (
        <ul>
          {areas.map((area) => (
            <li key={area.to}>
              <Link to={area.to}>{t(labelOf(area, profile))}</Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
