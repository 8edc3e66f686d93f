import { exceedsThreshold, variationPercent } from '@platform/shared/data-collection/variation';
import type { FieldDefinition, FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { FieldErrors } from '../../../platform/errors/app-error.js';

/**
 * VARIATION_EXCEEDED for each number field whose value moves further from last year's approved one
 * than the subject's threshold allows, unless the contributor justified it: the warning is accepted
 * by writing a justification, which then travels with the values.
 */
export function variationErrors(
  fields: readonly FieldDefinition[],
  values: FormValues,
  previous: FormValues | null,
  thresholdPercent: number | null,
  justification: string | null,
): FieldErrors {
  if (!previous || thresholdPercent === null || (justification ?? '').trim() !== '') return {};
  const details: FieldErrors = {};
  for (const field of fields) {
    if (field.type !== 'number') continue;
    const value = values[field.id];
    const before = previous[field.id];
    if (typeof value !== 'number' || typeof before !== 'number') continue;
    if (!exceedsThreshold(before, value, thresholdPercent)) continue;
    details[field.id] = [{ error: 'VARIATION_EXCEEDED', previous: before, value, variation: variationPercent(before, value), threshold: thresholdPercent }];
  }
  return details;
}
