/** The index one move of `step` leads to, kept between the first and the last slide. */
export function stepIndex(current: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return clampIndex(current + Math.sign(step), count);
}

/** An index kept between the first and the last slide. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), count - 1);
}

/**
 * Where to stand after the slide list was rebuilt (e.g. another year): on the same slide if it is still
 * there, else on the same index if it still exists, else back at the first slide.
 */
export function resolveSlideIndex(previousKey: string | undefined, previousIndex: number, keys: readonly string[]): number {
  if (previousKey !== undefined) {
    const sameSlide = keys.indexOf(previousKey);
    if (sameSlide >= 0) return sameSlide;
  }
  return previousIndex >= 0 && previousIndex < keys.length ? previousIndex : 0;
}
