import type { FieldDefinition, FieldValue } from '@platform/shared/dynamic-form/field-definition.schemas';
import { variationPercent } from '@platform/shared/data-collection/variation';
import { useT } from '../i18n/useT';
import type { DynamicFormContext, PreviousValues } from './dynamic-form-types';
import { numberText, percentText } from './field-error-text';

/** Under a number field: last year's value and, as the user types, the change from it in percent. */
export function PreviousValueLine({
  id,
  field,
  value,
  previous,
  context,
}: {
  id: string;
  field: FieldDefinition;
  value: FieldValue;
  previous: PreviousValues;
  context: Pick<DynamicFormContext, 'locale' | 'delimiters'>;
}) {
  const t = useT();
  const before = previous.values[field.id];
  const unit = field.unit?.[context.locale] ? `\u00a0${field.unit[context.locale]}` : '';
  if (typeof before !== 'number') {
    return (
      <p id={id} className="dyn-field__previous">
        {t('dynamicForm.previous.none', { period: previous.period })}
      </p>
    );
  }
  const variation = typeof value === 'number' ? variationPercent(before, value) : null;
  return (
    <p id={id} className="dyn-field__previous">
      <span>{t('dynamicForm.previous.value', { period: previous.period, value: `${numberText(before, context.delimiters)}${unit}` })}</span>
      {variation !== null && (
        <span className={['dyn-field__change', variation > 0 ? 'dyn-field__change--up' : variation < 0 ? 'dyn-field__change--down' : ''].filter(Boolean).join(' ')}>
          {t('dynamicForm.previous.change', { change: percentText(variation, context.delimiters, context.locale) })}
        </span>
      )}
    </p>
  );
}
