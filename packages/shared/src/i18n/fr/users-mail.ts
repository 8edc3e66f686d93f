import type { usersMail as en } from '../en/users-mail.js';

/** The emails users administration sends: the invitation to set a first password. */
export const usersMail: Record<keyof typeof en, string> = {
  'users.mail.invitation.subject': 'Votre compte sur {client}',
  'users.mail.invitation.body':
    'Bonjour {name},\n\nUn compte a été ouvert pour vous sur {client}, à l’adresse {email}. Pour choisir votre mot de passe, ouvrez ce lien dans les {days}\u00a0jours\u00a0:\n\n{link}\n\nSi le lien a expiré, demandez à votre administrateur de vous en envoyer un nouveau.',
};
