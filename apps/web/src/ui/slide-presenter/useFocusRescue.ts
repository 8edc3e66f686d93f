import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/** Marks the chevrons so focus can go from one that disappears to the other. */
export const CHEVRON_ATTRIBUTE = 'data-slide-chevron';

/**
 * Keeps keyboard focus inside the presenter across a move: focus on a chevron that is no longer shown
 * goes to the remaining chevron, and focus in a slide that became inert goes to the new current slide.
 * Call `remember()` once a move is accepted, before it renders; the check runs once the move is rendered.
 */
export function useFocusRescue(
  rootRef: RefObject<HTMLElement | null>,
  currentSlideRef: RefObject<HTMLElement | null>,
  index: number,
): () => void {
  const focusedRef = useRef<Element | null>(null);

  const remember = useCallback(() => {
    const active = document.activeElement;
    focusedRef.current = active && rootRef.current?.contains(active) ? active : null;
  }, [rootRef]);

  useLayoutEffect(() => {
    const previous = focusedRef.current;
    focusedRef.current = null;
    if (!previous || (previous.isConnected && !previous.closest('[inert]'))) return;
    const chevron = previous.hasAttribute(CHEVRON_ATTRIBUTE)
      ? rootRef.current?.querySelector<HTMLElement>(`[${CHEVRON_ATTRIBUTE}]`)
      : null;
    (chevron ?? currentSlideRef.current)?.focus({ preventScroll: true });
  }, [index, rootRef, currentSlideRef]);

  return remember;
}
