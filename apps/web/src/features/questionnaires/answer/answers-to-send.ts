import type { FieldDefinition, FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import { isFieldShown } from '@platform/shared/dynamic-form/field-visibility';

/**
 * The answers a save sends: every question of the questionnaire, a hidden one (its condition no longer holds,
 * possibly through another hidden question) as null, so the server neither refuses it (DISABLED) nor keeps an
 * answer the respondent can no longer see.
 */
export function answersToSend(fields: readonly FieldDefinition[], values: FormValues): FormValues {
  let current: FormValues = { ...values };
  // Hiding one question can hide those that depend on it: repeat until nothing more is hidden.
  for (let round = 0; round <= fields.length; round += 1) {
    const hidden = fields.filter((field) => current[field.id] != null && !isFieldShown(field, current));
    if (hidden.length === 0) break;
    current = { ...current, ...Object.fromEntries(hidden.map((field) => [field.id, null])) };
  }
  return Object.fromEntries(fields.map((field) => [field.id, current[field.id] ?? null]));
}
