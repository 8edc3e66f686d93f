export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/**
 * Whether a slide taller than the screen (small landscape phone, large zoom) can still scroll its own
 * content in the direction of `step`; then the gesture reads the content instead of changing slide.
 */
export function canScrollFurther({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics, step: number): boolean {
  // One pixel of slack: fractional scroll positions never quite reach the end.
  if (step > 0) return scrollTop + clientHeight < scrollHeight - 1;
  if (step < 0) return scrollTop > 1;
  return false;
}
