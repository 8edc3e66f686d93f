/** How long an authentication request waits for its answer: time enough to sign in at the identity provider. */
export const SAML_REQUEST_TTL_MS = 10 * 60 * 1000;

/** The difference between our clock and the identity provider's that is forgiven on every time condition. */
export const SAML_CLOCK_SKEW_MS = 60 * 1000;

/**
 * The oldest assertion accepted, from its IssueInstant, whatever its NotOnOrAfter says: an identity provider
 * that gives long validity does not make a stolen response usable for long.
 */
export const SAML_MAX_ASSERTION_AGE_MS = 5 * 60 * 1000;
