import { forwardRef, type FormHTMLAttributes } from 'react';
import './Form.css';

export type FormSize = 'small' | 'medium' | 'large' | 'full';

export interface FormProps extends FormHTMLAttributes<HTMLFormElement> {
  /** Maximum width of the form; defaults to 'medium'. */
  size?: FormSize;
}

/** A form that leaves validation to the app (noValidate) so messages come from our schemas and catalogue. */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form({ size = 'medium', className, children, ...formProps }, ref) {
  const classes = ['ui-form', `ui-form--${size}`, className].filter(Boolean).join(' ');
  return (
    <form ref={ref} className={classes} {...formProps} noValidate>
      {children}
    </form>
  );
});
