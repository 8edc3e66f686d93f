import { Button } from '../../../ui/button/Button';

/**
 * Up and down buttons for a row of an ordered list (no drag: the keyboard does it all). `onMove` gets the
 * direction and the ids the focus should follow to (this row's same button, else its other one).
 */
export function MoveButtons({
  idPrefix,
  isFirst,
  isLast,
  upLabel,
  downLabel,
  onMove,
}: {
  idPrefix: string;
  isFirst: boolean;
  isLast: boolean;
  upLabel: string;
  downLabel: string;
  onMove: (delta: -1 | 1, keepFocusOn: string[]) => void;
}) {
  const up = `${idPrefix}-up`;
  const down = `${idPrefix}-down`;
  return (
    <>
      <Button id={up} size="small" className="subject-config__icon-button" aria-label={upLabel} title={upLabel} disabled={isFirst} onClick={() => onMove(-1, [up, down])}>
        <span aria-hidden="true">↑</span>
      </Button>
      <Button id={down} size="small" className="subject-config__icon-button" aria-label={downLabel} title={downLabel} disabled={isLast} onClick={() => onMove(1, [down, up])}>
        <span aria-hidden="true">↓</span>
      </Button>
    </>
  );
}
