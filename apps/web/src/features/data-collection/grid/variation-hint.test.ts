import { describe, expect, it } from 'vitest';
import { formatPercentChange, variationHint } from './variation-hint';

describe('variationHint', () => {
  it("gives last year's value, the change in percent and whether it passes the threshold", () => {
    expect(variationHint(100, 125, 10)).toEqual({ previous: 100, percent: 25, exceeds: true });
    expect(variationHint(100, 105, 10)).toEqual({ previous: 100, percent: 5, exceeds: false });
    expect(variationHint(100, 90, 10)).toEqual({ previous: 100, percent: -10, exceeds: false });
  });

  it('has no percent while the cell is empty, and none from a zero', () => {
    expect(variationHint(100, null, 10)).toEqual({ previous: 100, percent: null, exceeds: false });
    expect(variationHint(0, 5, 10)).toEqual({ previous: 0, percent: null, exceeds: true });
  });

  it('says nothing without a number last year', () => {
    expect(variationHint(undefined, 5, 10)).toBeNull();
    expect(variationHint(null, 5, 10)).toBeNull();
  });

  it('never exceeds a subject without a threshold', () => {
    expect(variationHint(100, 1000, null)?.exceeds).toBe(false);
  });
});

describe('formatPercentChange', () => {
  it("writes the sign and one decimal with the language's delimiter", () => {
    expect(formatPercentChange(12.345, { decimal: '.', thousands: ',' })).toBe('+12.3');
    expect(formatPercentChange(-3.25, { decimal: ',', thousands: ' ' })).toBe('\u22123,3');
    expect(formatPercentChange(0.01, { decimal: '.', thousands: ',' })).toBe('0');
    expect(formatPercentChange(1500, { decimal: '.', thousands: ',' })).toBe('+1,500');
  });
});
