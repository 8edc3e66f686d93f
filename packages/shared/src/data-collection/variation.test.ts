import { describe, expect, it } from 'vitest';
import { exceedsThreshold, variationPercent } from './variation.js';

describe('variation', () => {
  it('measures the change from last year in percent', () => {
    expect(variationPercent(100, 125)).toBe(25);
    expect(variationPercent(200, 150)).toBe(-25);
    expect(variationPercent(-100, -50)).toBe(50);
    expect(variationPercent(0, 10)).toBeNull();
  });

  it('asks a justification only beyond the threshold, either way', () => {
    expect(exceedsThreshold(100, 110, 10)).toBe(false);
    expect(exceedsThreshold(100, 110.5, 10)).toBe(true);
    expect(exceedsThreshold(100, 89, 10)).toBe(true);
    expect(exceedsThreshold(0, 0, 10)).toBe(false);
    expect(exceedsThreshold(0, 5, 10)).toBe(true);
    expect(exceedsThreshold(100, 500, null)).toBe(false);
  });
});
