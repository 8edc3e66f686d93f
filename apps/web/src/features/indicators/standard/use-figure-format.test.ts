import { describe, expect, it } from 'vitest';
import { formatFigure } from './use-figure-format';

const fr = { decimal: ',', thousands: '\u202f' };
const en = { decimal: '.', thousands: ',' };

describe('formatFigure', () => {
  it('groups thousands and writes the fraction with the locale’s delimiters, keeping its zeros', () => {
    expect(formatFigure(1234567.891, en, 2)).toBe('1,234,567.89');
    expect(formatFigure(1234567.891, fr, 2)).toBe('1\u202f234\u202f567,89');
    expect(formatFigure(0.9, en, 2)).toBe('0.90');
    expect(formatFigure(-1234.5, en, 0)).toBe('-1,235');
    expect(formatFigure(-0.001, en, 2)).toBe('0.00');
  });
});
