import type { AttachedFile, FieldDefinition, FieldValue, LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import { sortedChoices } from '@platform/shared/dynamic-form/choices';
import { DEFAULT_EDITOR_CONFIG } from '@platform/shared/rich-text/editor-configs';
import { LOCALES, type Locale } from '@platform/shared/i18n/locales';
import { useT } from '../i18n/useT';
import { LazyRichEditor } from '../rich-editor/LazyRichEditor';
import { Uploader } from '../uploader/Uploader';
import { TEXT_AREA_DEFAULT_ROWS } from '../form/TextArea';
import { ChoiceList } from './ChoiceList';
import type { DynamicFormContext } from './dynamic-form-types';
import { FileLinks } from './FileLinks';
import { NumberInput } from './NumberInput';

export interface FieldControlProps {
  field: FieldDefinition;
  value: FieldValue;
  onChange(value: FieldValue): void;
  context: DynamicFormContext;
  /** The first control's id. */
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  disabled: boolean;
  /** The field's name in the form's language, for controls that carry their own label (editor, files). */
  label: string;
  /** The editor shows its own error and hint: these are given to it. */
  error?: string;
}

const stringsOf = (value: FieldValue): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const localizedOf = (value: FieldValue): LocalizedText =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? value : { en: '', fr: '' };
const filesOf = (value: FieldValue): AttachedFile[] =>
  Array.isArray(value) ? value.filter((item): item is AttachedFile => typeof item === 'object' && item !== null) : [];

/** The control of one field, by its type (spec §3's ten types). */
export function FieldControl(props: FieldControlProps) {
  const { field, value, onChange, context, id, describedBy, invalid, disabled } = props;
  const t = useT();
  const common = { 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined, disabled, required: field.required };

  if (field.localized && (field.type === 'string' || field.type === 'text' || field.type === 'editor')) {
    const texts = localizedOf(value);
    const change = (locale: Locale, text: string | null) => {
      const next = { ...texts, [locale]: text ?? '' };
      onChange(next.en === '' && next.fr === '' ? null : next);
    };
    return (
      <div className="dyn-localized">
        {LOCALES.map((locale, index) => {
          const controlId = index === 0 ? id : `${id}-${locale}`;
          const localeName = t(`common.locale.${locale}`);
          if (field.type === 'editor')
            return (
              <LazyRichEditor
                key={locale}
                id={controlId}
                label={t('dynamicForm.localizedLabel', { name: props.label, locale: locale.toUpperCase() })}
                value={texts[locale] === '' ? null : texts[locale]}
                onChange={(html) => change(locale, html)}
                config={context.editor?.config ?? DEFAULT_EDITOR_CONFIG}
                palette={context.editor?.palette}
                error={index === 0 ? props.error : undefined}
              />
            );
          return (
            <div key={locale} className="dyn-localized__item">
              <label htmlFor={controlId} className="dyn-localized__label" lang={locale}>
                {localeName}
              </label>
              {field.type === 'text' ? (
                <textarea
                  id={controlId}
                  lang={locale}
                  rows={TEXT_AREA_DEFAULT_ROWS}
                  className="ui-field__control ui-field__control--textarea"
                  value={texts[locale]}
                  onChange={(event) => change(locale, event.target.value)}
                  {...common}
                />
              ) : (
                <input id={controlId} lang={locale} type="text" className="ui-field__control" value={texts[locale]} onChange={(event) => change(locale, event.target.value)} {...common} />
              )}
            </div>
          );
        })}
      </div>
    );
  }

  switch (field.type) {
    case 'number':
      return <NumberInput id={id} value={value} onChange={onChange} delimiters={context.delimiters} {...common} />;
    case 'string':
      return (
        <input id={id} type="text" className="ui-field__control" value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)} {...common} />
      );
    case 'text':
      return (
        <textarea
          id={id}
          rows={TEXT_AREA_DEFAULT_ROWS}
          className="ui-field__control ui-field__control--textarea"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          {...common}
        />
      );
    case 'date':
      return (
        <input
          id={id}
          type="date"
          className="ui-field__control dyn-date"
          min={context.dateBounds.beginning}
          max={context.dateBounds.end}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          {...common}
        />
      );
    case 'editor':
      return (
        <LazyRichEditor
          id={id}
          label={props.label}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
          config={context.editor?.config ?? DEFAULT_EDITOR_CONFIG}
          palette={context.editor?.palette}
          error={props.error}
        />
      );
    case 'dropdown': {
      const chosen = typeof value === 'string' ? value : '';
      // Spec §5: a required dropdown cannot be cleared once chosen; an optional one can.
      const offerEmpty = !field.required || chosen === '';
      return (
        <select id={id} className="ui-field__control ui-field__control--select" value={chosen} onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)} {...common}>
          {offerEmpty && <option value="">{field.required ? t('dynamicForm.choose') : t('dynamicForm.none')}</option>}
          {sortedChoices(field, context.locale).map((choice) => (
            <option key={choice.key} value={choice.key}>
              {choice.name[context.locale]}
            </option>
          ))}
        </select>
      );
    }
    case 'radio':
      return (
        <ChoiceList
          id={id}
          type="radio"
          choices={sortedChoices(field, context.locale)}
          locale={context.locale}
          selected={typeof value === 'string' ? [value] : []}
          onToggle={(key) => onChange(key)}
          disabled={disabled}
          required={field.required}
          invalid={invalid}
        />
      );
    case 'checkbox':
    case 'multidropdown': {
      if (field.type === 'checkbox' && !field.choices?.length) {
        return (
          <input
            id={id}
            type="checkbox"
            className="dyn-choice__input"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            disabled={disabled}
          />
        );
      }
      const selected = stringsOf(value);
      const choices = sortedChoices(field, context.locale);
      return (
        <ChoiceList
          id={id}
          type="checkbox"
          choices={choices}
          locale={context.locale}
          selected={selected}
          onToggle={(key, checked) => {
            // Kept in the choices' order, whatever the order they were ticked in.
            const next = choices.map((choice) => choice.key).filter((choiceKey) => (choiceKey === key ? checked : selected.includes(choiceKey)));
            onChange(next.length === 0 ? null : next);
          }}
          disabled={disabled}
          invalid={invalid}
          boxed={field.type === 'multidropdown'}
        />
      );
    }
    case 'files': {
      const files = filesOf(value);
      if (!context.upload) return <FileLinks files={files} />;
      return (
        <Uploader<AttachedFile>
          id={id}
          label={props.label}
          files={files}
          onFilesChange={(next) => onChange(next.length === 0 ? null : [...next])}
          upload={context.upload}
          disabled={disabled}
        />
      );
    }
  }
}
