import { useEffect, useEffectEvent, type RefObject } from 'react';
import { wheelStep } from './input-step';
import { canScrollFurther } from './scroll-room';

/**
 * The mouse wheel over the presenter moves it by its direction and never scrolls the page. React's
 * onWheel is passive (it cannot cancel the scroll), hence a native listener with `passive: false`.
 * A slide taller than the screen scrolls its own content first; ctrl+wheel stays the browser's zoom.
 */
export function useWheelStep(
  rootRef: RefObject<HTMLElement | null>,
  currentSlideRef: RefObject<HTMLElement | null>,
  onStep: (step: -1 | 1) => void,
): void {
  const handleWheel = useEffectEvent((event: WheelEvent) => {
    if (event.ctrlKey) return;
    const step = wheelStep(event.deltaY);
    if (step === 0) return;
    const slide = currentSlideRef.current;
    if (slide && canScrollFurther(slide, step)) return;
    event.preventDefault();
    onStep(step);
  });

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const listener = (event: WheelEvent) => handleWheel(event);
    root.addEventListener('wheel', listener, { passive: false });
    return () => root.removeEventListener('wheel', listener);
  }, [rootRef]);
}
