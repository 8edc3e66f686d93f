import { describe, expect, it } from 'vitest';
import { isVerticalSwipe, swipeStep } from './swipe';

describe('swipeStep', () => {
  it('goes forward on a swipe up and back on a swipe down', () => {
    expect(swipeStep(0, -40, 15)).toBe(1);
    expect(swipeStep(0, 40, 15)).toBe(-1);
  });

  it('goes forward on a swipe left and back on a swipe right', () => {
    expect(swipeStep(-40, 0, 15)).toBe(1);
    expect(swipeStep(40, 0, 15)).toBe(-1);
  });

  it('ignores distances up to the threshold and moves just past it', () => {
    expect(swipeStep(0, -15, 15)).toBe(0);
    expect(swipeStep(15, 0, 15)).toBe(0);
    expect(swipeStep(0, -16, 15)).toBe(1);
    expect(swipeStep(-16, 0, 15)).toBe(1);
    expect(swipeStep(0, 0, 15)).toBe(0);
  });

  it('judges a diagonal swipe on its longer axis', () => {
    expect(swipeStep(10, -30, 15)).toBe(1);
    expect(swipeStep(30, -10, 15)).toBe(-1);
    expect(swipeStep(14, 14, 15)).toBe(0);
  });
});

describe('isVerticalSwipe', () => {
  it('tells a vertical gesture from a horizontal one', () => {
    expect(isVerticalSwipe(3, -20)).toBe(true);
    expect(isVerticalSwipe(-20, 3)).toBe(false);
    expect(isVerticalSwipe(10, 10)).toBe(true);
  });
});
