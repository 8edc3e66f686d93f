import { describe, expect, it } from 'vitest';
import { figureFractionDigits, formatFigure } from './use-figure-format';

const fr = { decimal: ',', thousands: '\u202f' };
const en = { decimal: '.', thousands: ',' };

describe('figureFractionDigits', () => {
  it('shows counts and thousands whole, and more digits the smaller the figures', () => {
    expect(figureFractionDigits([8500, 12000, 9800])).toBe(0);
    expect(figureFractionDigits([1234.5, 12.25])).toBe(0);
    expect(figureFractionDigits([150.25, 12.5])).toBe(1);
    expect(figureFractionDigits([1.17, 0.8955])).toBe(2);
    expect(figureFractionDigits([0.0123, 0.5])).toBe(3);
  });
});

describe('formatFigure', () => {
  it('groups thousands and writes the fraction with the locale’s delimiters, keeping its zeros', () => {
    expect(formatFigure(1234567.891, en, 2)).toBe('1,234,567.89');
    expect(formatFigure(1234567.891, fr, 2)).toBe('1\u202f234\u202f567,89');
    expect(formatFigure(0.9, en, 2)).toBe('0.90');
    expect(formatFigure(-1234.5, en, 0)).toBe('-1,235');
    expect(formatFigure(-0.001, en, 2)).toBe('0.00');
  });
});
