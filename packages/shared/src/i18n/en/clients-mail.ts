/** The emails the client's configuration sends: a change of the identity provider, told to the administrators. */
export const clientsMail = {
  'clients.mail.identityProviderChanged.subject': 'The single sign-on of {client} was changed',
  'clients.mail.identityProviderChanged.body':
    'Hello,\n\n{by} changed the identity provider that signs users in to {client} by single sign-on, on {at} (UTC).\n\nBefore: {before}\nNow: {after}\n\nIf this change was not expected, tell your super administrator at once: whoever controls the identity provider can sign in as its users.',
  'clients.mail.identityProviderChanged.none': 'none',
};
