import type { Profile } from '@node-saml/node-saml';
import { describe, expect, it } from 'vitest';
import { userAttributesOf } from './saml-attributes.js';

const profile = (nameID: string, attributes?: Record<string, unknown>): Profile =>
  ({ issuer: 'idp', nameID, nameIDFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent', attributes }) as Profile;

describe('userAttributesOf: what an assertion says about the user', () => {
  it('reads the common attribute names, and the OIDs and claim URIs providers use', () => {
    expect(userAttributesOf(profile('x', { mail: 'Ada@Example.org', givenName: 'Ada', sn: 'Lovelace', preferredLanguage: 'fr-CA' }))).toEqual({
      email: 'ada@example.org',
      firstName: 'Ada',
      lastName: 'Lovelace',
      locale: 'fr',
    });
    expect(
      userAttributesOf(
        profile('x', {
          'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress': 'grace@example.org',
          'urn:oid:2.5.4.42': ['Grace', 'G.'],
          'urn:oid:2.5.4.4': 'Hopper',
          locale: 'en_US',
        }),
      ),
    ).toEqual({ email: 'grace@example.org', firstName: 'Grace', lastName: 'Hopper', locale: 'en' });
  });

  it('takes the email from the NameID when no attribute gives it, and none from a NameID that is no address', () => {
    expect(userAttributesOf(profile('ada@example.org')).email).toBe('ada@example.org');
    expect(userAttributesOf(profile('a1b2c3-opaque-id')).email).toBeNull();
  });

  it('leaves out what is not sent, blank, or a language we do not have, so stored values are kept', () => {
    expect(userAttributesOf(profile('ada@example.org', { givenName: '  ', preferredLanguage: 'de' }))).toEqual({
      email: 'ada@example.org',
      firstName: undefined,
      lastName: undefined,
      locale: undefined,
    });
  });
});
