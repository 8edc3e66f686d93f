import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import { inputFormErrors, valuesToSend } from './input-form-values';

const choice = (key: string) => ({ key, name: { en: key, fr: key }, position: { en: 1, fr: 1 } });
const fields: FieldDefinition[] = [
  { id: 'has_site', name: { en: 'Site?', fr: 'Site ?' }, type: 'radio', localized: false, required: true, choices: [choice('yes'), choice('no')] },
  { id: 'site_kind', name: { en: 'Kind', fr: 'Type' }, type: 'radio', localized: false, required: false, choices: [choice('smelter'), choice('other')], display: { key: 'has_site', for: ['yes'] } },
  { id: 'smelter_tonnes', name: { en: 'Tonnes', fr: 'Tonnes' }, type: 'number', localized: false, required: true, display: { key: 'site_kind', for: ['smelter'] } },
  { id: 'note', name: { en: 'Note', fr: 'Note' }, type: 'string', localized: false, required: false },
];
const dateBounds = { beginning: '2000-01-01', end: '2099-12-31' };

describe('valuesToSend', () => {
  it('names every field, sends hidden fields as null (through a chain of conditions too) and drops their reasons', () => {
    const sent = valuesToSend(fields, { has_site: 'no', site_kind: 'smelter', smelter_tonnes: 12, note: 'ok' }, { smelter_tonnes: 'closed' });
    expect(sent).toEqual({ values: { has_site: 'no', site_kind: null, smelter_tonnes: null, note: 'ok' }, not_applicable: {} });
    expect(inputFormErrors(fields, sent, { submit: true, period: '2022', dateBounds })).toEqual({});
  });

  it('sends a field marked not applicable as null with its reason, and zero as zero', () => {
    const sent = valuesToSend(fields, { has_site: 'yes', site_kind: 'smelter', smelter_tonnes: 0, note: 'typed before' }, { note: ' No note ' });
    expect(sent).toEqual({ values: { has_site: 'yes', site_kind: 'smelter', smelter_tonnes: 0, note: null }, not_applicable: { note: 'No note' } });
  });
});

describe('inputFormErrors', () => {
  it('asks for a reason for each field marked not applicable, and for required values only on submit', () => {
    const sent = valuesToSend(fields, { has_site: 'yes', site_kind: 'smelter' }, { note: '  ' });
    expect(inputFormErrors(fields, sent, { submit: false, period: '2022', dateBounds })).toEqual({ 'not_applicable.note': [{ error: 'BLANK' }] });
    expect(inputFormErrors(fields, sent, { submit: true, period: '2022', dateBounds })).toEqual({
      smelter_tonnes: [{ error: 'BLANK' }],
      'not_applicable.note': [{ error: 'BLANK' }],
    });
  });
});
