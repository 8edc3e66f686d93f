/** The emails users administration sends: the invitation to set a first password. */
export const usersMail = {
  'users.mail.invitation.subject': 'Your account on {client}',
};
