import { describe, expect, it } from 'vitest';
import { figureFractionDigits } from './figure-digits.js';

describe('figureFractionDigits', () => {
  it('shows counts and thousands whole, and more digits the smaller the figures', () => {
    expect(figureFractionDigits([8500, 12000, 9800])).toBe(0);
    expect(figureFractionDigits([1234.5, 12.25])).toBe(0);
    expect(figureFractionDigits([150.25, 12.5])).toBe(1);
    expect(figureFractionDigits([1.17, 0.8955])).toBe(2);
    expect(figureFractionDigits([0.0123, 0.5])).toBe(3);
  });
});
