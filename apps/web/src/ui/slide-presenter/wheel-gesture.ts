/**
 * Whether a wheel event begins a new gesture rather than continuing the one before it. A trackpad's
 * momentum, or a wheel spun in one go, sends a stream of events for a second or more: only the first
 * event of a stream may move the presenter, so one gesture moves at most one slide.
 */
export function startsWheelGesture(previousAt: number | null, at: number, gapMs: number): boolean {
  return previousAt === null || at - previousAt >= gapMs;
}
