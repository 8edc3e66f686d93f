import { describe, expect, it } from 'vitest';
import { firstFieldErrors } from './first-field-errors.js';

describe('firstFieldErrors', () => {
  it('keeps only the first error of each field, with its parameters', () => {
    expect(
      firstFieldErrors({
        password: [{ error: 'TOO_SHORT', minimum: 8 }, { error: 'WEAK' }],
        email: [{ error: 'BLANK' }],
        'settings.dates.end_of_time': [{ error: 'INVALID_DATE' }, { error: 'BLANK' }],
      }),
    ).toEqual({
      password: { error: 'TOO_SHORT', minimum: 8 },
      email: { error: 'BLANK' },
      'settings.dates.end_of_time': { error: 'INVALID_DATE' },
    });
  });

  it('leaves out fields whose error list is empty', () => {
    expect(firstFieldErrors({ title: [], name: [{ error: 'TAKEN' }] })).toEqual({ name: { error: 'TAKEN' } });
  });

  it('answers an empty object when there are no details', () => {
    expect(firstFieldErrors(undefined)).toEqual({});
    expect(firstFieldErrors({})).toEqual({});
  });
});
