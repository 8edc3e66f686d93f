import type { FieldDefinition, FieldValue } from '@platform/shared/dynamic-form/field-definition.schemas';
import { formatLocalizedNumber, type NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';
import type { Locale } from '@platform/shared/i18n/locales';

/** A number with the client's delimiters (spec §5). */
export const numberText = (value: number, delimiters: NumberDelimiters): string => formatLocalizedNumber(value, delimiters);

/** A change in percent, signed, one decimal: '+12.5%' in English, '−3,1 %' in French. */
export function percentText(variation: number, delimiters: NumberDelimiters, locale: Locale): string {
  const text = formatLocalizedNumber(Math.abs(variation), delimiters, { maximumFractionDigits: 1 });
  const sign = text === '0' ? '' : variation > 0 ? '+' : variation < 0 ? '−' : '';
  return `${sign}${text}${locale === 'fr' ? '\u00a0%' : '%'}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const withoutTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A value as one line of text, to set what an approver saw beside what the input holds now: numbers
 * with the delimiters and unit, choices by name, files by name, rich text as plain text. Null for no value.
 */
export function valueText(field: FieldDefinition | undefined, value: FieldValue | undefined, context: { locale: Locale; delimiters: NumberDelimiters }): string | null {
  const { locale, delimiters } = context;
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return null;
  const choiceName = (key: string) => field?.choices?.find((choice) => choice.key === key)?.name[locale] ?? key;
  if (typeof value === 'number') {
    const unit = field?.unit?.[locale];
    return unit ? `${numberText(value, delimiters)}\u00a0${unit}` : numberText(value, delimiters);
  }
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (typeof value === 'string') return field?.type === 'editor' ? withoutTags(value) : field?.choices ? choiceName(value) : value;
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? choiceName(item) : item.name)).join(', ');
  if (isRecord(value)) {
    const text = value[locale];
    return typeof text === 'string' ? (field?.type === 'editor' ? withoutTags(text) : text) || null : null;
  }
  return null;
}
