import type { Profile } from '@node-saml/node-saml';

/** What a verified assertion says about the user: who they are (email) and what we refresh at each sign-in. */
export interface SamlUserAttributes {
  email: string | null;
  firstName?: string;
  lastName?: string;
  locale?: 'en' | 'fr';
}

// The names identity providers commonly give these attributes: short LDAP names, their OIDs, and the claim
// URIs of Microsoft's providers. The first one present wins.
const EMAIL = ['email', 'mail', 'urn:oid:0.9.2342.19200300.100.1.3', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress'];
const FIRST_NAME = ['firstName', 'first_name', 'givenName', 'urn:oid:2.5.4.42', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname'];
const LAST_NAME = ['lastName', 'last_name', 'sn', 'surname', 'urn:oid:2.5.4.4', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname'];
const LOCALE = ['locale', 'preferredLanguage', 'urn:oid:2.16.840.1.113730.3.1.39'];

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+$/;
const NAME_MAX = 100;

function firstValue(attributes: Record<string, unknown>, names: string[]): string | undefined {
  for (const name of names) {
    const raw = attributes[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

/** `fr`, `fr-CA`, `fr_CA`, `French`… → fr; the same for en; anything else is not a locale we have. */
function localeOf(value: string | undefined): 'en' | 'fr' | undefined {
  const prefix = value?.slice(0, 2).toLowerCase();
  return prefix === 'en' || prefix === 'fr' ? prefix : undefined;
}

/**
 * Reads the user's attributes from a verified assertion's profile. The email comes from an email attribute,
 * else from the NameID when it is an address. An attribute the provider does not send is left undefined, so
 * the stored value is kept rather than blanked.
 */
export function userAttributesOf(profile: Profile): SamlUserAttributes {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  const email = firstValue(attributes, EMAIL) ?? profile.nameID;
  return {
    email: typeof email === 'string' && EMAIL_FORMAT.test(email.trim()) ? email.trim().toLowerCase().slice(0, 320) : null,
    firstName: firstValue(attributes, FIRST_NAME)?.slice(0, NAME_MAX),
    lastName: firstValue(attributes, LAST_NAME)?.slice(0, NAME_MAX),
    locale: localeOf(firstValue(attributes, LOCALE)),
  };
}
