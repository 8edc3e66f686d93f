import type { ReactNode } from 'react';

export interface ToolbarButtonProps {
  /** The accessible name; also shown as a tooltip. */
  label: string;
  /** A toggle's state, announced as pressed or not; leave out for plain actions. */
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  /** The visible glyph, hidden from screen readers (the label names the button). */
  children: ReactNode;
  expanded?: boolean;
  controls?: string;
}

/** One toolbar button: a native button, so Enter and Space work and it sits in the tab order. */
export function ToolbarButton({ label, pressed, disabled, onClick, children, expanded, controls }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      className="ui-rich-editor__button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={controls}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
