import { Button } from '../button/Button';
import './FieldDefinitionEditor.css';

/** The class of a row's small icon buttons, for a remove button beside its move buttons. */
export const ROW_BUTTON_CLASS = 'ui-field-editor__icon-button';

/**
 * Up and down buttons for a row of an ordered list (no drag: the keyboard does it all). `onMove` gets the
 * direction and the ids the focus should follow to (this row's same button, else its other one).
 */
export function MoveButtons({
  ids,
  canUp,
  canDown,
  upLabel,
  downLabel,
  onMove,
}: {
  ids: { up: string; down: string };
  canUp: boolean;
  canDown: boolean;
  upLabel: string;
  downLabel: string;
  onMove: (delta: -1 | 1, keepFocusOn: string[]) => void;
}) {
  return (
    <>
      <Button id={ids.up} size="small" className={ROW_BUTTON_CLASS} aria-label={upLabel} title={upLabel} disabled={!canUp} onClick={() => onMove(-1, [ids.up, ids.down])}>
        <span aria-hidden="true">↑</span>
      </Button>
      <Button id={ids.down} size="small" className={ROW_BUTTON_CLASS} aria-label={downLabel} title={downLabel} disabled={!canDown} onClick={() => onMove(1, [ids.down, ids.up])}>
        <span aria-hidden="true">↓</span>
      </Button>
    </>
  );
}
