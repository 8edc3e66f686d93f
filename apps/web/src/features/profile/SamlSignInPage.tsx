import { useState } from 'react';
import { isSamlSignInError, SAML_ERROR_PARAM, type SamlSignInError } from '@platform/shared/saml/saml-errors';
import { Link } from '../../app/navigation/Link';
import { useSearchParams } from '../../app/navigation/navigation-context';
import { isApiError } from '../../app/api/api-error';
import { useClient } from '../../app/session/page-data';
import { Button } from '../../ui/button/Button';
import { useT } from '../../ui/i18n/useT';
import { ProfileCard } from './ProfileCard';
import { samlErrorMessage } from './saml-error-message';
import { leaveFor, startSamlSignIn } from './saml-sign-in';

/**
 * /profile/saml/sign_in: sends the user to the client's identity provider. The provider's answer goes to
 * the server, which opens the session and sends the browser on, or back here with `?error=<code>`.
 */
export function SamlSignInPage() {
  const t = useT();
  const client = useClient();
  const [searchParams] = useSearchParams();
  const refused = searchParams.get(SAML_ERROR_PARAM);
  const [failure, setFailure] = useState<SamlSignInError | 'INTERNAL' | null>(isSamlSignInError(refused) ? refused : null);
  const [leaving, setLeaving] = useState(false);

  async function start() {
    setFailure(null);
    setLeaving(true);
    try {
      leaveFor(await startSamlSignIn());
    } catch (error) {
      setLeaving(false);
      if (!isApiError(error)) return setFailure('INTERNAL');
      if (error.code === 'NOT_FOUND') return setFailure('SAML_NOT_CONFIGURED');
      setFailure(error.code === 'CLIENT_IN_MAINTENANCE' ? 'CLIENT_IN_MAINTENANCE' : 'INTERNAL');
    }
  }

  const configured = client.settings.saml !== undefined && failure !== 'SAML_NOT_CONFIGURED';
  return (
    <ProfileCard title={t('saml.title')} intro={configured ? t('saml.intro') : undefined}>
      {failure && (
        <p role="alert" className="profile-card__alert">
          {failure === 'INTERNAL' ? t('errors.notice.internal') : samlErrorMessage(failure, client, t)}
        </p>
      )}
      {configured ? (
        <>
          <p>
            <Button variant="primary" loading={leaving} onClick={() => void start()}>
              {t('saml.start')}
            </Button>
          </p>
          <p role="status">{leaving ? t('saml.redirecting') : null}</p>
        </>
      ) : (
        failure !== 'SAML_NOT_CONFIGURED' && <p>{t('saml.unavailable')}</p>
      )}
      <p>
        <Link to="/profile/sign_in">{t('saml.passwordSignIn')}</Link>
      </p>
    </ProfileCard>
  );
}
