import { useT } from '../i18n/useT';
import { CHEVRON_ATTRIBUTE } from './useFocusRescue';

export interface SlideChevronProps {
  /** Up moves back one slide, down forward one. */
  which: 'up' | 'down';
  onStep(step: -1 | 1): void;
}

/** The button that moves back (up) or forward (down) one slide. */
export function SlideChevron({ which, onStep }: SlideChevronProps) {
  const t = useT();
  const up = which === 'up';
  return (
    <button
      type="button"
      className={`ui-slides__chevron ui-slides__chevron--${which}`}
      aria-label={t(up ? 'ui.slides.previous' : 'ui.slides.next')}
      onClick={() => onStep(up ? -1 : 1)}
      {...{ [CHEVRON_ATTRIBUTE]: '' }}
    >
      <svg className="ui-slides__chevron-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <polyline
          points={up ? '6 15 12 9 18 15' : '6 9 12 15 18 9'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
