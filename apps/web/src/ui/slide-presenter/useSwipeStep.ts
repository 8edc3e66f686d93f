import { useCallback, useRef, type RefObject, type TouchEvent } from 'react';
import { canScrollFurther, type ScrollMetrics } from './scroll-room';
import { isVerticalSwipe, swipeStep } from './swipe';

interface SwipeStart {
  x: number;
  y: number;
  /** The current slide's scroll position when the finger landed: a tall slide is read before it is left. */
  scroll: ScrollMetrics | null;
}

export interface SwipeHandlers {
  onTouchStart(event: TouchEvent): void;
  onTouchEnd(event: TouchEvent): void;
  onTouchCancel(): void;
}

/** Touch handlers that turn one swipe longer than `threshold` px into one move; pinches are ignored. */
export function useSwipeStep(
  currentSlideRef: RefObject<HTMLElement | null>,
  threshold: number,
  onStep: (step: -1 | 1) => void,
): SwipeHandlers {
  const startRef = useRef<SwipeStart | null>(null);

  const onTouchStart = useCallback(
    (event: TouchEvent) => {
      const touch = event.touches[0];
      if (event.touches.length !== 1 || !touch) {
        startRef.current = null;
        return;
      }
      const slide = currentSlideRef.current;
      const scroll = slide
        ? { scrollTop: slide.scrollTop, scrollHeight: slide.scrollHeight, clientHeight: slide.clientHeight }
        : null;
      startRef.current = { x: touch.clientX, y: touch.clientY, scroll };
    },
    [currentSlideRef],
  );

  const onTouchEnd = useCallback(
    (event: TouchEvent) => {
      const start = startRef.current;
      const touch = event.changedTouches[0];
      startRef.current = null;
      if (!start || !touch) return;
      const deltaX = touch.clientX - start.x;
      const deltaY = touch.clientY - start.y;
      const step = swipeStep(deltaX, deltaY, threshold);
      if (step === 0) return;
      // Only a vertical swipe can be scrolling the slide's own content.
      if (isVerticalSwipe(deltaX, deltaY) && start.scroll && canScrollFurther(start.scroll, step)) return;
      onStep(step);
    },
    [onStep, threshold],
  );

  const onTouchCancel = useCallback(() => {
    startRef.current = null;
  }, []);

  return { onTouchStart, onTouchEnd, onTouchCancel };
}
