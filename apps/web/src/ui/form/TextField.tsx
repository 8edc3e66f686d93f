import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldShell } from './FieldShell';
import type { FieldProps } from './field-types';
import { useFieldIds } from './useFieldIds';

export interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'className'> {}

/** A labelled input; spread react-hook-form's register() into it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, size, required, className, id, type = 'text', 'aria-describedby': describedBy, ...inputProps },
  ref,
) {
  const ids = useFieldIds({ id, hasHint: hint !== undefined, hasError: Boolean(error), describedBy });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} size={size} className={className}>
      <input
        ref={ref}
        id={ids.id}
        type={type}
        className="ui-field__control"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...inputProps}
      />
    </FieldShell>
  );
});
