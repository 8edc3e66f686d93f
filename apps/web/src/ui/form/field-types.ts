import type { ReactNode } from 'react';

/** Width of a field's control; 'full' fills the form column. */
export type FieldSize = 'small' | 'medium' | 'large' | 'full';

/** Props every labelled field shares. */
export interface FieldProps {
  label: ReactNode;
  /** The message to show under the field; marks the control invalid. */
  error?: string;
  /** Help text under the label, read after the label by screen readers. */
  hint?: ReactNode;
  size?: FieldSize;
  required?: boolean;
  /** Class of the field wrapper (label, control, hint and error). */
  className?: string;
}
