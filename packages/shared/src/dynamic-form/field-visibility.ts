import type { FieldDefinition, FormValues } from './field-definition.schemas.js';

/**
 * Whether a field shows, given the form's values: a field with `display {key, for}` shows only while
 * the value of the field named `key` is one of `for` (for a list value, while one of its items is).
 */
export function isFieldShown(field: FieldDefinition, values: FormValues): boolean {
  if (!field.display) return true;
  const controlling = values[field.display.key];
  if (typeof controlling === 'string') return field.display.for.includes(controlling);
  if (typeof controlling === 'boolean') return field.display.for.includes(String(controlling));
  if (Array.isArray(controlling)) return controlling.some((item) => typeof item === 'string' && field.display!.for.includes(item));
  return false;
}
