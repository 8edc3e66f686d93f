import type { impersonation as en } from '../en/impersonation.js';

/** Impersonation: the banner and the actions to start and stop acting as another user. */
export const impersonation: Record<keyof typeof en, string> = {
  'impersonation.title': 'Connexion en tant qu’un autre utilisateur',
};
