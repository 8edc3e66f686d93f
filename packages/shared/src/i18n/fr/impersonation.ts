import type { impersonation as en } from '../en/impersonation.js';

/** Impersonation: the banner and the actions to start and stop acting as another user. */
export const impersonation: Record<keyof typeof en, string> = {
  'impersonation.title': 'Connexion en tant qu’un autre utilisateur',
  'impersonation.banner.actingAs': 'Vous agissez en tant que {user} (connecté en tant que {impersonator})',
  'impersonation.banner.visitor.public': 'visiteur public',
  'impersonation.banner.visitor.private': 'visiteur de l’audience privée',
  'impersonation.stop': 'Arrêter',
  'impersonation.impersonate': 'Emprunter l’identité',
  'impersonation.viewAsVisitor.public': 'Voir en tant que visiteur public',
  'impersonation.viewAsVisitor.private': 'Voir en tant que visiteur de l’audience privée',
  'impersonation.refused.SELF': 'Vous ne pouvez pas emprunter votre propre identité.',
  'impersonation.refused.SUPER_ADMINISTRATOR': 'L’identité d’un super-administrateur ne peut pas être empruntée.',
  'impersonation.refused.ARCHIVED': 'L’identité d’un utilisateur archivé ne peut pas être empruntée. Restaurez-le d’abord.',
  'impersonation.refused.WIDER_RIGHTS': 'Cet utilisateur a des droits ou des organisations que vous n’avez pas : vous ne pouvez pas emprunter son identité.',
  'impersonation.refused.ACCOUNT_UNAVAILABLE': 'Le compte de cet utilisateur ne peut pas être utilisé pour le moment (verrouillé, ou mandat expiré).',
  'impersonation.refused.ALREADY_IMPERSONATING': 'Vous agissez déjà en tant qu’un autre utilisateur. Arrêtez d’abord.',
  'impersonation.refused.other': 'Vous ne pouvez pas emprunter l’identité de cet utilisateur.',
  'impersonation.notFound': 'Cet utilisateur n’existe plus.',
  'impersonation.ended.WIDER_RIGHTS': 'Votre emprunt d’identité a pris fin : l’utilisateur que vous incarniez détient maintenant des droits ou des organisations que vous n’avez pas. Vous êtes de retour dans votre propre session.',
  'impersonation.ended.IMPERSONATOR_CANNOT_IMPERSONATE': 'Votre emprunt d’identité a pris fin : vous n’avez plus le droit d’emprunter l’identité des utilisateurs. Vous êtes de retour dans votre propre session.',
  'impersonation.ended.IMPERSONATOR_UNAVAILABLE': 'Votre emprunt d’identité a pris fin : votre propre compte ne peut plus être utilisé. Vous êtes de retour dans votre propre session.',
  'impersonation.stopRefused': 'Le retour a échoué : déconnectez-vous puis reconnectez-vous.',
};
