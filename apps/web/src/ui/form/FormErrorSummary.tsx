import { forwardRef, type MouseEvent } from 'react';
import { useT } from '../i18n/useT';
import './Form.css';

export interface FormErrorSummaryItem {
  /** The id of the control to focus (the `id` given to the TextField, Select…). */
  fieldId: string;
  message: string;
  /** The field's label, shown before the message. */
  label?: string;
}

export interface FormErrorSummaryProps {
  errors: readonly FormErrorSummaryItem[];
  /** Defaults to "There are N errors to fix:". */
  title?: string;
  className?: string;
}

/**
 * The errors of a submitted form, announced at once, each a link to its field.
 * Renders nothing without errors. The ref lets the form move focus here after a failed submit.
 */
export const FormErrorSummary = forwardRef<HTMLDivElement, FormErrorSummaryProps>(function FormErrorSummary(
  { errors, title, className },
  ref,
) {
  const t = useT();
  if (errors.length === 0) return null;

  // Focus the field directly: a hash change would go through the router (and the dirty guard).
  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.scrollIntoView?.({ block: 'center' });
    field.focus();
  };

  return (
    <div ref={ref} role="alert" tabIndex={-1} className={['ui-error-summary', className].filter(Boolean).join(' ')}>
      <p className="ui-error-summary__title">{title ?? t('ui.form.errorSummary.title', { count: errors.length })}</p>
      <ul className="ui-error-summary__list">
        {errors.map((error) => (
          <li key={`${error.fieldId}:${error.message}`}>
            <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)}>
              {error.label ? t('ui.form.errorSummary.item', { label: error.label, message: error.message }) : error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
