import { z } from 'zod';
import { defineCall, defineContract } from '../http/contract.js';
import { samlAcsBodySchema, samlStartResponseSchema } from './saml.schemas.js';

/** SAML sign-in at the client's identity provider (spec §2, /profile/saml/sign_in): our service provider's calls. */
export const samlContract = defineContract('saml', "SAML sign-in at the client's identity provider: the service provider's calls.", {
  start: defineCall({
    method: 'POST',
    path: '/profile/saml/sign_in',
    summary: 'Opens an authentication request at the identity provider.',
    description: 'The request is remembered until it is answered or expires; the browser then goes to `redirect_url`.',
    response: samlStartResponseSchema,
  }),
  acs: defineCall({
    method: 'POST',
    path: '/profile/saml/acs',
    summary: "Receives the identity provider's signed response (the assertion consumer service).",
    description:
      "The identity provider's page posts its signed response here. The answer is a 303 to the user's sign-in path, or back to /profile/saml/sign_in?error=<SamlSignInError>.",
    body: samlAcsBodySchema,
    response: z.unknown(),
    status: 303,
  }),
  metadata: defineCall({
    method: 'GET',
    path: '/profile/saml/metadata',
    summary: "Reads the service provider's metadata (XML), to register at the identity provider.",
    response: z.unknown(),
  }),
});
