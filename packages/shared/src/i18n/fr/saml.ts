import type { saml as en } from '../en/saml.js';

/** SAML sign-in: the page and its errors. */
export const saml: Record<keyof typeof en, string> = {
  'saml.title': 'Authentification unique',
  'saml.intro':
    'Connectez-vous avec le compte de votre organisation\u00a0: vous passez par sa page de connexion, puis revenez ici avec votre session ouverte.',
  'saml.start': 'Continuer vers mon organisation',
  'saml.redirecting': 'Redirection vers la page de connexion de votre organisation…',
  'saml.unavailable': 'La connexion unique n’est pas configurée pour ce site. Connectez-vous avec votre courriel et votre mot de passe.',
  'saml.passwordSignIn': 'Se connecter avec un courriel et un mot de passe',
  'saml.error.SAML_RESPONSE_REFUSED':
    'La réponse de votre organisation n’a pas pu être acceptée\u00a0: elle n’a pas pu être vérifiée, avait expiré, avait déjà servi ou répondait à une connexion commencée dans un autre navigateur. Réessayez à partir d’ici.',
  'saml.error.SAML_NOT_CONFIGURED':
    'La connexion unique n’est pas configurée pour ce site. Connectez-vous avec votre courriel et votre mot de passe.',
  'saml.error.ACCOUNT_LOCKED': 'Votre compte est verrouillé. Contactez votre administrateur.',
};
