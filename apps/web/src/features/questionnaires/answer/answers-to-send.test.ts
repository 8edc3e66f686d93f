import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import { answersToSend } from './answers-to-send';

const name = (text: string) => ({ en: text, fr: text });
const fields: FieldDefinition[] = [
  { id: 'has_policy', name: name('Policy?'), type: 'radio', localized: false, required: true, choices: [{ key: 'yes', name: name('Yes'), position: { en: 1, fr: 1 } }] },
  { id: 'policy_year', name: name('Year'), type: 'string', localized: false, required: false, display: { key: 'has_policy', for: ['yes'] } },
  { id: 'policy_review', name: name('Review'), type: 'radio', localized: false, required: false, display: { key: 'policy_year', for: ['2020'] } },
  { id: 'employees', name: name('Employees'), type: 'number', localized: false, required: false },
];

describe('answersToSend', () => {
  it('names every question, with null for those not answered', () => {
    expect(answersToSend(fields, { employees: 12 })).toEqual({ has_policy: null, policy_year: null, policy_review: null, employees: 12 });
  });

  it('clears the answers of hidden questions, through a chain of conditions', () => {
    const sent = answersToSend(fields, { has_policy: 'no', policy_year: '2020', policy_review: 'yes', employees: 3, stray: 'x' });
    expect(sent).toEqual({ has_policy: 'no', policy_year: null, policy_review: null, employees: 3 });
  });

  it('keeps the answers of questions shown', () => {
    expect(answersToSend(fields, { has_policy: 'yes', policy_year: '2020', policy_review: 'yes' })).toMatchObject({ policy_year: '2020', policy_review: 'yes' });
  });
});
