import { useState, type InputHTMLAttributes } from 'react';
import type { FieldValue } from '@platform/shared/dynamic-form/field-definition.schemas';
import { formatLocalizedNumber, parseLocalizedNumber, type NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';

export interface NumberInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  value: FieldValue;
  /** A number, null for blank text (zero is 0, not null), or the text itself when it is not a number (so checks say INVALID). */
  onChange(value: number | string | null): void;
  delimiters: NumberDelimiters;
}

const textOf = (value: FieldValue, delimiters: NumberDelimiters): string =>
  typeof value === 'number' ? formatLocalizedNumber(value, delimiters) : typeof value === 'string' ? value : '';

/**
 * A number typed with the client's delimiters ('1 234,5' in French): a text input with the decimal keypad,
 * read as the user types and written back in the locale's format when they leave it.
 */
export function NumberInput({ value, onChange, delimiters, onBlur, ...inputProps }: NumberInputProps) {
  const [text, setText] = useState(() => textOf(value, delimiters));
  // What this input last reported, to tell a value set from outside (a reset, a reload) from its own echo.
  const [reported, setReported] = useState<FieldValue>(value);
  const [shownWith, setShownWith] = useState(delimiters);
  if (value !== reported || shownWith.decimal !== delimiters.decimal || shownWith.thousands !== delimiters.thousands) {
    setReported(value);
    setShownWith(delimiters);
    setText(textOf(value, delimiters));
  }

  return (
    <input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      className="ui-field__control dyn-number"
      {...inputProps}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        const parsed = parseLocalizedNumber(typed, delimiters);
        const next = parsed === 'INVALID' ? typed : parsed;
        setText(typed);
        setReported(next);
        onChange(next);
      }}
      onBlur={(event) => {
        if (typeof reported === 'number') setText(textOf(reported, delimiters));
        onBlur?.(event);
      }}
    />
  );
}
