import type { ErrorEnvelope, FieldError } from './error-codes.js';

/** Only the first error of each field is shown (spec §5). */
export function firstFieldErrors(details: ErrorEnvelope['details']): Record<string, FieldError> {
  const result: Record<string, FieldError> = {};
  for (const [field, errors] of Object.entries(details ?? {})) {
    const first = errors[0];
    if (first) result[field] = first;
  }
  return result;
}
