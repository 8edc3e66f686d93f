import { useT } from '../i18n/useT';
import type { PresenterSlide } from './presenter-slide';
import './SlideDots.css';

export interface SlideDotsProps {
  slides: readonly PresenterSlide[];
  /** The slide indices that get a dot (see dotWindow). */
  indices: readonly number[];
  current: number;
  onSelect(index: number): void;
}

/** One button per slide in the window; the current one is marked for sight and for screen readers. */
export function SlideDots({ slides, indices, current, onSelect }: SlideDotsProps) {
  const t = useT();
  if (indices.length === 0) return null;
  return (
    <div role="group" aria-label={t('ui.slides.dots')} className="ui-slides__dots">
      {indices.map((index) => {
        const slide = slides[index];
        if (!slide) return null;
        return (
          // Keyed by slide, so a focused dot stays the same button while the window slides along.
          <button
            key={slide.key}
            type="button"
            className="ui-slides__dot"
            aria-label={t('ui.slides.goTo', { number: index + 1, label: slide.label })}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => onSelect(index)}
          >
            <span className="ui-slides__dot-mark" aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
