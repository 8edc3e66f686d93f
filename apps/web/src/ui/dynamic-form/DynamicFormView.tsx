import type { FieldDefinition, FormValues, NotApplicable } from '@platform/shared/dynamic-form/field-definition.schemas';
import { isFieldShown } from '@platform/shared/dynamic-form/field-visibility';
import type { NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';
import type { Locale } from '@platform/shared/i18n/locales';
import { useT } from '../i18n/useT';
import type { PreviousValues } from './dynamic-form-types';
import { AllowListedHtml } from './AllowListedHtml';
import { FileLinks } from './FileLinks';
import { fieldValueText } from './field-value-text';
import { PreviousValueLine } from './PreviousValueLine';
import './DynamicForm.css';

export interface DynamicFormViewProps {
  fields: readonly FieldDefinition[];
  values: FormValues;
  notApplicable?: NotApplicable;
  previous?: PreviousValues | null;
  locale: Locale;
  delimiters: NumberDelimiters;
  idPrefix?: string;
}

/** A dynamic form's values, read only: each shown field's name and value (or why it does not apply). */
export function DynamicFormView({ fields, values, notApplicable = {}, previous = null, locale, delimiters, idPrefix = 'dynamic-value' }: DynamicFormViewProps) {
  const t = useT();
  const context = { locale, delimiters, t };
  return (
    <dl className="dyn-view">
      {fields
        .filter((field) => isFieldShown(field, values))
        .map((field) => {
          const value = values[field.id] ?? null;
          const reason = notApplicable[field.id];
          const unit = field.type === 'number' ? field.unit?.[locale] : null;
          let shown;
          if (reason !== undefined) {
            shown = <span className="dyn-view__not-applicable">{t('dynamicForm.view.notApplicable', { reason })}</span>;
          } else if (field.type === 'editor' && typeof value === 'string') {
            shown = <AllowListedHtml html={value} />;
          } else if (field.type === 'editor' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
            const texts = value as { en: string; fr: string };
            shown = (['en', 'fr'] as const).map((language) => (
              <div key={language} lang={language}>
                <span className="dyn-view__locale">{language.toUpperCase()}</span>
                <AllowListedHtml html={texts[language]} />
              </div>
            ));
          } else if (field.type === 'files' && Array.isArray(value)) {
            shown = <FileLinks files={value.filter((file) => typeof file === 'object')} />;
          } else {
            shown = <span className={value === null ? 'dyn-view__empty' : undefined}>{fieldValueText(field, value, context)}</span>;
          }
          return (
            <div key={field.id} className="dyn-view__row" data-field-id={field.id}>
              <dt>
                {field.name[locale]}
                {unit && <span className="dyn-field__unit"> ({unit})</span>}
              </dt>
              <dd>
                {shown}
                {field.type === 'number' && previous && reason === undefined && (
                  <PreviousValueLine id={`${idPrefix}-${field.id}-previous`} field={field} value={value} previous={previous} context={context} />
                )}
              </dd>
            </div>
          );
        })}
    </dl>
  );
}
