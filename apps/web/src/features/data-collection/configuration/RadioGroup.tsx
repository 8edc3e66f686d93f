import { useId } from 'react';
import { FieldError } from '../../../ui/form/FieldShell';

export interface RadioOption<V extends string | number> {
  value: V;
  label: string;
}

/** A set of radio buttons under a legend, with its error; the arrow keys move between them (native radios). */
export function RadioGroup<V extends string | number>({
  legend,
  value,
  options,
  onChange,
  error,
}: {
  legend: string;
  value: V;
  options: readonly RadioOption<V>[];
  onChange: (value: V) => void;
  error?: string;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className={['subject-config__group', error && 'ui-field--invalid'].filter(Boolean).join(' ')} aria-describedby={error ? errorId : undefined}>
      <legend className="ui-field__label">{legend}</legend>
      {options.map((option) => (
        <label key={String(option.value)} className="subject-config__radio">
          <input
            type="radio"
            name={name}
            checked={option.value === value}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
