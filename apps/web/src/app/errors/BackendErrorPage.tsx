import type { MessageKey } from '@platform/shared/i18n/catalogues';
import type { BackendError } from '../api/backend-error-store';
import { Link } from '../navigation/Link';
import { useLocation } from '../navigation/navigation-context';
import { useT } from '../../ui/i18n/useT';
import { buttonClassName } from '../../ui/button/Button';
import { ErrorPage } from '../../ui/error-page/ErrorPage';

/** Codes whose message the client configures (spec §8); the server sends it as feedback. */
const CLIENT_MESSAGE_CODES = new Set(['CLIENT_LOCKED', 'MANDATE_EXPIRED', 'USER_NOT_FOUND']);

/** The full-page form of an error the server answered (spec §8 error pages). */
export function BackendErrorPage({ error }: { error: BackendError }) {
  const t = useT();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  if (CLIENT_MESSAGE_CODES.has(error.code)) {
    return (
      <ErrorPage
        title={t(`errors.${error.code}.title` as MessageKey)}
        message={error.feedback}
        contactHint={t('errors.contact')}
        code={error.code}
      />
    );
  }
  const kind = error.kind === 'INVALID' || error.kind === 'TEMPORARY_PASSWORD' ? 'INTERNAL_ERROR' : error.kind;
  const actions =
    kind === 'SESSION_EXPIRED' ? (
      <Link className={buttonClassName({ variant: 'primary' })} to={`/profile/sign_in?redirect=${encodeURIComponent(here)}`}>
        {t('common.signIn')}
      </Link>
    ) : kind === 'PASSWORD_EXPIRED' ? (
      <Link className={buttonClassName({ variant: 'primary' })} to="/profile/password">
        {t('profile.password.title')}
      </Link>
    ) : (
      <Link to="/">{t('errors.goHome')}</Link>
    );
  return (
    <ErrorPage
      title={t(`errors.${kind}.title`)}
      message={t(`errors.${kind}.message`)}
      contactHint={kind === 'NOT_FOUND' || kind === 'SESSION_EXPIRED' ? undefined : t('errors.contact')}
      code={error.code}
      actions={actions}
    />
  );
}
