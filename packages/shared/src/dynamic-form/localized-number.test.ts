import { describe, expect, it } from 'vitest';
import { formatLocalizedNumber, parseLocalizedNumber } from './localized-number.js';

const en = { decimal: '.', thousands: ',' };
const fr = { decimal: ',', thousands: '\u202f' };

describe('parseLocalizedNumber', () => {
  it('reads numbers written with the locale’s delimiters', () => {
    expect(parseLocalizedNumber('1,234.5', en)).toBe(1234.5);
    expect(parseLocalizedNumber('1234.5', en)).toBe(1234.5);
    expect(parseLocalizedNumber('1\u202f234,5', fr)).toBe(1234.5);
    // A spreadsheet copies French thousands with an ordinary or a no-break space.
    expect(parseLocalizedNumber('1 234,5', fr)).toBe(1234.5);
    expect(parseLocalizedNumber('1\u00a0234 567', fr)).toBe(1234567);
    expect(parseLocalizedNumber('-12,5', fr)).toBe(-12.5);
    expect(parseLocalizedNumber('−3', fr)).toBe(-3);
  });

  it('keeps zero distinct from no value', () => {
    expect(parseLocalizedNumber('0', en)).toBe(0);
    expect(parseLocalizedNumber('  ', en)).toBeNull();
    expect(parseLocalizedNumber('', fr)).toBeNull();
  });

  it('accepts a point as decimal where the locale writes a comma', () => {
    expect(parseLocalizedNumber('12.75', fr)).toBe(12.75);
  });

  it('refuses what is not a number, or misplaced thousands', () => {
    expect(parseLocalizedNumber('abc', en)).toBe('INVALID');
    expect(parseLocalizedNumber('1,5', en)).toBe('INVALID');
    expect(parseLocalizedNumber('12,34,567', en)).toBe('INVALID');
    expect(parseLocalizedNumber('1.2.3', en)).toBe('INVALID');
    expect(parseLocalizedNumber('12 %', fr)).toBe('INVALID');
  });
});

describe('formatLocalizedNumber', () => {
  it('groups thousands and writes the decimal delimiter', () => {
    expect(formatLocalizedNumber(1234567.25, en)).toBe('1,234,567.25');
    expect(formatLocalizedNumber(1234567.25, fr)).toBe('1\u202f234\u202f567,25');
    expect(formatLocalizedNumber(-1200, fr)).toBe('-1\u202f200');
    expect(formatLocalizedNumber(0, en)).toBe('0');
  });

  it('rounds to the fraction digits asked for and drops trailing zeros', () => {
    expect(formatLocalizedNumber(2.3456, en, { maximumFractionDigits: 2 })).toBe('2.35');
    expect(formatLocalizedNumber(2.5, en, { maximumFractionDigits: 2 })).toBe('2.5');
  });

  it('reads back what it writes', () => {
    for (const value of [0, 1, 999, 1000, 1234.5, -98765.125, 3_200_000]) {
      expect(parseLocalizedNumber(formatLocalizedNumber(value, fr), fr)).toBe(value);
      expect(parseLocalizedNumber(formatLocalizedNumber(value, en), en)).toBe(value);
    }
  });
});
