import type { FieldDefinition, FieldValue } from '@platform/shared/dynamic-form/field-definition.schemas';
import { parseLocalizedNumber, type NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';
import type { CellValue } from '../../platform/spreadsheets/sheet-reader.js';
import { unsafeCellText } from '../../platform/spreadsheets/safe-cell.js';
import { normalisedHeader } from './column-mapping.js';
import { paragraphHtml } from '../../platform/html/escape-html.js';

/** A cell read for a field: its value, or why it cannot be one (the row is then reported INVALID on that field). */
export type CellReading = { value: FieldValue } | { invalid: 'FORMULA' | 'ERROR_CELL' | 'NOT_A_NUMBER' | 'NOT_A_DATE' | 'UNKNOWN_CHOICE' | 'NOT_A_BOOLEAN' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TRUE_WORDS = new Set(['true', 'yes', 'oui', 'vrai', '1', 'x']);
const FALSE_WORDS = new Set(['false', 'no', 'non', 'faux', '0']);

/** Text of a cell as a person typed it: trimmed, the apostrophe our files add before formula-like text removed. */
export function cellText(cell: CellValue): string | null {
  if (cell === null) return null;
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'object') return null;
  const text = unsafeCellText(String(cell).trim());
  return text === '' ? null : text;
}

/**
 * A cell as a field's value, whatever wrote the file: numbers typed as numbers or as text in either
 * language's delimiters; dates as dates or `yyyy-MM-dd` text; choices by key or by name in either language;
 * a formula is refused (its result is whatever the sheet last computed, which nobody checked).
 */
export function readCell(field: FieldDefinition, cell: CellValue, delimiters: readonly NumberDelimiters[]): CellReading {
  if (cell !== null && typeof cell === 'object' && !(cell instanceof Date)) return { invalid: 'formula' in cell ? 'FORMULA' : 'ERROR_CELL' };
  if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return { value: null };
  switch (field.type) {
    case 'number':
      return numberOf(cell, delimiters);
    case 'date':
      if (cell instanceof Date) return { value: cell.toISOString().slice(0, 10) };
      return typeof cell === 'string' && DATE.test(cell.trim()) ? { value: cell.trim() } : { invalid: 'NOT_A_DATE' };
    case 'radio':
    case 'dropdown': {
      const key = choiceKey(field, cellText(cell) ?? '');
      return key === null ? { invalid: 'UNKNOWN_CHOICE' } : { value: key };
    }
    case 'checkbox':
      if (!field.choices || field.choices.length === 0) return booleanOf(cell);
      return choiceList(field, cellText(cell) ?? '');
    case 'multidropdown':
      return choiceList(field, cellText(cell) ?? '');
    case 'editor':
      return { value: paragraphs(cellText(cell) ?? '') };
    default:
      return { value: cellText(cell) };
  }
}

function numberOf(cell: string | number | boolean | Date, delimiters: readonly NumberDelimiters[]): CellReading {
  if (typeof cell === 'number') return Number.isFinite(cell) ? { value: cell } : { invalid: 'NOT_A_NUMBER' };
  if (typeof cell !== 'string') return { invalid: 'NOT_A_NUMBER' };
  for (const delimiter of delimiters) {
    const parsed = parseLocalizedNumber(unsafeCellText(cell), delimiter);
    if (typeof parsed === 'number') return { value: parsed };
  }
  return { invalid: 'NOT_A_NUMBER' };
}

function booleanOf(cell: string | number | boolean | Date): CellReading {
  if (typeof cell === 'boolean') return { value: cell };
  if (cell instanceof Date) return { invalid: 'NOT_A_BOOLEAN' };
  const word = normalisedHeader(String(cell));
  if (TRUE_WORDS.has(word)) return { value: true };
  if (FALSE_WORDS.has(word)) return { value: false };
  return { invalid: 'NOT_A_BOOLEAN' };
}

/**
 * Each field's choices by their normalised key and names, the first choice kept where two share one: made
 * once per field rather than once per cell (a file of a hundred thousand rows reads a choice on each).
 */
const choicesByText = new WeakMap<Pick<FieldDefinition, 'choices'>, Map<string, string>>();

/** A choice by its key or its name in either language. */
export function choiceKey(field: Pick<FieldDefinition, 'choices'>, text: string): string | null {
  let byText = choicesByText.get(field);
  if (!byText) {
    byText = new Map();
    for (const choice of field.choices ?? []) {
      for (const name of [choice.key, choice.name.en, choice.name.fr]) {
        const normalised = normalisedHeader(name);
        if (!byText.has(normalised)) byText.set(normalised, choice.key);
      }
    }
    choicesByText.set(field, byText);
  }
  // A key typed as it is also reads as itself normalised, so one lookup answers both.
  return byText.get(normalisedHeader(text)) ?? null;
}

function choiceList(field: FieldDefinition, text: string): CellReading {
  const parts = text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const keys: string[] = [];
  for (const part of parts) {
    const key = choiceKey(field, part);
    if (key === null) return { invalid: 'UNKNOWN_CHOICE' };
    if (!keys.includes(key)) keys.push(key);
  }
  return { value: keys.length === 0 ? null : keys };
}

/** Plain text from a cell as the rich text an editor field stores: paragraphs per blank line, line breaks kept, nothing else. */
function paragraphs(text: string): string | null {
  if (text.trim() === '') return null;
  return text
    .split(/\n\s*\n/)
    .map(paragraphHtml)
    .join('');
}
