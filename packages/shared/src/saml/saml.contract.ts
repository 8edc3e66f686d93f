import { z } from 'zod';
import { defineCall } from '../http/contract.js';
import { samlAcsBodySchema, samlStartResponseSchema } from './saml.schemas.js';

/** SAML sign-in at the client's identity provider (spec §2, /profile/saml/sign_in): our service provider's calls. */
export const samlContract = {
  /** Opens an authentication request (remembered until it is answered or expires); the browser then goes to redirect_url. */
  start: defineCall({ method: 'POST', path: '/profile/saml/sign_in', response: samlStartResponseSchema }),
  /**
   * The assertion consumer service: the identity provider's page posts its signed response here. The answer is
   * a 303 to the user's sign-in path, or back to /profile/saml/sign_in?error=<SamlSignInError>.
   */
  acs: defineCall({ method: 'POST', path: '/profile/saml/acs', body: samlAcsBodySchema, response: z.unknown() }),
  /** Our service provider metadata (XML), to register at the identity provider. */
  metadata: defineCall({ method: 'GET', path: '/profile/saml/metadata', response: z.unknown() }),
};
