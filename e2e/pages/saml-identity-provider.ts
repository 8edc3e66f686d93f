import { randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import type { BrowserContext, Cookie } from '@playwright/test';
// The server tests' identity provider signs the same way, with its test-only key pair (see its README).
import { IDP_CERT as CERTIFICATE, sign } from '../../apps/server/src/features/saml/test/test-identity-provider';

/** The client settings' SAML block that trusts this provider (plain http: no mixed-content warning on its form post). */
export const TEST_IDP_SETTINGS = {
  idp_entry_point: 'http://idp.example.test/sso',
  idp_issuer: 'http://idp.example.test/metadata',
  idp_certificates: [CERTIFICATE],
  sp_entity_id: 'urn:e2e:indicators',
};

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');


/**
 * An identity provider inside the browser context: its sign-in address answers at once (the user "is signed
 * in there") with a page that posts a signed response to the assertion consumer service named in our request,
 * the HTTP-POST binding as a real provider does it, from another site.
 */
export class TestIdentityProvider {
  /** Who the provider says the user is, and the attributes it sends. */
  user: { email: string; attributes: Record<string, string> } = { email: '', attributes: {} };
  /** The cookies the browser held when it last arrived here, sent by our sign-in page. */
  cookiesOnArrival: Cookie[] = [];

  async serve(context: BrowserContext): Promise<void> {
    await context.route(`${TEST_IDP_SETTINGS.idp_entry_point}**`, async (route) => {
      this.cookiesOnArrival = await context.cookies();
      await route.fulfill({ contentType: 'text/html; charset=utf-8', body: this.postingPage(route.request().url()) });
    });
  }

  /**
   * The page that posts the signed answer to the request in `address` (our redirect to the provider): what the
   * provider shows the browser that came with that request, and what someone who started a sign-in could
   * capture and have another browser load.
   */
  postingPage(address: string): string {
    const request = inflateRawSync(Buffer.from(new URL(address).searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
    const requestId = /\bID="([^"]+)"/.exec(request)![1]!;
    const acsUrl = /AssertionConsumerServiceURL="([^"]+)"/.exec(request)![1]!;
    const response = Buffer.from(this.signedResponse(requestId, acsUrl), 'utf8').toString('base64');
    return (
      `<!doctype html><title>Identity provider</title><form method="post" action="${escapeXml(acsUrl)}">` +
      `<input type="hidden" name="SAMLResponse" value="${response}"></form><script>document.forms[0].submit()</script>`
    );
  }

  private signedResponse(requestId: string, acsUrl: string): string {
    const now = new Date();
    const later = new Date(now.getTime() + 5 * 60_000).toISOString();
    const attributes = Object.entries(this.user.attributes)
      .map(([name, value]) => `<saml:Attribute Name="${escapeXml(name)}"><saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`)
      .join('');
    const ns = 'xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"';
    const assertion = sign(
      `<saml:Assertion ${ns} ID="_a${randomUUID()}" Version="2.0" IssueInstant="${now.toISOString()}">` +
        `<saml:Issuer>${TEST_IDP_SETTINGS.idp_issuer}</saml:Issuer>` +
        `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escapeXml(this.user.email)}</saml:NameID>` +
        `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
        `<saml:SubjectConfirmationData InResponseTo="${requestId}" NotOnOrAfter="${later}" Recipient="${escapeXml(acsUrl)}"/>` +
        `</saml:SubjectConfirmation></saml:Subject>` +
        `<saml:Conditions NotBefore="${now.toISOString()}" NotOnOrAfter="${later}">` +
        `<saml:AudienceRestriction><saml:Audience>${TEST_IDP_SETTINGS.sp_entity_id}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
        `<saml:AuthnStatement AuthnInstant="${now.toISOString()}"><saml:AuthnContext>` +
        `<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>` +
        `</saml:AuthnContext></saml:AuthnStatement>` +
        (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
        `</saml:Assertion>`,
      'Assertion',
    );
    return sign(
      `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ${ns} ID="_r${randomUUID()}" Version="2.0"` +
        ` IssueInstant="${now.toISOString()}" Destination="${escapeXml(acsUrl)}" InResponseTo="${requestId}">` +
        `<saml:Issuer>${TEST_IDP_SETTINGS.idp_issuer}</saml:Issuer>` +
        `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`,
      'Response',
    );
  }
}
