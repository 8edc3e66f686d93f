import { SAML, ValidateInResponseTo, type CacheProvider } from '@node-saml/node-saml';
import type { SamlSettings } from '@platform/shared/saml/saml-settings.schemas';
import { SAML_CLOCK_SKEW_MS, SAML_MAX_ASSERTION_AGE_MS, SAML_REQUEST_TTL_MS } from './saml-limits.js';

/** A certificate as the settings hold it (armoured or not, any line length) as the PEM node-saml reads. */
export function certificatePem(certificate: string): string {
  const body = certificate.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  return `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----\n`;
}

/**
 * Our service provider for one client's identity provider, strict on every check node-saml offers: the
 * response and its assertion must both be signed by one of the provider's certificates, the response must
 * answer a request we sent (the cache says which are open), its assertion must name us as audience, and
 * every time condition is held to SAML_CLOCK_SKEW_MS of skew and SAML_MAX_ASSERTION_AGE_MS of age.
 * `requestId`, when given, is the ID of the authentication request it sends (see saml-browser-binding.ts).
 */
export function serviceProvider(settings: SamlSettings, acsUrl: string, cache: CacheProvider, requestId?: string): SAML {
  return new SAML({
    ...(requestId === undefined ? {} : { generateUniqueId: () => requestId }),
    entryPoint: settings.idp_entry_point,
    issuer: settings.sp_entity_id,
    audience: settings.sp_entity_id,
    idpIssuer: settings.idp_issuer,
    idpCert: settings.idp_certificates.map(certificatePem),
    callbackUrl: acsUrl,
    wantAuthnResponseSigned: true,
    wantAssertionsSigned: true,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    maxAssertionAgeMs: SAML_MAX_ASSERTION_AGE_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_TTL_MS,
    cacheProvider: cache,
    // The provider chooses how the user proves who they are (password, second factor…): asking for one
    // exact method would refuse stronger ones.
    disableRequestedAuthnContext: true,
    signatureAlgorithm: 'sha256',
  });
}
