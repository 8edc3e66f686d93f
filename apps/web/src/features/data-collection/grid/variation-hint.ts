import type { FieldValue } from '@platform/shared/dynamic-form/field-definition.schemas';
import { exceedsThreshold, variationPercent } from '@platform/shared/data-collection/variation';
import { formatLocalizedNumber, type NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';

/** What a number cell says about last year: its approved value, the change in percent, and whether that change needs a justification. */
export interface VariationHint {
  previous: number;
  /** Null while the cell has no number, or when last year was zero. */
  percent: number | null;
  exceeds: boolean;
}

/** Null when last year has no approved number to compare with. */
export function variationHint(previous: FieldValue | undefined, value: FieldValue | undefined, thresholdPercent: number | null): VariationHint | null {
  if (typeof previous !== 'number') return null;
  if (typeof value !== 'number') return { previous, percent: null, exceeds: false };
  return { previous, percent: variationPercent(previous, value), exceeds: exceedsThreshold(previous, value, thresholdPercent) };
}

/** A change in percent with its sign and one decimal, in the language's delimiters: '+12.5', '−3,2', '0'. */
export function formatPercentChange(percent: number, delimiters: NumberDelimiters): string {
  // Rounded away from zero at .05 alike on both sides.
  const size = Math.round(Math.abs(percent) * 10) / 10;
  const text = formatLocalizedNumber(size, delimiters, { maximumFractionDigits: 1 });
  if (size === 0) return text;
  return percent > 0 ? `+${text}` : `\u2212${text}`;
}
