import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { resolveSlideIndex } from './slide-index';

export interface SlideNavigation {
  /** The current slide. */
  index: number;
  /** True while a transition runs; every move is refused meanwhile. */
  working: boolean;
  /** True once a move happened, so the first render announces nothing. */
  moved: boolean;
  /** Moves to a slide; returns false when refused (locked, out of range or already there). */
  goTo(target: number): boolean;
}

/**
 * The current slide index and the transition lock. When the list of slide keys changes, the index
 * follows the same slide, or stays if it still exists, or goes back to 0.
 */
export function useSlideNavigation(keys: readonly string[], transitionMs: number): SlideNavigation {
  const signature = keys.join('\u001f');
  const [position, setPosition] = useState(() => ({ index: 0, keys, signature }));
  let index = position.index;
  if (position.signature !== signature) {
    // Adjusting state while rendering: the new list never renders with a stale index.
    index = resolveSlideIndex(position.keys[position.index], position.index, keys);
    setPosition({ index, keys, signature });
  }
  const [working, setWorking] = useState(false);
  const [moved, setMoved] = useState(false);
  // Refs, not state: two events in the same tick (a burst of wheel events) must see the lock at once.
  const workingRef = useRef(false);
  const indexRef = useRef(index);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const count = keys.length;

  useLayoutEffect(() => {
    indexRef.current = index;
  }, [index]);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  const goTo = useCallback(
    (target: number) => {
      if (workingRef.current) return false;
      if (!Number.isInteger(target) || target < 0 || target >= count || target === indexRef.current) return false;
      workingRef.current = true;
      indexRef.current = target;
      setWorking(true);
      setMoved(true);
      setPosition((current) => ({ ...current, index: target }));
      timerRef.current = setTimeout(() => {
        workingRef.current = false;
        setWorking(false);
      }, transitionMs);
      return true;
    },
    [count, transitionMs],
  );

  return { index, working, moved, goTo };
}
