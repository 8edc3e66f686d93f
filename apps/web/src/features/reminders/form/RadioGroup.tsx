import { useId, type ReactNode } from 'react';
import { FieldError } from '../../../ui/form/FieldShell';

export interface RadioOption<V extends string> {
  value: V;
  label: string;
  hint?: ReactNode;
}

/** Radio buttons under a legend, with its error; the first one carries `id` (where the error summary leads); arrow keys move between them. */
export function RadioGroup<V extends string>({
  id,
  legend,
  value,
  options,
  onChange,
  error,
  disabled,
}: {
  id: string;
  legend: string;
  value: V;
  options: readonly RadioOption<V>[];
  onChange(value: V): void;
  error?: string;
  disabled?: boolean;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="reminders-radios" aria-describedby={error ? errorId : undefined} data-invalid={error ? true : undefined}>
      <legend className="ui-field__label">{legend}</legend>
      {options.map((option, index) => (
        <div key={option.value} className="reminders-radios__option">
          <label className="reminders-choice">
            <input
              id={index === 0 ? id : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
          {option.hint && <div className="ui-field__hint reminders-radios__hint">{option.hint}</div>}
        </div>
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
