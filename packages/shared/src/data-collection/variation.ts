/** The change from last year's value to this one, in percent; null when last year was zero (no ratio to speak of). */
export function variationPercent(previous: number, value: number): number | null {
  if (previous === 0) return null;
  return ((value - previous) / Math.abs(previous)) * 100;
}

/**
 * Whether a value moves further from last year's than the subject's threshold allows: the contributor
 * must then justify it. From zero, any change but to zero exceeds.
 */
export function exceedsThreshold(previous: number, value: number, thresholdPercent: number | null): boolean {
  if (thresholdPercent === null) return false;
  const variation = variationPercent(previous, value);
  if (variation === null) return value !== 0;
  return Math.abs(variation) > thresholdPercent;
}
