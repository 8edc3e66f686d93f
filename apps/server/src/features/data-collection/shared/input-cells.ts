import { sortedChoices } from '@platform/shared/dynamic-form/choices';
import type { FieldDefinition, FieldValue } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Locale } from '@platform/shared/i18n/locales';
import { INPUT_CELL_TEXTS } from './input-cell.texts.js';

/**
 * One value of an input as a spreadsheet cell, the same in every file made of inputs (a subject's xlsx, the
 * exports): a number stays a number; choices read as their names in the language, several in the form's
 * order joined by `, `; a checkbox without choices as yes or no; dates as their `yyyy-MM-dd` text; rich text
 * as plain text; files by their names; localized text in the language (the other one when it is empty).
 */
export function inputCellOf(field: FieldDefinition, value: FieldValue, locale: Locale): string | number | null {
  if (value === null) return null;
  const texts = INPUT_CELL_TEXTS[locale];
  const choiceName = (key: string) => field.choices?.find((choice) => choice.key === key)?.name[locale] ?? key;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (typeof value === 'string') {
    if (field.type === 'radio' || field.type === 'dropdown') return choiceName(value);
    return field.type === 'editor' ? plainText(value) : value;
  }
  if (Array.isArray(value)) {
    if (field.type === 'files') return value.map((item) => (typeof item === 'string' ? item : item.name)).join(', ');
    // Chosen options in the order the form lists them in this language.
    const chosen = new Set(value.filter((item): item is string => typeof item === 'string'));
    const ordered = sortedChoices(field, locale).filter((choice) => chosen.has(choice.key));
    const unknown = [...chosen].filter((key) => !ordered.some((choice) => choice.key === key));
    return [...ordered.map((choice) => choice.name[locale]), ...unknown].join(', ');
  }
  const text = value[locale] || value.en || value.fr;
  return field.type === 'editor' ? plainText(text) : text;
}

/**
 * One language of a localized text field, for a file giving each language its own column: exactly what was
 * entered in that language (no fallback to the other, so the file reads back as it was), null when empty.
 */
export function localizedCellOf(field: FieldDefinition, value: FieldValue, language: Locale): string | null {
  const text = typeof value === 'string' ? value : value !== null && typeof value === 'object' && !Array.isArray(value) ? value[language] : null;
  if (!text) return null;
  return field.type === 'editor' ? plainText(text) : text;
}

/** Stored rich text (sanitised HTML) as the plain text a spreadsheet cell shows. */
function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6])\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}
