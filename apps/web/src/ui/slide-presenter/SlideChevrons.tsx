import { useT } from '../../app/i18n/useT';
import { showsChevron, type SlideDirection } from './slide-directions';
import { CHEVRON_ATTRIBUTE } from './useFocusRescue';
import './SlideChevrons.css';

export interface SlideChevronsProps {
  /** The current slide's direction: which chevrons it shows. */
  direction: SlideDirection;
  onStep(step: -1 | 1): void;
}

/** The up (previous) and down (next) buttons the current slide allows. */
export function SlideChevrons({ direction, onStep }: SlideChevronsProps) {
  const t = useT();
  const chevronProps = { [CHEVRON_ATTRIBUTE]: '' };
  return (
    <>
      {showsChevron(direction, 'up') && (
        <button
          type="button"
          className="ui-slides__chevron ui-slides__chevron--up"
          aria-label={t('ui.slides.previous')}
          onClick={() => onStep(-1)}
          {...chevronProps}
        >
          <ChevronIcon points="6 15 12 9 18 15" />
        </button>
      )}
      {showsChevron(direction, 'down') && (
        <button
          type="button"
          className="ui-slides__chevron ui-slides__chevron--down"
          aria-label={t('ui.slides.next')}
          onClick={() => onStep(1)}
          {...chevronProps}
        >
          <ChevronIcon points="6 9 12 15 18 9" />
        </button>
      )}
    </>
  );
}

function ChevronIcon({ points }: { points: string }) {
  return (
    <svg className="ui-slides__chevron-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
