import { describe, expect, it } from 'vitest';
import { cellText, cellValueFromText, choiceEditorValues, fitsCell, sameValue, type CellFormat } from './cell-value';
import { fields } from './grid-test-fixtures';

const en: CellFormat = { locale: 'en', delimiters: { decimal: '.', thousands: ',' } };
const fr: CellFormat = { locale: 'fr', delimiters: { decimal: ',', thousands: '\u202f' } };

describe('fitsCell', () => {
  it('keeps numbers, strings, dropdowns, radios and dates in cells, and the other types in the form', () => {
    expect(fitsCell(fields.production)).toBe(true);
    expect(fitsCell(fields.source)).toBe(true);
    expect(fitsCell(fields.measured_on)).toBe(true);
    expect(fitsCell(fields.comment)).toBe(false);
    expect(fitsCell({ ...fields.comment, type: 'string', localized: true })).toBe(false);
  });
});

describe('cellValueFromText', () => {
  it("reads numbers with the language's delimiters ('1 234,5' in French)", () => {
    expect(cellValueFromText(fields.production, '1 234,5', fr)).toBe(1234.5);
    expect(cellValueFromText(fields.production, '1\u202f234,5', fr)).toBe(1234.5);
    expect(cellValueFromText(fields.production, '1,234.5', en)).toBe(1234.5);
    expect(cellValueFromText(fields.production, '0', en)).toBe(0);
  });

  it('keeps text that is not a number as typed, for validation to flag', () => {
    expect(cellValueFromText(fields.production, '12 t', en)).toBe('12 t');
    expect(cellValueFromText(fields.production, '1,5', en)).toBe('1,5');
  });

  it('reads blank text as no value', () => {
    expect(cellValueFromText(fields.production, '  ', en)).toBeNull();
    expect(cellValueFromText(fields.source, '', fr)).toBeNull();
  });

  it('finds a choice by its key or its name in either language', () => {
    expect(cellValueFromText(fields.source, 'gas', en)).toBe('gas');
    expect(cellValueFromText(fields.source, 'hydroélectrique', fr)).toBe('hydro');
    expect(cellValueFromText(fields.source, 'Natural gas', fr)).toBe('gas');
    expect(cellValueFromText(fields.source, 'coal', en)).toBe('coal');
  });

  it('keeps dates and strings as text', () => {
    expect(cellValueFromText(fields.measured_on, ' 2022-03-15 ', en)).toBe('2022-03-15');
  });
});

describe('cellText', () => {
  it("writes numbers with the language's delimiters, choices by name", () => {
    expect(cellText(fields.production, 1234.5, fr)).toBe('1\u202f234,5');
    expect(cellText(fields.production, 1234.5, en)).toBe('1,234.5');
    expect(cellText(fields.production, 0, en)).toBe('0');
    expect(cellText(fields.source, 'hydro', fr)).toBe('Hydroélectrique');
    expect(cellText(fields.production, null, en)).toBe('');
    expect(cellText(fields.production, '12 t', en)).toBe('12 t');
  });
});

describe('choiceEditorValues', () => {
  it("orders choices by the language's positions, after an empty one when the field may be cleared", () => {
    expect(choiceEditorValues(fields.source, 'en')).toEqual(['', 'gas', 'hydro']);
    expect(choiceEditorValues(fields.source, 'fr')).toEqual(['', 'hydro', 'gas']);
    expect(choiceEditorValues({ ...fields.source, required: true }, 'en')).toEqual(['gas', 'hydro']);
  });
});

describe('sameValue', () => {
  it('tells zero from no value', () => {
    expect(sameValue(0, null)).toBe(false);
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue(12, 12)).toBe(true);
  });
});
