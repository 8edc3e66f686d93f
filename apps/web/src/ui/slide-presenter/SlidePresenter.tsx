import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import { MAX_VISIBLE_DOTS, SLIDE_TRANSITION_MS, SWIPE_THRESHOLD_PX } from '@platform/shared/http/timings';
import { useLayoutVisibility } from '../layout-visibility/LayoutVisibility';
import { useT } from '../i18n/useT';
import { dotWindow } from './dot-window';
import type { PresenterSlide } from './presenter-slide';
import { slideDirections } from './slide-directions';
import { SlideControls } from './SlideControls';
import { stepIndex } from './slide-index';
import { useDocumentArrowKeys } from './useDocumentArrowKeys';
import { useFocusRescue } from './useFocusRescue';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { useSlideNavigation } from './useSlideNavigation';
import { useSwipeStep } from './useSwipeStep';
import { useWheelStep } from './useWheelStep';
import './SlidePresenter.css';

export type { PresenterSlide } from './presenter-slide';
export { slideDirections, type SlideDirection } from './slide-directions';

export interface SlidePresenterProps {
  slides: PresenterSlide[];
  /** Accessible name of the whole presenter. */
  label: string;
  /** Length of a transition, during which every move is refused (default SLIDE_TRANSITION_MS). */
  transitionMs?: number;
  /** Dots navigate only slides from this index on, and show only while the current slide is at or after it. */
  dotsFrom?: number;
  /** At most this many dots at once, in a window that follows the current slide. */
  maxDots?: number;
  className?: string;
  onIndexChange?: (index: number) => void;
}

/**
 * Full-height slides shown one at a time, moved one step per arrow key, wheel gesture, swipe, chevron
 * or dot, with a lock while a transition runs. Hides the page footer while mounted.
 */
export function SlidePresenter({
  slides,
  label,
  transitionMs = SLIDE_TRANSITION_MS,
  dotsFrom = 0,
  maxDots = MAX_VISIBLE_DOTS,
  className,
  onIndexChange,
}: SlidePresenterProps) {
  const t = useT();
  const { hide } = useLayoutVisibility();
  const reducedMotion = usePrefersReducedMotion();
  const rootRef = useRef<HTMLDivElement>(null);
  const currentSlideRef = useRef<HTMLDivElement>(null);

  const keys = useMemo(() => slides.map((slide) => slide.key), [slides]);
  const { index, working, moved, goTo } = useSlideNavigation(keys, transitionMs);
  const directions = useMemo(() => slideDirections(slides.length), [slides.length]);
  const direction = directions[index] ?? 'none';
  const dots = dotWindow(slides.length, index, dotsFrom, maxDots);
  const current = slides[index];
  const rememberFocus = useFocusRescue(rootRef, currentSlideRef, index);

  // Before the first paint, so the footer never flashes under the slides.
  useLayoutEffect(() => hide('footer'), [hide]);

  const reportIndex = useEffectEvent((next: number) => onIndexChange?.(next));
  const reportedRef = useRef(index);
  useEffect(() => {
    if (reportedRef.current === index) return;
    reportedRef.current = index;
    reportIndex(index);
  }, [index]);

  const moveTo = useCallback(
    (target: number) => {
      // Checked before the move renders: the focused element may be about to disappear or turn inert.
      if (goTo(target)) rememberFocus();
    },
    [goTo, rememberFocus],
  );
  const step = useCallback(
    (delta: -1 | 1) => moveTo(stepIndex(index, delta, slides.length)),
    [index, moveTo, slides.length],
  );

  useDocumentArrowKeys(rootRef, step);
  useWheelStep(rootRef, currentSlideRef, step);
  const swipeHandlers = useSwipeStep(currentSlideRef, SWIPE_THRESHOLD_PX, step);

  const trackStyle: CSSProperties = {
    transform: `translateY(${index * -100}%)`,
    transition: reducedMotion ? 'none' : `transform ${transitionMs}ms var(--easing-standard, ease)`,
  };
  const hasControls = direction !== 'none' || dots.length > 0;
  const classes = ['ui-slides', hasControls && 'ui-slides--with-controls', className].filter(Boolean).join(' ');

  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription={t('ui.slides.carousel')}
      aria-label={label}
      className={classes}
      data-working={working || undefined}
      data-direction={direction}
      data-reduced-motion={reducedMotion || undefined}
      {...swipeHandlers}
    >
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {moved && current ? t('ui.slides.status', { number: index + 1, count: slides.length, label: current.label }) : ''}
      </div>
      {hasControls && (
        <SlideControls slides={slides} direction={direction} dotIndices={dots} current={index} onStep={step} onSelect={moveTo} />
      )}
      <div className="ui-slides__viewport">
        <div className="ui-slides__track" style={trackStyle}>
          {slides.map((slide, position) => {
            const isCurrent = position === index;
            return (
              <div
                key={slide.key}
                ref={isCurrent ? currentSlideRef : undefined}
                role="group"
                aria-roledescription={t('ui.slides.slide')}
                aria-label={slide.label}
                aria-hidden={isCurrent ? undefined : true}
                inert={!isCurrent}
                // Focus lands here when the element that had it was in the slide just left.
                tabIndex={-1}
                className="ui-slides__slide"
                data-current={isCurrent || undefined}
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
