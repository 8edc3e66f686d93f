/**
 * The move a finished touch gesture asks for: swipe up or left goes forward (+1), down or right back (-1),
 * judged on the axis it travelled most; a distance of `threshold` px or less is a tap, not a swipe (0).
 */
export function swipeStep(deltaX: number, deltaY: number, threshold: number): -1 | 0 | 1 {
  const distance = isVerticalSwipe(deltaX, deltaY) ? deltaY : deltaX;
  if (Math.abs(distance) <= threshold) return 0;
  return distance < 0 ? 1 : -1;
}

/** Whether a gesture travelled at least as far vertically as horizontally. */
export function isVerticalSwipe(deltaX: number, deltaY: number): boolean {
  return Math.abs(deltaY) >= Math.abs(deltaX);
}
