import { Link } from 'react-router';
import { useT } from '../../ui/i18n/useT';
import { ProfileCard } from './ProfileCard';

/** Single sign-on entry point; no identity provider is configured for the demo client yet. */
export function SamlSignInPage() {
  const t = useT();
  return (
    <ProfileCard title={t('profile.saml.title')}>
      <p>{t('profile.saml.unavailable')}</p>
      <p>
        <Link to="/profile/sign_in">{t('profile.recover.backToSignIn')}</Link>
      </p>
    </ProfileCard>
  );
}
