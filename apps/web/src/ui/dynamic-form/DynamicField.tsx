import type { ReactNode } from 'react';
import type { FieldDefinition, FieldValue } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { FieldError as FieldErrorCode } from '@platform/shared/errors/error-codes';
import { FieldError } from '../form/FieldShell';
import { useT } from '../i18n/useT';
import type { DynamicFormContext, PreviousValues } from './dynamic-form-types';
import { dynamicFieldId } from './dynamic-form-types';
import { FieldControl } from './FieldControl';
import { fieldErrorText, WARNING_CODES } from './field-error-text';
import { PreviousValueLine } from './PreviousValueLine';

export interface DynamicFieldProps {
  field: FieldDefinition;
  value: FieldValue;
  onChange(value: FieldValue): void;
  /** The reason given when the field is marked not applicable; undefined when it is not. */
  notApplicableReason: string | undefined;
  onNotApplicableChange?(reason: string | null): void;
  errors: readonly FieldErrorCode[] | undefined;
  reasonErrors: readonly FieldErrorCode[] | undefined;
  previous: PreviousValues | null;
  context: DynamicFormContext;
}

/** Fields whose control is a group of several (their name is a legend). */
const isGroup = (field: FieldDefinition) =>
  field.type === 'radio' ||
  field.type === 'multidropdown' ||
  (field.type === 'checkbox' && Boolean(field.choices?.length)) ||
  (field.localized && (field.type === 'string' || field.type === 'text' || field.type === 'editor'));

/**
 * One field of a dynamic form: its name (with the unit and a required mark), help, control, last year's
 * value with the change, "not applicable" with its reason, and its first error or warning, tied to the
 * control by aria-describedby.
 */
export function DynamicField({ field, value, onChange, notApplicableReason, onNotApplicableChange, errors, reasonErrors, previous, context }: DynamicFieldProps) {
  const t = useT();
  const { locale, delimiters } = context;
  const id = dynamicFieldId(context.idPrefix, field.id);
  const ids = { hint: `${id}-hint`, previous: `${id}-previous`, message: `${id}-message`, reason: `${id}-reason` };
  const name = field.name[locale];
  const help = field.help?.[locale] || null;
  const unit = field.type === 'number' ? field.unit?.[locale] || null : null;
  const first = errors?.[0];
  const message = first ? { text: fieldErrorText(t, first, { delimiters, locale, field }), level: WARNING_CODES.has(first.error) ? ('warning' as const) : ('error' as const) } : null;
  const reasonError = reasonErrors?.[0] ? fieldErrorText(t, reasonErrors[0], { delimiters, locale }) : null;
  const notApplicable = notApplicableReason !== undefined;
  const showPrevious = field.type === 'number' && previous !== null;
  const describedBy = [message && ids.message, help && ids.hint, showPrevious && ids.previous].filter(Boolean).join(' ') || undefined;
  const group = isGroup(field);
  const boolean = field.type === 'checkbox' && !field.choices?.length;
  // The editor carries its own label and error; the shell gives it the rest.
  const ownLabel = field.type === 'editor' && !field.localized;

  const label: ReactNode = (
    <>
      {name}
      {unit && <span className="dyn-field__unit"> ({unit})</span>}
      {field.required && (
        <span className="ui-field__required" aria-hidden="true" title={t('ui.form.required')}>
          *
        </span>
      )}
    </>
  );

  const control = notApplicable ? null : (
    <FieldControl
      field={field}
      value={value}
      onChange={onChange}
      context={context}
      id={id}
      describedBy={group ? undefined : describedBy}
      invalid={message?.level === 'error'}
      disabled={context.disabled}
      label={name}
      error={field.type === 'editor' ? message?.text : undefined}
    />
  );

  const notApplicableToggle = onNotApplicableChange && (
    <div className="dyn-field__not-applicable">
      <input
        id={`${id}-not-applicable`}
        type="checkbox"
        className="dyn-choice__input"
        checked={notApplicable}
        disabled={context.disabled}
        onChange={(event) => {
          if (event.target.checked) onChange(null);
          onNotApplicableChange(event.target.checked ? '' : null);
        }}
      />
      <label htmlFor={`${id}-not-applicable`}>
        {t('dynamicForm.notApplicable')}
        <span className="visually-hidden"> ({name})</span>
      </label>
    </div>
  );

  const reason = notApplicable && (
    <div className="dyn-field__reason">
      <label htmlFor={ids.reason} className="ui-field__label">
        {t('dynamicForm.notApplicableReason')}
        <span className="ui-field__required" aria-hidden="true" title={t('ui.form.required')}>
          *
        </span>
      </label>
      <input
        id={ids.reason}
        type="text"
        className="ui-field__control"
        value={notApplicableReason}
        required
        disabled={context.disabled}
        aria-invalid={reasonError ? true : undefined}
        aria-describedby={reasonError ? `${ids.reason}-error` : undefined}
        onChange={(event) => onNotApplicableChange?.(event.target.value)}
      />
      <FieldError id={`${ids.reason}-error`} error={reasonError} />
    </div>
  );
  const hint = help && (
    <div id={ids.hint} className="ui-field__hint">
      {help}
    </div>
  );
  const after = (
    <>
      {showPrevious && !notApplicable && <PreviousValueLine id={ids.previous} field={field} value={value} previous={previous} context={context} />}
      {message && !(field.type === 'editor' && message.level === 'error') && <FieldError id={ids.message} error={message.text} level={message.level} />}
    </>
  );

  const classes = ['dyn-field', `dyn-field--${field.type}`, message && `dyn-field--${message.level === 'error' ? 'invalid' : 'warning'}`, message?.level === 'error' && 'ui-field--invalid']
    .filter(Boolean)
    .join(' ');

  if (group && !notApplicable) {
    return (
      <fieldset className={`${classes} dyn-field--group`} aria-describedby={describedBy} data-field-id={field.id}>
        <legend className="ui-field__label dyn-field__legend">{label}</legend>
        {notApplicableToggle}
        {hint}
        {control}
        {after}
      </fieldset>
    );
  }
  let head: ReactNode;
  if (boolean && !notApplicable) {
    head = (
      <div className="ui-checkbox__row">
        {control}
        <label htmlFor={id} className="ui-checkbox__label">
          {label}
        </label>
      </div>
    );
  } else if (ownLabel && !notApplicable) {
    head = null;
  } else if (field.type === 'files' && !notApplicable) {
    head = <span className="ui-field__label">{label}</span>;
  } else {
    head = (
      <label className="ui-field__label" htmlFor={notApplicable ? ids.reason : id}>
        {label}
      </label>
    );
  }
  return (
    <div className={classes} data-field-id={field.id}>
      {(head || notApplicableToggle) && (
        <div className="dyn-field__head">
          {head}
          {notApplicableToggle}
        </div>
      )}
      {hint}
      {boolean ? null : control}
      {reason}
      {after}
    </div>
  );
}
