/** The move an arrow key asks for: left/up back (-1), right/down forward (+1), any other key nothing (0). */
export function keyStep(key: string): -1 | 0 | 1 {
  if (key === 'ArrowLeft' || key === 'ArrowUp') return -1;
  if (key === 'ArrowRight' || key === 'ArrowDown') return 1;
  return 0;
}

/** The move a wheel event asks for: scrolling down goes forward, up goes back; only its direction counts. */
export function wheelStep(deltaY: number): -1 | 0 | 1 {
  if (deltaY > 0) return 1;
  if (deltaY < 0) return -1;
  return 0;
}
