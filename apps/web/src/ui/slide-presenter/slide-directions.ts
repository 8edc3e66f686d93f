/** Which way a slide can be left: the chevrons it shows. */
export type SlideDirection = 'up' | 'down' | 'both' | 'none';

/** The first slide can only go down, the last only up, the others both ways; a lone slide goes nowhere. */
export function slideDirections(count: number): SlideDirection[] {
  const total = Math.max(0, Math.floor(count));
  if (total === 1) return ['none'];
  return Array.from({ length: total }, (_, index): SlideDirection => {
    if (index === 0) return 'down';
    if (index === total - 1) return 'up';
    return 'both';
  });
}

/** Whether a slide with this direction shows the chevron back (up) or forward (down). */
export function showsChevron(direction: SlideDirection, chevron: 'up' | 'down'): boolean {
  return direction === 'both' || direction === chevron;
}
