import type { Input, InputHistoryEntry } from '@platform/shared/data-collection/inputs.schemas';
import type { Subject, SubjectListItem } from '@platform/shared/data-collection/subjects.schemas';
import type { Profile } from '@platform/shared/profile/profile.schemas';

/** A contributor as the server describes them. */
export const contributor: Profile = {
  id: 7,
  email: 'contributor@example.org',
  locale: 'en',
  audience: 'private',
  approval_role: null,
  permissions: {},
  abilities: ['subjects.read', 'inputs.write'],
  super_admin: false,
  impersonated_by: null, visitor: false,
  areas: ['subjects', 'dataEntry'],
};

const name = (en: string, fr: string) => ({ en, fr });

export const subject: Subject = {
  key: 'aluminium_production',
  name: name('Aluminium production', 'Production d’aluminium'),
  section: { key: 'economy', name: name('Economy', 'Économie') },
  fields: [
    { id: 'production', name: name('Primary aluminium produced', 'Aluminium primaire produit'), type: 'number', localized: false, required: true, unit: name('t', 't'), decimals: 0, min: 0 },
    {
      id: 'main_product',
      name: name('Main cast product', 'Principal produit coulé'),
      type: 'dropdown',
      localized: false,
      required: false,
      choices: [
        { key: 'ingot', name: name('Remelt ingots', 'Lingots de refonte'), position: { en: 2, fr: 2 } },
        { key: 'billet', name: name('Extrusion billets', 'Billettes d’extrusion'), position: { en: 1, fr: 1 } },
      ],
    },
    { id: 'comment', name: name('Comment', 'Commentaire'), type: 'text', localized: false, required: false },
  ],
  tag_dimensions: [
    {
      key: 'organisation',
      depth: 2,
      name: name('Organisations', 'Organisations'),
      leaves: [
        { key: 'alma', name: name('Alma smelter', 'Aluminerie d’Alma') },
        { key: 'laterriere', name: name('Laterrière smelter', 'Aluminerie de Laterrière') },
      ],
    },
  ],
  periods: ['2020', '2021', '2022'],
  open_period: '2022',
  variation_threshold: 15,
  approval_levels: 2,
  contributors: [{ id: 7, email: 'contributor@example.org' }],
  abilities: { enter: true, approve: false, preapprove: false, configure: false, progress: false },
};

export const listItem = (overrides: Partial<SubjectListItem> = {}): SubjectListItem => ({
  key: subject.key,
  name: subject.name,
  section: subject.section,
  progress: { period: '2022', available: 7, remaining: 4, disabled: false, available_users: 2 },
  abilities: subject.abilities,
  ...overrides,
});

const editable = { edit: true, submit: true, preapprove: false, approve: false, refuse: false, delete: true };
const frozen = { edit: false, submit: false, preapprove: false, approve: false, refuse: false, delete: false };
/** A submitted input, already waiting: still edited by its contributor, never submitted again. */
export const submittedAbilities = { ...editable, submit: false };

export const input = (overrides: Partial<Input> = {}): Input => ({
  id: 305,
  subject_key: subject.key,
  period: '2022',
  tags: { organisation: 'alma' },
  values: { production: 480000, main_product: 'billet' },
  not_applicable: {},
  state: 'draft',
  lock_version: 3,
  justification: null,
  refusal_reason: null,
  updated_at: '2022-11-02T14:30:00.000Z',
  updated_by: { id: 7, email: 'contributor@example.org' },
  abilities: editable,
  ...overrides,
});

export const frozenAbilities = frozen;

export const historyEntry = (overrides: Partial<InputHistoryEntry> = {}): InputHistoryEntry => ({
  id: 1,
  action: 'created',
  from_state: null,
  to_state: 'draft',
  changes: { production: { from: null, to: 480000 } },
  justification: null,
  refusal_reason: null,
  lock_version: 0,
  user: { id: 7, email: 'contributor@example.org' },
  impersonator: null,
  self_approval: false,
  at: '2022-11-01T09:00:00.000Z',
  ...overrides,
});
