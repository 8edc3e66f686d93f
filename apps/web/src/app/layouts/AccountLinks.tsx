import { Link } from 'react-router';
import { useSignOut } from '../../features/profile/profile.api';
import { useT } from '../i18n/useT';
import { useProfile } from '../session/page-data';

/** Sign in for visitors; back-office and sign out for users. */
export function AccountLinks({ showBackOffice = true }: { showBackOffice?: boolean }) {
  const t = useT();
  const profile = useProfile();
  const signOut = useSignOut();
  if (!profile) return <Link to="/profile/sign_in">{t('common.signIn')}</Link>;
  return (
    <>
      {showBackOffice && profile.abilities.length > 0 && <Link to="/admin">{t('common.backOffice')}</Link>}
      <button
        type="button"
        className="link-button"
        onClick={() => signOut.mutate()}
      >
        {t('common.signOut')}
      </button>
    </>
  );
}
