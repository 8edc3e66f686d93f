import { describe, expect, it } from 'vitest';
import { isProvisionalPeriod, provisionalPeriods } from './provisional-periods.js';

describe('provisional periods', () => {
  it('are those whose year is after the year the latest published edition covers', () => {
    expect(provisionalPeriods(['2020', '2021', '2022', '2023'], '2021-12-31')).toEqual(['2022', '2023']);
    // An edition ending mid-year covers that year: its later months are not a later year.
    expect(provisionalPeriods(['2021', '2022'], '2021-06-30')).toEqual(['2022']);
    expect(isProvisionalPeriod('2022-Q1', '2021-12-31')).toBe(true);
    expect(isProvisionalPeriod('2021-Q4', '2021-12-31')).toBe(false);
  });

  it('are none before a first edition is published, nor for a period without a year', () => {
    expect(provisionalPeriods(['2020', '2030'], null)).toEqual([]);
    expect(provisionalPeriods(['2020', '2030'], undefined)).toEqual([]);
    expect(isProvisionalPeriod('latest', '2021-12-31')).toBe(false);
  });
});
