import { isFieldShown } from '@platform/shared/dynamic-form/field-visibility';
import type { DynamicFormProps } from './dynamic-form-types';
import { notApplicableErrorKey } from './dynamic-form-types';
import { DynamicField } from './DynamicField';
import './DynamicForm.css';

/**
 * A form made of field definitions (spec §3): the fields its display conditions show, each with its
 * control, "not applicable" (when offered), last year's value and its first error. It holds no rule:
 * values, errors and what to do with them belong to the caller.
 */
export function DynamicForm({ fields, values, onValueChange, notApplicable = {}, onNotApplicableChange, errors = {}, previous = null, ...rest }: DynamicFormProps) {
  const context = { idPrefix: 'dynamic-field', disabled: false, ...rest };
  return (
    <div className="dyn-form">
      {fields
        .filter((field) => isFieldShown(field, values))
        .map((field) => (
          <DynamicField
            key={field.id}
            field={field}
            value={values[field.id] ?? null}
            onChange={(value) => onValueChange(field.id, value)}
            notApplicableReason={notApplicable[field.id]}
            onNotApplicableChange={onNotApplicableChange && ((reason) => onNotApplicableChange(field.id, reason))}
            errors={errors[field.id]}
            reasonErrors={errors[notApplicableErrorKey(field.id)]}
            previous={previous}
            context={context}
          />
        ))}
    </div>
  );
}
