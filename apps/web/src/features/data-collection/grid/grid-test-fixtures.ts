import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Input } from '@platform/shared/data-collection/inputs.schemas';
import type { Subject } from '@platform/shared/data-collection/subjects.schemas';

/** Field definitions, inputs and a subject for the grid's tests. */
export const fields = {
  production: {
    id: 'production',
    name: { en: 'Production', fr: 'Production' },
    type: 'number',
    localized: false,
    required: true,
    unit: { en: 't', fr: 't' },
    decimals: 1,
    min: 0,
  },
  energy: { id: 'energy', name: { en: 'Energy', fr: 'Énergie' }, type: 'number', localized: false, required: false, min: 0 },
  source: {
    id: 'source',
    name: { en: 'Source', fr: 'Source' },
    type: 'dropdown',
    localized: false,
    required: false,
    choices: [
      { key: 'hydro', name: { en: 'Hydroelectric', fr: 'Hydroélectrique' }, position: { en: 2, fr: 1 } },
      { key: 'gas', name: { en: 'Natural gas', fr: 'Gaz naturel' }, position: { en: 1, fr: 2 } },
    ],
  },
  gas_volume: {
    id: 'gas_volume',
    name: { en: 'Gas volume', fr: 'Volume de gaz' },
    type: 'number',
    localized: false,
    required: false,
    display: { key: 'source', for: ['gas'] },
  },
  measured_on: { id: 'measured_on', name: { en: 'Measured on', fr: 'Mesuré le' }, type: 'date', localized: false, required: false },
  comment: { id: 'comment', name: { en: 'Comment', fr: 'Commentaire' }, type: 'text', localized: false, required: false },
} satisfies Record<string, FieldDefinition>;

export const FIELD_LIST: FieldDefinition[] = Object.values(fields);

export function anInput(overrides: Partial<Input> = {}): Input {
  return {
    id: 1,
    subject_key: 'production',
    period: '2022',
    tags: { organisation: 'alu_nord' },
    values: {},
    not_applicable: {},
    state: 'draft',
    lock_version: 0,
    justification: null,
    refusal_reason: null,
    updated_at: '2023-01-10T10:00:00.000Z',
    updated_by: null,
    abilities: { edit: true, submit: true, preapprove: false, approve: false, refuse: false, delete: true },
    ...overrides,
  };
}

export function aSubject(overrides: Partial<Subject> = {}): Subject {
  return {
    key: 'production',
    name: { en: 'Aluminium production', fr: "Production d'aluminium" },
    section: { key: 'economy', name: { en: 'Economy', fr: 'Économie' } },
    fields: FIELD_LIST,
    tag_dimensions: [
      {
        key: 'organisation',
        depth: 1,
        name: { en: 'Organisation', fr: 'Organisation' },
        leaves: [
          { key: 'alu_nord', name: { en: 'Alu Nord', fr: 'Alu Nord' } },
          { key: 'alu_sud', name: { en: 'Alu Sud', fr: 'Alu Sud' } },
          { key: 'alu_est', name: { en: 'Alu Est', fr: 'Alu Est' } },
        ],
      },
    ],
    periods: ['2019', '2020', '2021', '2022'],
    open_period: '2022',
    variation_threshold: 10,
    approval_levels: 2,
    contributors: [],
    abilities: { enter: true, approve: false, preapprove: false, configure: false, progress: false },
    ...overrides,
  };
}
