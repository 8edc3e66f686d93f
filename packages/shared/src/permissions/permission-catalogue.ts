/**
 * Every permission key of the platform, grouped in sections and subsections
 * (this shape feeds the permission picker). Roles are sets of these keys; each
 * route names the key it needs and is denied without it. Super administration
 * is not among them: it is a flag of the account, which no role can grant.
 */
export interface LocalizedName {
  en: string;
  fr: string;
}

interface SubsectionDefinition {
  key: string;
  name: LocalizedName;
  items: Record<string, LocalizedName>;
}

interface SectionDefinition {
  key: string;
  name: LocalizedName;
  subsections: SubsectionDefinition[];
}

const n = (en: string, fr: string): LocalizedName => ({ en, fr });

export const PERMISSION_SECTIONS = [
  {
    key: 'data',
    name: n('Data collection', 'Collecte de données'),
    subsections: [
      {
        key: 'subjects',
        name: n('Subjects', 'Sujets'),
        items: {
          'subjects.read': n('See subjects and inputs', 'Voir les sujets et les saisies'),
          'subjects.configure': n('Configure subjects', 'Configurer les sujets'),
          'inputs.write': n('Enter data', 'Saisir des données'),
        },
      },
      {
        key: 'approval',
        name: n('Approval', 'Approbation'),
        items: {
          'inputs.preapprove': n('Pre-approve inputs', 'Pré-approuver les saisies'),
          'inputs.approve': n('Approve inputs', 'Approuver les saisies'),
        },
      },
      {
        key: 'transfers',
        name: n('Imports and exports', 'Imports et exports'),
        items: {
          'imports.manage': n('Import data', 'Importer des données'),
          'exports.manage': n('Export data', 'Exporter des données'),
        },
      },
      {
        key: 'follow_up',
        name: n('Follow-up', 'Suivi'),
        items: {
          'progress.read': n('See progress', 'Voir l’avancement'),
          'reminders.manage': n('Send reminders', 'Envoyer des rappels'),
        },
      },
    ],
  },
  {
    key: 'publication',
    name: n('Publication', 'Publication'),
    subsections: [
      {
        key: 'indicators',
        name: n('Indicators', 'Indicateurs'),
        items: {
          'indicators.manage': n('Configure indicators', 'Configurer les indicateurs'),
          'annotations.manage': n('Write annotations', 'Rédiger les annotations'),
        },
      },
      {
        key: 'reports',
        name: n('Reports', 'Rapports'),
        items: { 'reports.manage': n('Build reports', 'Construire les rapports') },
      },
      {
        key: 'questionnaires',
        name: n('Questionnaires', 'Questionnaires'),
        items: {
          'questionnaires.answer': n('Answer questionnaires', 'Répondre aux questionnaires'),
          'questionnaires.manage': n('Manage questionnaires', 'Gérer les questionnaires'),
          'questionnaires.approve': n('Approve questionnaires', 'Approuver les questionnaires'),
          'templates.manage': n('Manage templates', 'Gérer les modèles'),
        },
      },
    ],
  },
  {
    key: 'administration',
    name: n('Administration', 'Administration'),
    subsections: [
      {
        key: 'users',
        name: n('Users', 'Utilisateurs'),
        items: {
          'users.read': n('See users', 'Voir les utilisateurs'),
          'users.manage': n('Manage users', 'Gérer les utilisateurs'),
          'users.impersonate': n('Impersonate users', 'Se connecter en tant qu’utilisateur'),
          'roles.manage': n('Manage roles', 'Gérer les rôles'),
        },
      },
      {
        key: 'client',
        name: n('Client', 'Client'),
        items: { 'client.configure': n('Edit the client configuration', 'Modifier la configuration du client') },
      },
    ],
  },
] as const satisfies readonly SectionDefinition[];

type Sections = (typeof PERMISSION_SECTIONS)[number];
type Subsections = Sections['subsections'][number];
export type PermissionKey = { [S in Subsections as string]: keyof S['items'] }[string] & string;

export interface PermissionPickerItem {
  key: PermissionKey;
  name: LocalizedName;
  section: { key: string; name: LocalizedName };
  subsection: { key: string; name: LocalizedName };
}

/** The flat list the permission picker is fed with. */
export function permissionPickerItems(): PermissionPickerItem[] {
  return PERMISSION_SECTIONS.flatMap((section) =>
    section.subsections.flatMap((subsection) =>
      Object.entries(subsection.items).map(([key, name]) => ({
        key: key as PermissionKey,
        name,
        section: { key: section.key, name: section.name },
        subsection: { key: subsection.key, name: subsection.name },
      })),
    ),
  );
}

export const ALL_PERMISSION_KEYS: readonly PermissionKey[] = permissionPickerItems().map((item) => item.key);

export function isPermissionKey(value: string): value is PermissionKey {
  return (ALL_PERMISSION_KEYS as readonly string[]).includes(value);
}
