import type { PresenterSlide } from './presenter-slide';
import { SlideChevron } from './SlideChevron';
import { showsChevron, type SlideDirection } from './slide-directions';
import { SlideDots } from './SlideDots';
import './SlideControls.css';

export interface SlideControlsProps {
  slides: readonly PresenterSlide[];
  /** The current slide's direction: which chevrons it shows. */
  direction: SlideDirection;
  /** The slide indices that get a dot (see dotWindow). */
  dotIndices: readonly number[];
  current: number;
  onStep(step: -1 | 1): void;
  onSelect(index: number): void;
}

/**
 * The presenter's buttons in one cluster, in reading and tab order: back, the dots, forward. Each
 * chevron keeps its place when the other is hidden, so the dots never jump under the pointer.
 */
export function SlideControls({ slides, direction, dotIndices, current, onStep, onSelect }: SlideControlsProps) {
  return (
    <div className="ui-slides__controls">
      {showsChevron(direction, 'up') && <SlideChevron which="up" onStep={onStep} />}
      <SlideDots slides={slides} indices={dotIndices} current={current} onSelect={onSelect} />
      {showsChevron(direction, 'down') && <SlideChevron which="down" onStep={onStep} />}
    </div>
  );
}
