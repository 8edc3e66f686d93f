import type { samlContract } from '@platform/shared/saml/saml.contract';
import { callApi } from '../../app/api/call-api';

/** Opens an authentication request at the server; answers where the browser must go to sign in. */
export async function startSamlSignIn(): Promise<string> {
  return (await callApi<typeof samlContract.start>('POST /profile/saml/sign_in')).redirect_url;
}

/** Leaves the app for the identity provider's page (a full navigation: the provider is another site). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
