/**
 * The slide indices that get a navigation dot: none before `dotsFrom` (e.g. a title slide) or for a
 * lone slide, otherwise at most `maxDots` consecutive slides from `dotsFrom` on, in a window that keeps
 * the current slide as central as the ends allow.
 */
export function dotWindow(count: number, current: number, dotsFrom: number, maxDots: number): number[] {
  const first = Math.max(0, Math.floor(dotsFrom));
  const size = Math.floor(maxDots);
  if (count <= 1 || size <= 0 || first >= count || current < first || current >= count) return [];
  const navigable = count - first;
  if (navigable <= size) return range(first, navigable);
  const centred = current - Math.floor(size / 2);
  const start = Math.min(Math.max(centred, first), count - size);
  return range(start, size);
}

function range(start: number, length: number): number[] {
  return Array.from({ length }, (_, offset) => start + offset);
}
