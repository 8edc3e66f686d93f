import { describe, expect, it } from 'vitest';
import { numberFields, pastPeriods, valuesByLeaf } from './history-table';
import { anInput, aSubject } from './grid-test-fixtures';

describe('pastPeriods', () => {
  it('gives the last five periods before the open one, oldest first', () => {
    const periods = ['2015', '2016', '2017', '2018', '2019', '2020', '2021', '2022'];
    expect(pastPeriods({ periods, open_period: '2022' })).toEqual(['2017', '2018', '2019', '2020', '2021']);
  });

  it('takes every period when none is open, and fewer when the subject has fewer', () => {
    expect(pastPeriods({ periods: ['2021', '2020'], open_period: null })).toEqual(['2020', '2021']);
    expect(pastPeriods({ periods: ['2022'], open_period: '2022' })).toEqual([]);
  });
});

describe('numberFields', () => {
  it('keeps the number fields, in the form’s order', () => {
    expect(numberFields(aSubject()).map((field) => field.id)).toEqual(['production', 'energy', 'gas_volume']);
  });
});

describe('valuesByLeaf', () => {
  it('maps each leaf to its approved values', () => {
    const inputs = [
      anInput({ tags: { organisation: 'alu_nord' }, state: 'approved', values: { production: 3 } }),
      anInput({ tags: { organisation: 'alu_sud' }, state: 'submitted', values: { production: 4 } }),
    ];
    expect([...valuesByLeaf(inputs, 'organisation')]).toEqual([['alu_nord', { production: 3 }]]);
  });
});
