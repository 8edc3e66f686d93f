import type { Client } from '@platform/shared/clients/client.schemas';
import type { SamlSignInError } from '@platform/shared/saml/saml-errors';
import type { Translate } from '../../ui/i18n/useT';

/**
 * The sentence a refused SAML sign-in shows. The client words its own refusals (unknown user, mandate,
 * locked client) in its settings, as for password sign-in; an empty message falls back to the error's title.
 */
export function samlErrorMessage(code: SamlSignInError, client: Client, t: Translate): string {
  const { authentication } = client.settings;
  switch (code) {
    case 'USER_NOT_FOUND':
      return authentication.user_not_found_message || `${t('errors.USER_NOT_FOUND.title')}. ${t('errors.contact')}`;
    case 'MANDATE_EXPIRED':
      return authentication.mandate_expired_message || `${t('errors.MANDATE_EXPIRED.title')}. ${t('errors.contact')}`;
    case 'CLIENT_LOCKED':
      return authentication.client_locked_message || `${t('errors.CLIENT_LOCKED.title')}. ${t('errors.contact')}`;
    case 'CLIENT_IN_MAINTENANCE':
      return t('errors.CLIENT_IN_MAINTENANCE.message');
    case 'ACCOUNT_LOCKED':
    case 'SAML_NOT_CONFIGURED':
    case 'SAML_RESPONSE_REFUSED':
      return t(`saml.error.${code}`);
  }
}
