/** SAML sign-in: the page and its errors. */
export const saml = {
  'saml.title': 'Single sign-on',
  'saml.intro': 'Sign in with the account of your organisation: you go to its sign-in page, then come back here signed in.',
  'saml.start': 'Continue to my organisation',
  'saml.redirecting': 'Taking you to your organisation’s sign-in page…',
  'saml.unavailable': 'Single sign-on is not set up for this site. Sign in with your email and password.',
  'saml.passwordSignIn': 'Sign in with an email and password',
  'saml.error.SAML_RESPONSE_REFUSED':
    'The answer from your organisation could not be accepted: it could not be verified, had expired, had already been used or answered a sign-in started in another browser. Try again from here.',
  'saml.error.SAML_NOT_CONFIGURED': 'Single sign-on is not set up for this site. Sign in with your email and password.',
  'saml.error.ACCOUNT_LOCKED': 'Your account is locked. Contact your administrator.',
} as const;
