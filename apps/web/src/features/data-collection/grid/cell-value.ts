import type { FieldDefinition, FieldType, FieldValue } from '@platform/shared/dynamic-form/field-definition.schemas';
import { sortedChoices } from '@platform/shared/dynamic-form/choices';
import { formatLocalizedNumber, parseLocalizedNumber, type NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';
import type { Locale } from '@platform/shared/i18n/locales';

/** Types whose value one grid cell can hold and edit; the other fields are filled in the single form. */
const CELL_TYPES: readonly FieldType[] = ['number', 'string', 'dropdown', 'radio', 'date'];

export function fitsCell(field: FieldDefinition): boolean {
  return CELL_TYPES.includes(field.type) && !field.localized;
}

export function isChoiceCell(field: FieldDefinition): boolean {
  return field.type === 'dropdown' || field.type === 'radio';
}

/** How cells read and write values in the current language. */
export interface CellFormat {
  locale: Locale;
  delimiters: NumberDelimiters;
}

/**
 * The value a cell's text stands for (typed, or pasted from a spreadsheet). Blank text is no value. Text that
 * is not a value of the field's type is kept as typed, so the cell still shows it and validation flags it
 * (INVALID) instead of the entry vanishing. A choice is found by its key or its name in either language.
 */
export function cellValueFromText(field: FieldDefinition, text: string, format: CellFormat): FieldValue {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  switch (field.type) {
    case 'number': {
      const number = parseLocalizedNumber(trimmed, format.delimiters);
      return number === 'INVALID' ? trimmed : number;
    }
    case 'dropdown':
    case 'radio':
      return choiceKeyOf(field, trimmed, format.locale) ?? trimmed;
    case 'string':
      return text;
    default:
      return trimmed;
  }
}

function choiceKeyOf(field: FieldDefinition, text: string, locale: Locale): string | null {
  const choices = field.choices ?? [];
  const exact = choices.find((choice) => choice.key === text);
  if (exact) return exact.key;
  const wanted = text.toLocaleLowerCase(locale);
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  for (const language of [locale, other]) {
    const named = choices.find((choice) => choice.name[language].trim().toLocaleLowerCase(language) === wanted);
    if (named) return named.key;
  }
  return null;
}

/** A cell's value as its text: numbers with the language's delimiters, a choice by its name. */
export function cellText(field: FieldDefinition, value: FieldValue | undefined, format: CellFormat): string {
  if (value === null || value === undefined) return '';
  if (field.type === 'number' && typeof value === 'number') {
    return formatLocalizedNumber(value, format.delimiters, { maximumFractionDigits: field.decimals ?? 10 });
  }
  if (isChoiceCell(field) && typeof value === 'string') {
    return field.choices?.find((choice) => choice.key === value)?.name[format.locale] ?? value;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** The select editor's values: the choices in the language's order, led by '' (clearing) unless the field is required. */
export function choiceEditorValues(field: FieldDefinition, locale: Locale): string[] {
  const keys = sortedChoices(field, locale).map((choice) => choice.key);
  return field.required ? keys : ['', ...keys];
}

/** Two cell values hold the same thing (no value being null or absent alike). */
export function sameValue(a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  const left = a ?? null;
  const right = b ?? null;
  if (left === right) return true;
  return JSON.stringify(left) === JSON.stringify(right);
}
