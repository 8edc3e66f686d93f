import type { FormValues, NotApplicable } from '@platform/shared/dynamic-form/field-definition.schemas';

export type InputChanges = Record<string, { from: unknown; to: unknown }>;

/** Prefix of the history keys recording a "not applicable" reason being set, changed or cleared. */
export const NOT_APPLICABLE_CHANGE_PREFIX = 'not_applicable.';

/**
 * What a write changed, by field id, for the history: only the fields whose value differs (a missing
 * value reads as null, so zero ↔ null is a change), then the not-applicable reasons under
 * `not_applicable.<field id>`.
 */
export function changesBetween(
  before: { values: FormValues; notApplicable: NotApplicable },
  after: { values: FormValues; notApplicable: NotApplicable },
): InputChanges {
  const changes: InputChanges = {};
  const compare = (prefix: string, from: Record<string, unknown>, to: Record<string, unknown>) => {
    for (const id of new Set([...Object.keys(from), ...Object.keys(to)])) {
      const a = from[id] ?? null;
      const b = to[id] ?? null;
      if (JSON.stringify(a) !== JSON.stringify(b)) changes[prefix + id] = { from: a, to: b };
    }
  };
  compare('', before.values, after.values);
  compare(NOT_APPLICABLE_CHANGE_PREFIX, before.notApplicable, after.notApplicable);
  return changes;
}

/** The values as stored: fields left empty are dropped, so "no value" has one spelling (absent). */
export function storedValues(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined));
}
