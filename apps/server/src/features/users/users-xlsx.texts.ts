import type { Locale } from '@platform/shared/i18n/locales';
import type { UserStatus } from '@platform/shared/users/users.schemas';

/** The users export's own words, in each locale (the file is made on the server, in the caller's language). */
export const USERS_XLSX_TEXTS: Record<
  Locale,
  {
    sheet: string;
    headers: {
      email: string;
      firstName: string;
      lastName: string;
      status: string;
      roles: string;
      organisations: string;
      audience: string;
      approvalRole: string;
      authentication: string;
      locale: string;
      mandateStart: string;
      mandateEnd: string;
      invitedAt: string;
      lastSignedInAt: string;
      archivedAt: string;
    };
    statuses: Record<UserStatus, string>;
    audiences: Record<'public' | 'private', string>;
    approvalRoles: Record<'preapprobator' | 'approbator', string>;
    authentication: Record<'default' | 'saml', string>;
    locales: Record<Locale, string>;
    superAdmin: string;
  }
> = {
  en: {
    sheet: 'Users',
    headers: {
      email: 'Email',
      firstName: 'First name',
      lastName: 'Last name',
      status: 'Status',
      roles: 'Roles',
      organisations: 'Organisations',
      audience: 'Audience',
      approvalRole: 'Approval role',
      authentication: 'Sign-in method',
      locale: 'Language',
      mandateStart: 'Mandate start',
      mandateEnd: 'Mandate end',
      invitedAt: 'Invited at',
      lastSignedInAt: 'Last signed in at',
      archivedAt: 'Archived at',
    },
    statuses: { active: 'Active', invited: 'Invited', archived: 'Archived' },
    audiences: { public: 'Public', private: 'Private' },
    approvalRoles: { preapprobator: 'Pre-approver', approbator: 'Approver' },
    authentication: { default: 'Email and password', saml: 'SAML' },
    locales: { en: 'English', fr: 'French' },
    superAdmin: 'Super administrator',
  },
  fr: {
    sheet: 'Utilisateurs',
    headers: {
      email: 'Courriel',
      firstName: 'Prénom',
      lastName: 'Nom',
      status: 'Statut',
      roles: 'Rôles',
      organisations: 'Organisations',
      audience: 'Audience',
      approvalRole: 'Rôle d’approbation',
      authentication: 'Mode de connexion',
      locale: 'Langue',
      mandateStart: 'Début du mandat',
      mandateEnd: 'Fin du mandat',
      invitedAt: 'Invité le',
      lastSignedInAt: 'Dernière connexion',
      archivedAt: 'Archivé le',
    },
    statuses: { active: 'Actif', invited: 'Invité', archived: 'Archivé' },
    audiences: { public: 'Public', private: 'Privé' },
    approvalRoles: { preapprobator: 'Préapprobateur', approbator: 'Approbateur' },
    authentication: { default: 'Courriel et mot de passe', saml: 'SAML' },
    locales: { en: 'Anglais', fr: 'Français' },
    superAdmin: 'Super administrateur',
  },
};
