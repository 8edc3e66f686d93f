import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { FieldShell } from './FieldShell';
import type { FieldProps } from './field-types';
import { useFieldIds } from './useFieldIds';

/** Spec: text areas default to 7 rows. */
export const TEXT_AREA_DEFAULT_ROWS = 7;

export interface TextAreaProps extends FieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {}

/** A labelled multi-line text input; spread react-hook-form's register() into it. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, size, required, className, id, rows = TEXT_AREA_DEFAULT_ROWS, 'aria-describedby': describedBy, ...textAreaProps },
  ref,
) {
  const ids = useFieldIds({ id, hasHint: hint !== undefined, hasError: Boolean(error), describedBy });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} size={size} className={className}>
      <textarea
        ref={ref}
        id={ids.id}
        rows={rows}
        className="ui-field__control ui-field__control--textarea"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...textAreaProps}
      />
    </FieldShell>
  );
});
