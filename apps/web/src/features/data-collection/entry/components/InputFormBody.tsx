import { forwardRef } from 'react';
import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { FieldError } from '@platform/shared/errors/error-codes';
import { DynamicForm } from '../../../../ui/dynamic-form/DynamicForm';
import { dynamicFieldId, type PreviousValues } from '../../../../ui/dynamic-form/dynamic-form-types';
import { fieldErrorText, numberText, percentText, WARNING_CODES } from '../../../../ui/dynamic-form/field-error-text';
import { FormErrorSummary, type FormErrorSummaryItem } from '../../../../ui/form/FormErrorSummary';
import { TextArea } from '../../../../ui/form/TextArea';
import { useT } from '../../../../ui/i18n/useT';
import type { InputForm } from '../hooks/useInputForm';
import type { useDynamicFormSetup } from '../hooks/useDynamicFormSetup';

export const FIELD_ID_PREFIX = 'input-field';
export const JUSTIFICATION_ID = 'input-justification';
const NOT_APPLICABLE_PREFIX = 'not_applicable.';

export interface InputFormBodyProps {
  form: InputForm;
  fields: readonly FieldDefinition[];
  previous: PreviousValues | null;
  setup: ReturnType<typeof useDynamicFormSetup>;
  /** Controls of the page for keys that are not fields (tags, period), by key: their id and label. */
  otherControls?: Record<string, { id: string; label: string }>;
  /** Where errors without a control of their own lead (the top of the form). */
  topId: string;
  disabled?: boolean;
}

/**
 * An input's values in its dynamic form, with the error summary above (each error a link to its field),
 * and the justification a VARIATION_EXCEEDED warning asks for below.
 */
export const InputFormBody = forwardRef<HTMLDivElement, InputFormBodyProps>(function InputFormBody({ form, fields, previous, setup, otherControls = {}, topId, disabled }, summaryRef) {
  const t = useT();
  const { locale, delimiters } = setup;
  const byId = new Map(fields.map((field) => [field.id, field]));

  const summary: FormErrorSummaryItem[] = [];
  for (const [key, list] of Object.entries(form.errors)) {
    const first = list[0];
    if (!first || WARNING_CODES.has(first.error)) continue;
    const fieldKey = key.startsWith(NOT_APPLICABLE_PREFIX) ? key.slice(NOT_APPLICABLE_PREFIX.length) : key;
    const field = byId.get(fieldKey);
    const message = fieldErrorText(t, first, { delimiters, locale, field: key === fieldKey ? field : undefined });
    if (field) {
      const notApplicable = key !== fieldKey;
      summary.push({
        fieldId: notApplicable ? `${dynamicFieldId(FIELD_ID_PREFIX, field.id)}-reason` : dynamicFieldId(FIELD_ID_PREFIX, field.id),
        label: notApplicable ? `${field.name[locale]} — ${t('dynamicForm.notApplicableReason')}` : field.name[locale],
        message,
      });
    } else if (key === 'justification') {
      summary.push({ fieldId: JUSTIFICATION_ID, label: t('dataEntry.form.justification'), message });
    } else if (otherControls[key]) {
      summary.push({ fieldId: otherControls[key].id, label: otherControls[key].label, message });
    } else {
      summary.push({ fieldId: topId, message });
    }
  }

  const variationText = (error: FieldError) =>
    t('dataEntry.form.variationItem', {
      previous: numberText(error.previous, delimiters),
      value: numberText(error.value, delimiters),
      variation: typeof error.variation === 'number' ? percentText(error.variation, delimiters, locale) : '—',
    });
  const variations = fields.filter((field) => form.errors[field.id]?.[0]?.error === 'VARIATION_EXCEEDED');
  const justificationError = form.errors.justification?.[0];

  return (
    <>
      <FormErrorSummary ref={summaryRef} errors={summary} />
      <DynamicForm
        fields={fields}
        values={form.values}
        onValueChange={form.setValue}
        notApplicable={form.notApplicable}
        onNotApplicableChange={form.setNotApplicable}
        errors={form.errors}
        previous={previous}
        idPrefix={FIELD_ID_PREFIX}
        disabled={disabled}
        {...setup}
      />
      {form.askJustification && (
        <section
          className={['input-justification', variations.length > 0 && 'entry-callout entry-callout--warning'].filter(Boolean).join(' ')}
          aria-labelledby={variations.length > 0 ? `${JUSTIFICATION_ID}-title` : undefined}
        >
          {variations.length > 0 && (
            <h2 id={`${JUSTIFICATION_ID}-title`} className="entry-callout__title">
              {t('dataEntry.form.variationTitle')}
            </h2>
          )}
          {variations.length > 0 && (
            <ul className="input-justification__fields">
              {variations.map((field) => (
                <li key={field.id}>
                  <a href={`#${dynamicFieldId(FIELD_ID_PREFIX, field.id)}`}>{field.name[locale]}</a>
                  {': '}
                  {variationText(form.errors[field.id]![0]!)}
                </li>
              ))}
            </ul>
          )}
          <TextArea
            id={JUSTIFICATION_ID}
            label={t('dataEntry.form.justification')}
            hint={t('dataEntry.form.justificationHint')}
            rows={3}
            required
            value={form.justification}
            onChange={(event) => form.setJustification(event.target.value)}
            disabled={disabled}
            error={justificationError ? (justificationError.error === 'BLANK' ? t('dataEntry.form.justificationBlank') : fieldErrorText(t, justificationError, { delimiters, locale })) : undefined}
          />
        </section>
      )}
    </>
  );
});
