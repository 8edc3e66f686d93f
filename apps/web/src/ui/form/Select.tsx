import { forwardRef, type SelectHTMLAttributes } from 'react';
import { useT } from '../i18n/useT';
import { FieldShell } from './FieldShell';
import type { FieldProps } from './field-types';
import { useFieldIds } from './useFieldIds';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'className' | 'children'> {
  options: readonly SelectOption[];
  /** Adds an empty first option: `true` reads "Choose…", a string is its text. */
  placeholder?: string | boolean;
}

/** A labelled native select; spread react-hook-form's register() into it. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, error, hint, size, required, className, id, options, placeholder, 'aria-describedby': describedBy, ...selectProps },
  ref,
) {
  const t = useT();
  const ids = useFieldIds({ id, hasHint: hint !== undefined, hasError: Boolean(error), describedBy });
  const placeholderText = placeholder === true ? t('ui.form.select.placeholder') : placeholder || null;
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} size={size} className={className}>
      <select
        ref={ref}
        id={ids.id}
        className="ui-field__control ui-field__control--select"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...selectProps}
      >
        {placeholderText !== null && <option value="">{placeholderText}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});
