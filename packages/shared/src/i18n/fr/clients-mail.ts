import type { clientsMail as en } from '../en/clients-mail.js';

/** Les courriels de la configuration du client : le changement du fournisseur d’identité, annoncé aux administrateurs. */
export const clientsMail: Record<keyof typeof en, string> = {
  'clients.mail.identityProviderChanged.subject': 'L’authentification unique de {client} a été modifiée',
  'clients.mail.identityProviderChanged.body':
    'Bonjour,\n\n{by} a modifié le fournisseur d’identité qui connecte les utilisateurs de {client} par authentification unique, le {at} (UTC).\n\nAvant : {before}\nMaintenant : {after}\n\nSi ce changement n’était pas attendu, prévenez tout de suite votre super administrateur : qui contrôle le fournisseur d’identité peut se connecter à la place de ses utilisateurs.',
  'clients.mail.identityProviderChanged.none': 'aucun',
};
