/**
 * Why a SAML sign-in was refused: the assertion consumer service sends the browser back to the SAML
 * sign-in page with one of these in `?error=` (the answer goes to a page, not to a script).
 * SAML_RESPONSE_REFUSED covers every response that cannot be trusted (signature, issuer, audience,
 * expiry, replay, unsolicited) and an identity provider that refused the user. No zod here: the page
 * that reads them is public.
 */
export const SAML_SIGN_IN_ERRORS = [
  'SAML_RESPONSE_REFUSED',
  'SAML_NOT_CONFIGURED',
  'USER_NOT_FOUND',
  'MANDATE_EXPIRED',
  'CLIENT_LOCKED',
  'ACCOUNT_LOCKED',
  'CLIENT_IN_MAINTENANCE',
] as const;
export type SamlSignInError = (typeof SAML_SIGN_IN_ERRORS)[number];

/** The query parameter of the SAML sign-in page that carries a SamlSignInError. */
export const SAML_ERROR_PARAM = 'error';

export function isSamlSignInError(value: string | null): value is SamlSignInError {
  return (SAML_SIGN_IN_ERRORS as readonly string[]).includes(value ?? '');
}
