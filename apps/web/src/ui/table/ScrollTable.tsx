import { useId, type ReactNode } from 'react';
import './table.css';

export interface ScrollTableProps {
  /** The table's name, read by screen readers (the caption is visually hidden); it names the scrolled box too. */
  caption?: ReactNode;
  /** The id of what names the table instead of a caption (a heading above it). */
  labelledBy?: string;
  /** Said to screen readers of the box, such as that it scrolls sideways. */
  hint?: string;
  /** The table's own classes, beside ui-table. */
  className?: string;
  /** The box's own classes, beside ui-table-scroll. */
  scrollClassName?: string;
  /** Each row becomes a card where the box has little room (cells name their column with data-label). */
  stacking?: boolean;
  /** The table's head and body. */
  children: ReactNode;
}

/**
 * A back-office table in a framed box that scrolls sideways when the table is wider than the page; the box
 * is focusable, so the keyboard scrolls it too.
 */
export function ScrollTable({ caption, labelledBy, hint, className, scrollClassName, stacking = false, children }: ScrollTableProps) {
  const captionId = useId();
  const hintId = useId();
  const nameId = caption === undefined ? labelledBy : captionId;
  return (
    <>
      {hint && (
        <p id={hintId} className="visually-hidden">
          {hint}
        </p>
      )}
      <div className={classes('ui-table-scroll', scrollClassName)} role="group" aria-labelledby={nameId} aria-describedby={hint ? hintId : undefined} tabIndex={0}>
        <table className={classes('ui-table', stacking && 'ui-table--stacking', className)} aria-labelledby={caption === undefined ? labelledBy : undefined}>
          {caption !== undefined && (
            <caption id={captionId} className="visually-hidden">
              {caption}
            </caption>
          )}
          {children}
        </table>
      </div>
    </>
  );
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
