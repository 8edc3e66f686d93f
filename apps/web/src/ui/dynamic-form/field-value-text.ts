import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';
import type { Locale } from '@platform/shared/i18n/locales';
import type { Translate } from '../i18n/useT';
import { numberText } from './field-error-text';

export interface ValueTextContext {
  locale: Locale;
  delimiters: NumberDelimiters;
  t: Translate;
}

/** Rich text as plain text, for one line of a change history. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A field's value as one line of text (a history entry's old and new values): numbers in the form's
 * format with their unit, choices by name, files by name, both languages of a localized text. '—' for none.
 */
export function fieldValueText(field: FieldDefinition | undefined, value: unknown, context: ValueTextContext): string {
  const { locale, delimiters, t } = context;
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
  const choiceName = (key: string) => field?.choices?.find((choice) => choice.key === key)?.name[locale] ?? key;
  if (typeof value === 'number') {
    const unit = field?.type === 'number' && field.unit?.[locale] ? `\u00a0${field.unit[locale]}` : '';
    return `${numberText(value, delimiters)}${unit}`;
  }
  if (typeof value === 'boolean') return value ? t('dynamicForm.yes') : t('dynamicForm.no');
  if (typeof value === 'string') {
    if (field && (field.type === 'radio' || field.type === 'dropdown')) return choiceName(value);
    return field?.type === 'editor' ? plainText(value) : value;
  }
  if (Array.isArray(value)) {
    return value.map((item) => (typeof item === 'string' ? choiceName(item) : isRecord(item) ? String(item.name ?? '') : String(item))).join(', ');
  }
  if (isRecord(value) && typeof value.en === 'string' && typeof value.fr === 'string') {
    const text = (html: string) => (field?.type === 'editor' ? plainText(html) : html) || '—';
    return `EN: ${text(value.en)} · FR: ${text(value.fr)}`;
  }
  return JSON.stringify(value);
}
