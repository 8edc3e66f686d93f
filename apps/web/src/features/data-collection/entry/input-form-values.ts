import type { FieldDefinition, FormValues, NotApplicable } from '@platform/shared/dynamic-form/field-definition.schemas';
import { isFieldShown } from '@platform/shared/dynamic-form/field-visibility';
import { validateFormValues } from '@platform/shared/dynamic-form/validate-form-values';
import type { FieldError } from '@platform/shared/errors/error-codes';
import { notApplicableErrorKey } from '../../../ui/dynamic-form/dynamic-form-types';

/**
 * The values and not-applicable reasons an input sends: a hidden field (its condition no longer holds,
 * possibly through another hidden field) goes as null and loses its reason; a field marked not
 * applicable goes as null. Every field is named, so clearing one clears it on the server too.
 */
export function valuesToSend(fields: readonly FieldDefinition[], values: FormValues, notApplicable: NotApplicable): { values: FormValues; not_applicable: NotApplicable } {
  let current: FormValues = { ...values };
  // Hiding one field can hide those that depend on it: repeat until nothing more is hidden.
  for (let round = 0; round <= fields.length; round += 1) {
    const hidden = fields.filter((field) => current[field.id] != null && !isFieldShown(field, current));
    if (hidden.length === 0) break;
    current = { ...current, ...Object.fromEntries(hidden.map((field) => [field.id, null])) };
  }
  const sent: FormValues = {};
  const reasons: NotApplicable = {};
  for (const field of fields) {
    const shown = isFieldShown(field, current);
    const reason = notApplicable[field.id];
    if (shown && reason !== undefined) reasons[field.id] = reason.trim();
    sent[field.id] = !shown || reason !== undefined ? null : (current[field.id] ?? null);
  }
  return { values: sent, not_applicable: reasons };
}

/**
 * The checks the server runs (spec §5), run before sending: the shared rules, and a reason for each
 * field marked not applicable.
 */
export function inputFormErrors(
  fields: readonly FieldDefinition[],
  sent: { values: FormValues; not_applicable: NotApplicable },
  options: { submit: boolean; period: string; dateBounds: { beginning: string; end: string } },
): Record<string, FieldError[]> {
  const errors = validateFormValues(fields, sent.values, {
    notApplicable: sent.not_applicable,
    requireAll: options.submit,
    period: options.period,
    dateBounds: options.dateBounds,
  });
  for (const [id, reason] of Object.entries(sent.not_applicable)) {
    if (reason === '') errors[notApplicableErrorKey(id)] = [{ error: 'BLANK' }];
  }
  return errors;
}
