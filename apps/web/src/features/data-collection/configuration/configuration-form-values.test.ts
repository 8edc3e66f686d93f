import { describe, expect, it } from 'vitest';
import type { Subject } from '@platform/shared/data-collection/subjects.schemas';
import { subjectConfigurationBodySchema } from '@platform/shared/data-collection/subjects.schemas';
import { definitionOf } from '../../../ui/field-definition-editor/editor-field';
import { choiceField, editorField } from '../../../ui/field-definition-editor/test-fields';
import { bodyOf, formValuesOf } from './configuration-form-values';

const subject = (overrides: Partial<Subject> = {}): Subject => ({
  key: 'energy',
  name: { en: 'Energy', fr: 'Énergie' },
  section: { key: 'environment', name: { en: 'Environment', fr: 'Environnement' } },
  fields: [],
  tag_dimensions: [{ key: 'organisation', depth: 2, name: { en: 'Organisation', fr: 'Organisation' }, leaves: [] }],
  periods: ['2021', '2019', '2020'],
  open_period: '2021',
  variation_threshold: 12.5,
  approval_levels: 2,
  contributors: [
    { id: 9, email: 'b@example.org' },
    { id: 4, email: 'a@example.org' },
  ],
  abilities: { enter: false, approve: false, preapprove: false, configure: true, progress: false },
  ...overrides,
});

describe('configuration form values', () => {
  it('reads a subject into the form: periods in order, the threshold with the delimiter, contributors by id', () => {
    const values = formValuesOf(subject(), { decimal: ',', thousands: ' ' });
    expect(values).toMatchObject({
      section_key: 'environment',
      periods: ['2019', '2020', '2021'],
      variation_threshold: '12,5',
      approval_levels: 2,
      tag_dimensions: [{ key: 'organisation', depth: 2 }],
      contributor_ids: [4, 9],
    });
    expect(formValuesOf(subject({ variation_threshold: null }), { decimal: '.', thousands: ',' }).variation_threshold).toBe('');
  });

  it('sends only what each type uses, without the editor’s row keys', () => {
    const number = editorField('tonnes', {
      type: 'number',
      unit: { en: 't', fr: 't' },
      decimals: 2,
      min: 0,
      help: { en: '', fr: '' },
      localized: true,
    });
    expect(definitionOf(number)).toEqual({
      id: 'tonnes',
      name: { en: 'tonnes', fr: 'tonnes' },
      type: 'number',
      localized: false,
      required: false,
      display: null,
      unit: { en: 't', fr: 't' },
      decimals: 2,
      min: 0,
    });
    const wasNumber = { ...number, type: 'string' as const };
    expect(definitionOf(wasNumber)).not.toHaveProperty('unit');
    expect(definitionOf(wasNumber)).not.toHaveProperty('decimals');
    expect(definitionOf(wasNumber).localized).toBe(true);
    // A checkbox without choices is a single box: no choices are sent.
    expect(definitionOf(editorField('agree', { type: 'checkbox' }))).not.toHaveProperty('choices');
    const dropdown = definitionOf(choiceField('kind', ['x']));
    expect(dropdown.choices).toEqual([{ key: 'x', name: { en: 'x', fr: 'x-fr' }, position: { en: 1, fr: 1 } }]);
  });

  it('builds a body the shared schema accepts', () => {
    const values = { ...formValuesOf(subject(), { decimal: '.', thousands: ',' }), fields: [choiceField('kind', ['x']), editorField('detail', { display: { key: 'kind', for: ['x'] } })] };
    const body = bodyOf(values, 12.5);
    expect(subjectConfigurationBodySchema.parse(body)).toEqual(body);
    expect(body.variation_threshold).toBe(12.5);
  });
});
