import { forwardRef, type InputHTMLAttributes } from 'react';
import { useT } from '../i18n/useT';
import { FieldError } from './FieldShell';
import type { FieldProps } from './field-types';
import { useFieldIds } from './useFieldIds';
import './Field.css';

export interface CheckboxProps extends Omit<FieldProps, 'size'>, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'className'> {}

/** A labelled checkbox (label after the box); spread react-hook-form's register() into it. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, hint, required, className, id, 'aria-describedby': describedBy, ...inputProps },
  ref,
) {
  const t = useT();
  const ids = useFieldIds({ id, hasHint: hint !== undefined, hasError: Boolean(error), describedBy });
  const classes = ['ui-field', 'ui-checkbox', error && 'ui-field--invalid', className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <div className="ui-checkbox__row">
        <input
          ref={ref}
          id={ids.id}
          type="checkbox"
          className="ui-checkbox__input"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...inputProps}
        />
        <label className="ui-checkbox__label" htmlFor={ids.id}>
          {label}
          {required && (
            <span className="ui-field__required" aria-hidden="true" title={t('ui.form.required')}>
              *
            </span>
          )}
        </label>
      </div>
      {hint !== undefined && (
        <div id={ids.hintId} className="ui-field__hint ui-checkbox__hint">
          {hint}
        </div>
      )}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
});
