import type { usersMail as en } from '../en/users-mail.js';

/** The emails users administration sends: the invitation to set a first password. */
export const usersMail: Record<keyof typeof en, string> = {
  'users.mail.invitation.subject': 'Votre compte sur {client}',
};
