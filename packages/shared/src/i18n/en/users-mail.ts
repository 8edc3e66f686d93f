/** The emails users administration sends: the invitation to set a first password. */
export const usersMail = {
  'users.mail.invitation.subject': 'Your account on {client}',
  'users.mail.invitation.body':
    'Hello {name},\n\nAn account was opened for you on {client}, under the address {email}. To choose your password, open this link within {days} days:\n\n{link}\n\nIf the link has expired, ask your administrator to send a new one.',
};
