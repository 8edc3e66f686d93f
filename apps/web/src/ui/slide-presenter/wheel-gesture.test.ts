import { describe, expect, it } from 'vitest';
import { WHEEL_GESTURE_GAP_MS } from '@platform/shared/http/timings';
import { startsWheelGesture } from './wheel-gesture';

describe('startsWheelGesture', () => {
  it('starts a gesture with the first wheel event', () => {
    expect(startsWheelGesture(null, 1000, WHEEL_GESTURE_GAP_MS)).toBe(true);
  });

  it('continues the gesture while events follow each other closer than the gap', () => {
    expect(startsWheelGesture(1000, 1016, WHEEL_GESTURE_GAP_MS)).toBe(false);
    expect(startsWheelGesture(1000, 1000 + WHEEL_GESTURE_GAP_MS - 1, WHEEL_GESTURE_GAP_MS)).toBe(false);
  });

  it('starts a new gesture after a pause of at least the gap', () => {
    expect(startsWheelGesture(1000, 1000 + WHEEL_GESTURE_GAP_MS, WHEEL_GESTURE_GAP_MS)).toBe(true);
    expect(startsWheelGesture(1000, 5000, WHEEL_GESTURE_GAP_MS)).toBe(true);
  });
});
