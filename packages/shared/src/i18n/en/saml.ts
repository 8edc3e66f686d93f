/** SAML sign-in: the page and its errors. */
export const saml = {
  'saml.title': 'Single sign-on (SAML)',
};
