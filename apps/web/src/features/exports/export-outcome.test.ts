import { describe, expect, it } from 'vitest';
import { choiceProblems, exportLimitOf } from './export-outcome';

const sent = { kind: 'inputs' as const, subjects: ['energy', 'water'], periods: ['2021'], format: 'xlsx' as const, locale: 'en' as const };

describe('choiceProblems', () => {
  it('puts each error on the list it names, with the chosen values to mark (by index or named)', () => {
    const problems = choiceProblems(
      { details: { 'subjects.1': [{ error: 'NOT_FOUND' }], periods: [{ error: 'INVALID', values: ['2021'] }, { error: 'OTHER' }], base: [{ error: 'INVALID' }] } },
      sent,
    );
    expect(problems.groups.subjects).toEqual({ error: { error: 'NOT_FOUND' }, values: ['water'] });
    expect(problems.groups.periods).toEqual({ error: { error: 'INVALID', values: ['2021'] }, values: ['2021'] });
    expect(problems.other).toEqual([{ error: 'INVALID' }]);
  });
});

describe('exportLimitOf', () => {
  it('reads the limit, its maximum and when to try again', () => {
    expect(exportLimitOf({ details: { retry_after: [{ error: 'EXPORT_LIMIT_REACHED', limit: 'concurrent', max: 3, at: '2026-03-02T15:30:00.000Z' }] } })).toEqual({
      limit: 'concurrent',
      max: 3,
      at: '2026-03-02T15:30:00.000Z',
    });
  });

  it('takes the limit freeing last when both are reached', () => {
    const concurrent = { error: 'EXPORT_LIMIT_REACHED', limit: 'concurrent', max: 3, at: '2026-03-02T15:30:00.000Z' };
    const daily = { error: 'EXPORT_LIMIT_REACHED', limit: 'daily', max: 50, at: '2026-03-03T09:00:00.000Z' };
    expect(exportLimitOf({ details: { retry_after: [concurrent, daily] } })).toEqual({ limit: 'daily', max: 50, at: daily.at });
  });

  it('answers nulls for what is missing or not understood', () => {
    expect(exportLimitOf({ details: {} })).toEqual({ limit: null, max: null, at: null });
    expect(exportLimitOf({ details: { retry_after: [{ error: 'X', limit: 'weekly', max: '3', at: 'soon' }] } })).toEqual({ limit: null, max: null, at: null });
  });
});
