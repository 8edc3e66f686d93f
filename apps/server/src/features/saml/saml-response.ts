import type { SAML } from '@node-saml/node-saml';
import { userAttributesOf, type SamlUserAttributes } from './saml-attributes.js';
import { SAML_CLOCK_SKEW_MS, SAML_MAX_ASSERTION_AGE_MS } from './saml-limits.js';
import type { SamlRequestCache } from './saml-request-cache.service.js';

/**
 * A response we cannot trust or use; `reason` (what was wrong) and `category` (the audit row's reason) go to
 * the audit log, never to the browser.
 */
export class SamlResponseRefused extends Error {
  constructor(
    readonly reason: string,
    readonly category: 'saml_response_refused' | 'other_browser' = 'saml_response_refused',
  ) {
    super(reason);
  }
}

export interface VerifiedAssertion {
  id: string;
  /** Until when the assertion could still pass the time checks: how long its id must be remembered as used. */
  usableUntil: Date;
  attributes: SamlUserAttributes;
}

interface AssertionJs {
  Assertion?: {
    $?: { ID?: string; IssueInstant?: string };
    Subject?: { SubjectConfirmation?: { SubjectConfirmationData?: { $?: { Recipient?: string } }[] }[] }[];
  };
}

/**
 * Checks a posted SAMLResponse with node-saml (signatures, InResponseTo, audience, time conditions), then
 * what it leaves to us: the assertion's issuer is the configured provider, it was addressed to our
 * assertion consumer service, it answers the request the posting browser started (`requestId`, from its
 * cookie: null when it has none), and this caller is the one that takes its request out of the cache.
 */
export async function verifySamlResponse(
  sp: SAML,
  cache: SamlRequestCache,
  expected: { idpIssuer: string; acsUrl: string; requestId: string | null },
  samlResponse: string,
): Promise<VerifiedAssertion> {
  let result: Awaited<ReturnType<SAML['validatePostResponseAsync']>>;
  try {
    result = await sp.validatePostResponseAsync({ SAMLResponse: samlResponse });
  } catch (error) {
    throw new SamlResponseRefused(error instanceof Error ? error.message : 'invalid response');
  }
  const profile = result.profile;
  if (!profile || result.loggedOut) throw new SamlResponseRefused('no assertion');
  if (profile.issuer !== expected.idpIssuer) throw new SamlResponseRefused(`unexpected issuer ${String(profile.issuer)}`);

  const assertion = (profile.getAssertion?.() as AssertionJs | undefined)?.Assertion;
  const id = assertion?.$?.ID;
  const issuedAt = Date.parse(assertion?.$?.IssueInstant ?? '');
  if (!id || Number.isNaN(issuedAt)) throw new SamlResponseRefused('assertion without ID or IssueInstant');

  const recipients = (assertion?.Subject?.[0]?.SubjectConfirmation ?? [])
    .flatMap((confirmation) => confirmation.SubjectConfirmationData ?? [])
    .map((data) => data.$?.Recipient)
    .filter((recipient) => recipient !== undefined);
  if (recipients.some((recipient) => recipient !== expected.acsUrl)) throw new SamlResponseRefused('addressed to another recipient');

  const inResponseTo = profile.inResponseTo;
  if (typeof inResponseTo !== 'string') throw new SamlResponseRefused('no InResponseTo');
  if (inResponseTo !== expected.requestId) {
    const started = expected.requestId ? `the request it started, ${expected.requestId}` : 'no request it started';
    throw new SamlResponseRefused(`answers ${inResponseTo}, posted by a browser with ${started}`, 'other_browser');
  }
  if (!(await cache.consume(inResponseTo))) {
    throw new SamlResponseRefused('request already answered');
  }
  const usableUntil = Math.max(issuedAt + SAML_MAX_ASSERTION_AGE_MS, Date.now()) + SAML_CLOCK_SKEW_MS;
  return { id, usableUntil: new Date(usableUntil), attributes: userAttributesOf(profile) };
}
