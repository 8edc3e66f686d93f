import { describe, expect, it } from 'vitest';
import { clampIndex, resolveSlideIndex, stepIndex } from './slide-index';

describe('stepIndex', () => {
  it('moves exactly one slide whatever the size of the step', () => {
    expect(stepIndex(1, 1, 5)).toBe(2);
    expect(stepIndex(1, -1, 5)).toBe(0);
    expect(stepIndex(1, 40, 5)).toBe(2);
    expect(stepIndex(3, -7, 5)).toBe(2);
    expect(stepIndex(2, 0, 5)).toBe(2);
  });

  it('never goes before the first or past the last slide', () => {
    expect(stepIndex(0, -1, 3)).toBe(0);
    expect(stepIndex(2, 1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe('clampIndex', () => {
  it('keeps an index inside the list', () => {
    expect(clampIndex(-3, 4)).toBe(0);
    expect(clampIndex(2, 4)).toBe(2);
    expect(clampIndex(9, 4)).toBe(3);
    expect(clampIndex(2, 0)).toBe(0);
  });
});

describe('resolveSlideIndex', () => {
  it('follows the same slide to its new place', () => {
    expect(resolveSlideIndex('donations', 1, ['employees', 'training', 'donations'])).toBe(2);
  });

  it('keeps the index when the slide is gone but the index still exists', () => {
    expect(resolveSlideIndex('payroll', 2, ['employees', 'training', 'donations'])).toBe(2);
  });

  it('resets to the first slide when the index no longer exists', () => {
    expect(resolveSlideIndex('payroll', 3, ['employees', 'donations'])).toBe(0);
    expect(resolveSlideIndex(undefined, 5, ['a'])).toBe(0);
    expect(resolveSlideIndex('a', 0, [])).toBe(0);
  });
});
