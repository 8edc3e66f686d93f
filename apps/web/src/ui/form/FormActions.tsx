import type { HTMLAttributes } from 'react';
import './Form.css';

export interface FormActionsProps extends HTMLAttributes<HTMLDivElement> {
  /** Where the buttons sit; defaults to 'start'. */
  align?: 'start' | 'end' | 'between';
}

/** The row of buttons at the end of a form. */
export function FormActions({ align = 'start', className, ...divProps }: FormActionsProps) {
  const classes = ['ui-form-actions', `ui-form-actions--${align}`, className].filter(Boolean).join(' ');
  return <div className={classes} {...divProps} />;
}
