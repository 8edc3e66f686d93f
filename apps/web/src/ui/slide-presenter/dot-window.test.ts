import { describe, expect, it } from 'vitest';
import { dotWindow } from './dot-window';

describe('dotWindow', () => {
  it('gives every slide a dot when they fit', () => {
    expect(dotWindow(3, 0, 0, 5)).toEqual([0, 1, 2]);
    expect(dotWindow(5, 4, 0, 5)).toEqual([0, 1, 2, 3, 4]);
  });

  it('shows no dot before the starting slide', () => {
    expect(dotWindow(8, 0, 1, 5)).toEqual([]);
    expect(dotWindow(4, 1, 2, 5)).toEqual([]);
  });

  it('starts the dots at the starting slide', () => {
    expect(dotWindow(4, 1, 1, 5)).toEqual([1, 2, 3]);
  });

  it('keeps at most maxDots and follows the current slide', () => {
    expect(dotWindow(8, 1, 1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(dotWindow(8, 3, 1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(dotWindow(8, 4, 1, 5)).toEqual([2, 3, 4, 5, 6]);
    expect(dotWindow(8, 5, 1, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(dotWindow(8, 7, 1, 5)).toEqual([3, 4, 5, 6, 7]);
    for (let current = 1; current < 8; current += 1) {
      const dots = dotWindow(8, current, 1, 5);
      expect(dots.length).toBeLessThanOrEqual(5);
      expect(dots).toContain(current);
      expect(Math.min(...dots)).toBeGreaterThanOrEqual(1);
    }
  });

  it('centres an even window slightly ahead', () => {
    expect(dotWindow(10, 5, 0, 4)).toEqual([3, 4, 5, 6]);
  });

  it('shows nothing for a lone slide, no slides, no room or an impossible start', () => {
    expect(dotWindow(1, 0, 0, 5)).toEqual([]);
    expect(dotWindow(0, 0, 0, 5)).toEqual([]);
    expect(dotWindow(4, 1, 0, 0)).toEqual([]);
    expect(dotWindow(4, 3, 4, 5)).toEqual([]);
    expect(dotWindow(4, 9, 0, 5)).toEqual([]);
  });
});
