import { useId } from 'react';

export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
  /** The ids a control must name in aria-describedby: the error first, then the hint, then the caller's own. */
  describedBy: string | undefined;
}

/** Ids tying a control to its label, hint and error message. */
export function useFieldIds(options: { id?: string; hasHint: boolean; hasError: boolean; describedBy?: string }): FieldIds {
  const generated = useId();
  const id = options.id ?? `field${generated}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [options.hasError ? errorId : null, options.hasHint ? hintId : null, options.describedBy ?? null].filter(Boolean).join(' ') ||
    undefined;
  return { id, hintId, errorId, describedBy };
}
