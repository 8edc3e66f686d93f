import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';

/**
 * A value of a change as one line of text: numbers in the locale's format, choices by their names, a
 * localized text in both languages. Null (no value) is the caller's to word.
 */
export function changeValueText(value: unknown, field: FieldDefinition | undefined, locale: 'en' | 'fr', formatNumber: (value: number) => string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  const choiceName = (key: unknown) => field?.choices?.find((choice) => choice.key === key)?.name[locale] ?? String(key);
  if (Array.isArray(value)) return value.length === 0 ? null : value.map((item) => (typeof item === 'object' && item && 'name' in item ? String(item.name) : choiceName(item))).join(', ');
  if (typeof value === 'object') {
    const text = value as Record<string, unknown>;
    if ('en' in text || 'fr' in text) return [text.en, text.fr].filter((part) => typeof part === 'string' && part !== '').join(' / ') || null;
    return JSON.stringify(value);
  }
  return field?.choices ? choiceName(value) : String(value);
}

/** The field a change names: a field id, or `<id>:<locale>` for one language of a localized text. */
export function changedField(fields: readonly FieldDefinition[], name: string): FieldDefinition | undefined {
  return fields.find((field) => field.id === name) ?? fields.find((field) => name.startsWith(`${field.id}:`));
}
