import type { saml as en } from '../en/saml.js';

/** SAML sign-in: the page and its errors. */
export const saml: Record<keyof typeof en, string> = {
  'saml.title': 'Connexion unique (SAML)',
};
