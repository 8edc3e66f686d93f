import { forwardRef, type ButtonHTMLAttributes } from 'react';
import './Button.css';

export type ButtonVariant = 'default' | 'primary' | 'danger';
export type ButtonSize = 'normal' | 'small';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and disables it until the work is done. */
  loading?: boolean;
}

/** The classes of a button, for elements that must look like one (e.g. a router Link to the next step). */
export function buttonClassName({ variant = 'default', size = 'normal' }: { variant?: ButtonVariant; size?: ButtonSize } = {}): string {
  return `ui-button ui-button--${variant} ui-button--${size}`;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'default', size = 'normal', loading = false, disabled, type = 'button', className, children, ...rest },
  ref,
) {
  const classes = [buttonClassName({ variant, size }), loading && 'ui-button--loading', className].filter(Boolean).join(' ');
  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="ui-button__spinner" aria-hidden="true" />}
      <span className="ui-button__label">{children}</span>
    </button>
  );
});
