import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { WHEEL_GESTURE_GAP_MS } from '@platform/shared/http/timings';
import { wheelStep } from './input-step';
import { canScrollFurther } from './scroll-room';
import { startsWheelGesture } from './wheel-gesture';

/**
 * The mouse wheel over the presenter moves it by its direction and never scrolls the page. React's
 * onWheel is passive (it cannot cancel the scroll), hence a native listener with `passive: false`.
 * A slide taller than the screen scrolls its own content first; ctrl+wheel stays the browser's zoom.
 * One gesture moves one slide at most: the events that continue it (a trackpad's momentum) are ignored.
 */
export function useWheelStep(
  rootRef: RefObject<HTMLElement | null>,
  currentSlideRef: RefObject<HTMLElement | null>,
  onStep: (step: -1 | 1) => void,
): void {
  const lastWheelAtRef = useRef<number | null>(null);
  const handleWheel = useEffectEvent((event: WheelEvent) => {
    if (event.ctrlKey) return;
    const step = wheelStep(event.deltaY);
    if (step === 0) return;
    // Date.now, not event.timeStamp: the page's clock, which the end-to-end journeys control.
    const at = Date.now();
    const starts = startsWheelGesture(lastWheelAtRef.current, at, WHEEL_GESTURE_GAP_MS);
    lastWheelAtRef.current = at;
    const slide = currentSlideRef.current;
    // Scrolling a tall slide's own content is part of the gesture too: its momentum must not turn the slide.
    if (slide && canScrollFurther(slide, step)) return;
    event.preventDefault();
    if (starts) onStep(step);
  });

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const listener = (event: WheelEvent) => handleWheel(event);
    root.addEventListener('wheel', listener, { passive: false });
    return () => root.removeEventListener('wheel', listener);
  }, [rootRef]);
}
