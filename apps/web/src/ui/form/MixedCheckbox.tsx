import { useEffect, useRef } from 'react';

export interface MixedCheckboxProps {
  /** The accessible name (the box has no label of its own beside it). */
  label: string;
  checked: boolean;
  /** Some but not all of what it stands for is chosen. */
  mixed: boolean;
  disabled?: boolean;
  className?: string;
  onChange(checked: boolean): void;
}

/**
 * A select-all box over a list or a group: checked when everything is chosen, mixed when some is (the native
 * `indeterminate` state, which browsers announce as "mixed"), clear when nothing is. Only a script can set
 * that state, so it is set after each render.
 */
export function MixedCheckbox({ label, checked, mixed, disabled, className, onChange }: MixedCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return <input ref={ref} type="checkbox" className={className} aria-label={label} checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />;
}
