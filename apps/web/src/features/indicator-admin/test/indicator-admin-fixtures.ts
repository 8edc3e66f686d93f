import type { Subject, SubjectListItem } from '@platform/shared/data-collection/subjects.schemas';
import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Annotation, Indicator } from '@platform/shared/indicators/indicator.schemas';
import type { IndicatorListItem, IndicatorSummary } from '@platform/shared/indicators/indicator-list.schemas';
import type { Profile } from '@platform/shared/profile/profile.schemas';

const name = (en: string, fr: string) => ({ en, fr });

/** An administrator who configures indicators and writes their annotations. */
export const administrator: Profile = {
  id: 2,
  email: 'admin@example.org',
  locale: 'en',
  audience: 'private',
  approval_role: null,
  permissions: {},
  abilities: ['subjects.read', 'indicators.manage', 'annotations.manage'],
  super_admin: false,
  impersonated_by: null, visitor: false,
  areas: ['subjects', 'indicatorAdmin', 'annotations'],
};

const number = (id: string, en: string, fr: string, unit: string | null = null): FieldDefinition => ({
  id,
  name: name(en, fr),
  type: 'number',
  localized: false,
  required: true,
  unit: unit ? name(unit, unit) : null,
});

const text = (id: string, en: string): FieldDefinition => ({ id, name: name(en, en), type: 'string', localized: false, required: false });

const subjectOf = (key: string, subjectName: { en: string; fr: string }, section: string, fields: FieldDefinition[], depth: number): Subject => ({
  key,
  name: subjectName,
  section: { key: section, name: name(section === 'economy' ? 'Economy' : 'Environment', section === 'economy' ? 'Économie' : 'Environnement') },
  fields,
  tag_dimensions: [{ key: 'organisation', depth, name: name('Organisation', 'Organisation'), leaves: [] }],
  periods: ['2021', '2022'],
  open_period: '2022',
  variation_threshold: 15,
  approval_levels: 2,
  contributors: [],
  abilities: { enter: false, approve: false, preapprove: false, configure: true, progress: true },
});

export const production = subjectOf(
  'aluminium_production',
  name('Aluminium production', 'Production d’aluminium'),
  'economy',
  [number('production', 'Primary aluminium produced', 'Aluminium primaire produit', 't'), text('comment', 'Comment')],
  2,
);

export const exportsSubject = subjectOf(
  'exports',
  name('Exports', 'Exportations'),
  'economy',
  [number('value', 'Value of aluminium exports', 'Valeur des exportations', '$'), number('tonnes', 'Aluminium exported', 'Aluminium exporté', 't')],
  1,
);

export const subjectListItem = (subject: Subject): SubjectListItem => ({
  key: subject.key,
  name: subject.name,
  section: subject.section,
  progress: { period: '2022', available: 0, remaining: 0, disabled: false, available_users: 0 },
  abilities: subject.abilities,
});

export const indicator = (overrides: Partial<Indicator> = {}): Indicator => ({
  id: 5,
  key: 'production_aluminium_multi',
  path: '/indicators/economie/production/production_aluminium_multi',
  section: 'economie',
  subsection: 'production',
  name: name('Annual aluminium production', 'Production annuelle d’aluminium'),
  type: 'chart',
  custom: null,
  unit: name('t', 't'),
  chart_kind: 'bar',
  calculation: { kind: 'sum', subject: 'aluminium_production', field: 'production' },
  data: { columns: ['2021'], rows: [], tags: [] },
  methodology: { en: '<p>From the smelters’ reports.</p>', fr: '<p>D’après les rapports des alumineries.</p>' },
  notes: { en: null, fr: null },
  annotations: [],
  attachments: [],
  revised_at: '2024-03-01T10:00:00.000Z',
  published_at: null,
  published_through: null,
  provisional_periods: [],
  hidden_provisional: false,
  abilities: { update: true, annotate: true },
  ...overrides,
});

export const listItemOf = (each: Indicator): IndicatorListItem => ({ key: each.key, path: each.path, type: each.type, custom: each.custom, name: each.name });

/** What the back-office list call gives of an indicator. */
export const summaryOf = (each: Indicator): IndicatorSummary => ({ ...listItemOf(each), calculation: each.calculation, revised_at: each.revised_at });

export const annotation = (overrides: Partial<Annotation> = {}): Annotation => ({
  id: 41,
  period: '2020',
  text: { en: '<p>Production was <strong>slowed</strong> by a strike.</p>', fr: '<p>La production a été <strong>ralentie</strong> par une grève.</p>' },
  created_at: '2024-03-01T10:00:00.000Z',
  updated_at: '2024-03-01T10:00:00.000Z',
  ...overrides,
});
