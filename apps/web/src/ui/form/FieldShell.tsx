import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';
import type { FieldIds } from './useFieldIds';
import type { FieldProps } from './field-types';
import './Field.css';

/** Label, hint and error around one control; the control itself wires the ids. */
export function FieldShell({
  ids,
  label,
  hint,
  error,
  required,
  size = 'full',
  className,
  children,
}: Omit<FieldProps, 'label'> & { label: ReactNode; ids: FieldIds; children: ReactNode }) {
  const t = useT();
  const classes = ['ui-field', `ui-field--${size}`, error && 'ui-field--invalid', className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label className="ui-field__label" htmlFor={ids.id}>
        {label}
        {/* The control carries `required` for screen readers; the star is for the eye. */}
        {required && (
          <span className="ui-field__required" aria-hidden="true" title={t('ui.form.required')}>
            *
          </span>
        )}
      </label>
      {hint !== undefined && (
        <div id={ids.hintId} className="ui-field__hint">
          {hint}
        </div>
      )}
      {children}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

/** A field's message under its control: an error, or a warning that does not stop the form (a variation to justify). */
export function FieldError({ id, error, level = 'error' }: { id: string; error?: string | null | undefined; level?: 'error' | 'warning' }) {
  if (!error) return null;
  return (
    <p id={id} className={`ui-field__${level}`}>
      <span className={`ui-field__${level}-icon`} aria-hidden="true">
        !
      </span>
      {error}
    </p>
  );
}
