import { describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_FONTS, printableText } from './pdf-fonts.js';
import { formatDate, formatPeriod, numberFormatter, roundedFormatter, tickFormatter } from './report-format.js';

describe('numbers in the report PDF', () => {
  it('are written for the locale: a decimal comma and narrow no-break spaces in French', () => {
    expect(numberFormatter('fr', 1)(1234567.25)).toBe('1\u202f234\u202f567,3');
    expect(numberFormatter('en', 1)(1234567.25)).toBe('1,234,567.3');
    expect(numberFormatter('fr', 2)(3.2)).toBe('3,20');
    expect(tickFormatter('fr', 0)(2.5)).toBe('2,5');
    expect(roundedFormatter('en', 0)(5026.5)).toBe('5,027');
    expect(roundedFormatter('fr', 2)(3.1)).toBe('3,1');
    expect(tickFormatter('en', 0)(6000)).toBe('6,000');
  });

  it('take the client’s delimiters when they are given', () => {
    expect(numberFormatter('fr', 1, { decimal: ',', thousands: ' ' })(1234.5)).toBe('1 234,5');
    expect(numberFormatter('en', 2, { decimal: '.', thousands: "'" })(-1234.5)).toBe("-1'234.50");
  });

  it('print a no-break space where the embedded fonts have no narrow one', () => {
    const printable = printableText(DEFAULT_REPORT_FONTS);
    expect(printable('1\u202f234,5')).toBe('1\u00a0234,5');
    expect(printable('Unité\u00a0: Mt')).toBe('Unité\u00a0: Mt');
  });
});

describe('dates in the report PDF', () => {
  it('are long dates in the locale, read in UTC', () => {
    expect(formatDate('2025-03-12T23:30:00Z', 'en')).toBe('March 12, 2025');
    expect(formatDate('2025-03-12T23:30:00Z', 'fr')).toBe('12 mars 2025');
    expect(formatDate('2025-01-01', 'fr')).toBe('1 janvier 2025');
  });

  it('give a period of whole years as years, and any other as dates', () => {
    expect(formatPeriod('2017-01-01', '2021-12-31', 'en')).toBe('2017–2021');
    expect(formatPeriod('2021-01-01', '2021-12-31', 'fr')).toBe('2021');
    expect(formatPeriod('2021-04-01', '2022-03-31', 'fr')).toBe('1 avril 2021 – 31 mars 2022');
  });
});
