import { useSyncExternalStore } from 'react';
import { MEDIA_QUERIES, type Breakpoint } from './breakpoints';

const SERVER_DEFAULT: Breakpoint = 'desktop';

function canMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

function currentBreakpoint(): Breakpoint {
  if (!canMatchMedia()) return SERVER_DEFAULT;
  if (window.matchMedia(MEDIA_QUERIES.mobile).matches) return 'mobile';
  if (window.matchMedia(MEDIA_QUERIES.tablet).matches) return 'tablet';
  return 'desktop';
}

function subscribe(onChange: () => void): () => void {
  if (!canMatchMedia()) return () => {};
  const lists = [window.matchMedia(MEDIA_QUERIES.mobile), window.matchMedia(MEDIA_QUERIES.tablet)];
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/** The current layout range, updated when the viewport crosses a breakpoint ('desktop' where there is no window). */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, currentBreakpoint, () => SERVER_DEFAULT);
}
