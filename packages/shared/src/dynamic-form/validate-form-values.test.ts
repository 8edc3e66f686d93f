import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from './field-definition.schemas.js';
import { validateFormValues } from './validate-form-values.js';
import { sortedChoices } from './choices.js';
import { isFieldShown } from './field-visibility.js';

const name = (en: string) => ({ en, fr: en });
const choice = (key: string, en: number, fr: number) => ({ key, name: name(key), position: { en, fr } });
const field = (id: string, type: FieldDefinition['type'], extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  id,
  name: name(id),
  type,
  localized: false,
  required: false,
  ...extra,
});

const FIELDS: FieldDefinition[] = [
  field('tonnes', 'number', { required: true, min: 0, decimals: 2 }),
  field('method', 'dropdown', { required: true, choices: [choice('measured', 1, 2), choice('estimated', 2, 1), choice('other', 3, 3)] }),
  field('other_method', 'string', { required: true, display: { key: 'method', for: ['other'] } }),
  field('verified_on', 'date'),
  field('comment', 'text', { localized: true, required: true }),
  field('scopes', 'multidropdown', { choices: [choice('s1', 1, 1), choice('s2', 2, 2)] }),
  field('audited', 'checkbox'),
  field('evidence', 'files'),
];
const options = { requireAll: true, period: '2022', dateBounds: { beginning: '2000-01-01', end: '2099-12-31' } };
const valid = { tonnes: 0, method: 'measured', verified_on: '2022-03-01', comment: { en: 'ok', fr: 'ok' }, scopes: ['s2'], audited: false };

describe('validateFormValues', () => {
  it('accepts a complete form, zero and false being values', () => {
    expect(validateFormValues(FIELDS, valid, options)).toEqual({});
  });

  it('answers BLANK for required fields only when everything is required (submit)', () => {
    const errors = validateFormValues(FIELDS, { method: 'measured' }, options);
    expect(errors).toEqual({ tonnes: [{ error: 'BLANK' }], comment: [{ error: 'BLANK' }] });
    expect(validateFormValues(FIELDS, { method: 'measured' }, { ...options, requireAll: false })).toEqual({});
  });

  it('asks both languages of a required localized text', () => {
    expect(validateFormValues(FIELDS, { ...valid, comment: { en: 'ok', fr: ' ' } }, options)).toEqual({ comment: [{ error: 'BLANK' }] });
  });

  it('takes "not applicable" with a reason instead of a value, never beside one', () => {
    expect(validateFormValues(FIELDS, { ...valid, tonnes: null }, { ...options, notApplicable: { tonnes: 'No smelter this year' } })).toEqual({});
    expect(validateFormValues(FIELDS, valid, { ...options, notApplicable: { tonnes: 'No smelter' } }).tonnes?.[0]?.error).toBe('INVALID');
  });

  it('answers DISABLED for a value of a hidden or unknown field', () => {
    expect(validateFormValues(FIELDS, { ...valid, other_method: 'guess' }, options)).toEqual({ other_method: [{ error: 'DISABLED' }] });
    expect(validateFormValues(FIELDS, { ...valid, nope: 1 }, options)).toEqual({ nope: [{ error: 'DISABLED' }] });
    // Shown once its condition holds, and then required.
    expect(validateFormValues(FIELDS, { ...valid, method: 'other' }, options)).toEqual({ other_method: [{ error: 'BLANK' }] });
  });

  it('answers INVALID for values of the wrong kind', () => {
    const invalid = (values: Record<string, unknown>) => Object.keys(validateFormValues(FIELDS, { ...valid, ...values } as never, options));
    expect(invalid({ tonnes: '12' })).toEqual(['tonnes']);
    expect(invalid({ tonnes: -1 })).toEqual(['tonnes']);
    expect(invalid({ tonnes: 1.234 })).toEqual(['tonnes']);
    expect(invalid({ method: 'guessed' })).toEqual(['method']);
    expect(invalid({ scopes: ['s1', 's1'] })).toEqual(['scopes']);
    expect(invalid({ scopes: ['s3'] })).toEqual(['scopes']);
    expect(invalid({ audited: 'yes' })).toEqual(['audited']);
    expect(invalid({ comment: 'not localized' })).toEqual(['comment']);
    expect(invalid({ evidence: [{ oid: 'x' }] })).toEqual(['evidence']);
    expect(invalid({ evidence: [{ oid: 'x', name: 'a.pdf', url: '/api/files/x' }] })).toEqual([]);
  });

  it('checks dates: real days, within the client’s time, within the period', () => {
    const dateError = (value: string) => validateFormValues(FIELDS, { ...valid, verified_on: value }, options).verified_on?.[0]?.error;
    expect(dateError('2022-02-30')).toBe('INVALID');
    expect(dateError('01/03/2022')).toBe('INVALID');
    expect(dateError('1999-12-31')).toBe('INVALID');
    expect(dateError('2021-12-31')).toBe('INVALID_DATE_FOR_PERIOD');
    expect(dateError('2022-12-31')).toBeUndefined();
  });
});

describe('sortedChoices and isFieldShown', () => {
  it('orders choices by the locale’s positions', () => {
    const method = FIELDS[1]!;
    expect(sortedChoices(method, 'en').map((c) => c.key)).toEqual(['measured', 'estimated', 'other']);
    expect(sortedChoices(method, 'fr').map((c) => c.key)).toEqual(['estimated', 'measured', 'other']);
  });

  it('shows a conditional field only while the controlling value is listed', () => {
    const other = FIELDS[2]!;
    expect(isFieldShown(other, { method: 'other' })).toBe(true);
    expect(isFieldShown(other, { method: 'measured' })).toBe(false);
    expect(isFieldShown(other, {})).toBe(false);
    expect(isFieldShown({ ...other, display: { key: 'scopes', for: ['s2'] } }, { scopes: ['s1', 's2'] })).toBe(true);
  });
});
