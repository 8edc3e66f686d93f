import { useState } from 'react';
import { Link } from '../navigation/Link';
import { signOut } from '../session/sign-out';
import { handleCallError } from '../api/common-error-handler';
import { useCallErrorHandlers } from '../api/use-call-error-handlers';
import { useT } from '../../ui/i18n/useT';
import { useProfile } from '../session/page-data';

/** Sign in for visitors; back-office and sign out for users. */
export function AccountLinks({ showBackOffice = true }: { showBackOffice?: boolean }) {
  const t = useT();
  const profile = useProfile();
  const errorHandlers = useCallErrorHandlers();
  const [signingOut, setSigningOut] = useState(false);
  if (!profile) return <Link to="/profile/sign_in">{t('common.signIn')}</Link>;
  const onSignOut = () => {
    setSigningOut(true);
    signOut().catch((error: unknown) => {
      setSigningOut(false);
      handleCallError(error, errorHandlers, { isLoad: false });
    });
  };
  return (
    <>
      {showBackOffice && profile.abilities.length > 0 && <Link to="/admin">{t('common.backOffice')}</Link>}
      <button type="button" className="link-button" onClick={onSignOut} disabled={signingOut}>
        {t('common.signOut')}
      </button>
    </>
  );
}
