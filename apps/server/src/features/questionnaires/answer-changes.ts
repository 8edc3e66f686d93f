import type { FieldValue, FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import { isEmpty } from '@platform/shared/dynamic-form/validate-form-values';

/** A value written with its object keys in order, so two equal values read the same whatever order they were sent in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const sameValue = (a: FieldValue | undefined, b: FieldValue | undefined): boolean => canonical(a ?? null) === canonical(b ?? null);

/** The answers as they are kept: an empty answer (null, blank text, an empty list) is no answer, and is left out. */
export const keptAnswers = (values: FormValues): FormValues => Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmpty(value)));

/** The answers a save changes, each from its value before to its value after (null for none). */
export function answerChanges(before: FormValues, after: FormValues): Record<string, { from: FieldValue; to: FieldValue }> {
  const changes: Record<string, { from: FieldValue; to: FieldValue }> = {};
  for (const fieldId of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const from = before[fieldId] ?? null;
    const to = after[fieldId] ?? null;
    if (!sameValue(from, to)) changes[fieldId] = { from, to };
  }
  return changes;
}
