import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';

// A signing identity provider for tests: it reads our authentication requests and answers them with
// responses signed by xml-crypto, and lets a test tamper with them the ways attackers do.

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

export const IDP_KEY = fixture('idp-key.pem');
export const IDP_CERT = fixture('idp-cert.pem');
export const OTHER_KEY = fixture('other-idp-key.pem');
export const OTHER_CERT = fixture('other-idp-cert.pem');

export const IDP = {
  entryPoint: 'https://idp.example.test/sso',
  issuer: 'https://idp.example.test/metadata',
  spEntityId: 'https://indicators.example.org/saml',
};

/** The client settings' SAML block that trusts this provider. */
export const samlSettings = (certificates = [IDP_CERT]) => ({
  idp_entry_point: IDP.entryPoint,
  idp_issuer: IDP.issuer,
  idp_certificates: certificates,
  sp_entity_id: IDP.spEntityId,
});

/** What the provider reads from the address the browser was sent to. */
export interface AuthnRequest {
  id: string;
  acsUrl: string;
  issuer: string;
  xml: string;
}

export function readAuthnRequest(redirectUrl: string): AuthnRequest {
  const url = new URL(redirectUrl);
  const xml = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
  const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(xml)?.[1] ?? '';
  return { id: attribute('ID'), acsUrl: attribute('AssertionConsumerServiceURL'), issuer: /<saml:Issuer[^>]*>([^<]*)</.exec(xml)?.[1] ?? '', xml };
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const iso = (date: Date) => date.toISOString();
const PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';
const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';

export interface AssertionOptions {
  email: string;
  /** The request answered; null leaves InResponseTo out. */
  inResponseTo: string | null;
  acsUrl: string;
  id?: string;
  attributes?: Record<string, string>;
  issuer?: string;
  audience?: string;
  recipient?: string;
  issuedAt?: Date;
  notBefore?: Date;
  notOnOrAfter?: Date;
}

/** An assertion as the provider writes it, unsigned. */
export function assertionXml(options: AssertionOptions): string {
  const now = new Date();
  const issuedAt = options.issuedAt ?? now;
  const notBefore = options.notBefore ?? new Date(issuedAt.getTime() - 5_000);
  const notOnOrAfter = options.notOnOrAfter ?? new Date(issuedAt.getTime() + 5 * 60_000);
  const inResponseTo = options.inResponseTo === null ? '' : ` InResponseTo="${escapeXml(options.inResponseTo)}"`;
  const attributes = Object.entries(options.attributes ?? {})
    .map(([name, value]) => `<saml:Attribute Name="${escapeXml(name)}"><saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`)
    .join('');
  return (
    `<saml:Assertion xmlns:saml="${ASSERTION}" ID="${options.id ?? `_a${randomUUID()}`}" Version="2.0" IssueInstant="${iso(issuedAt)}">` +
    `<saml:Issuer>${escapeXml(options.issuer ?? IDP.issuer)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escapeXml(options.email)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData${inResponseTo} NotOnOrAfter="${iso(notOnOrAfter)}" Recipient="${escapeXml(options.recipient ?? options.acsUrl)}"/>` +
    `</saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${iso(notBefore)}" NotOnOrAfter="${iso(notOnOrAfter)}">` +
    `<saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience ?? IDP.spEntityId)}</saml:Audience></saml:AudienceRestriction>` +
    `</saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${iso(issuedAt)}" SessionIndex="_s${randomUUID()}"><saml:AuthnContext>` +
    `<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>` +
    `</saml:AuthnContext></saml:AuthnStatement>` +
    (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
    `</saml:Assertion>`
  );
}

/** A response around `assertions` (XML), unsigned. */
export function responseXml(options: { inResponseTo: string | null; acsUrl: string; assertions: string; issuer?: string }): string {
  const inResponseTo = options.inResponseTo === null ? '' : ` InResponseTo="${escapeXml(options.inResponseTo)}"`;
  return (
    `<samlp:Response xmlns:samlp="${PROTOCOL}" xmlns:saml="${ASSERTION}" ID="_r${randomUUID()}" Version="2.0" IssueInstant="${iso(new Date())}"` +
    ` Destination="${escapeXml(options.acsUrl)}"${inResponseTo}>` +
    `<saml:Issuer>${escapeXml(options.issuer ?? IDP.issuer)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    options.assertions +
    `</samlp:Response>`
  );
}

/** Signs the element `localName` of `xml` (the first one) the way providers do: enveloped, exclusive c14n, RSA-SHA256. */
export function sign(xml: string, localName: 'Assertion' | 'Response', key = IDP_KEY, cert = IDP_CERT): string {
  const element = `//*[local-name(.)='${localName}']`;
  const signer = new SignedXml({
    privateKey: key,
    publicCert: cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signer.addReference({
    xpath: element,
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
  });
  // The signature goes right after the element's Issuer, where the SAML schema puts it.
  signer.computeSignature(xml, { prefix: 'ds', location: { reference: `${element}/*[local-name(.)='Issuer']`, action: 'after' } });
  return signer.getSignedXml();
}

/** What a well-behaved provider sends: the assertion signed, then the whole response signed around it. */
export function signedResponse(options: AssertionOptions, key = IDP_KEY, cert = IDP_CERT): string {
  const assertion = sign(assertionXml(options), 'Assertion', key, cert);
  return sign(responseXml({ inResponseTo: options.inResponseTo, acsUrl: options.acsUrl, assertions: assertion }), 'Response', key, cert);
}

export const encode = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');
