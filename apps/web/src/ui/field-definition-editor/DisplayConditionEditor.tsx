import type { Locale } from '@platform/shared/i18n/locales';
import { Checkbox } from '../form/Checkbox';
import { FieldError } from '../form/FieldShell';
import { Select } from '../form/Select';
import { choicesInOrder, displayName, type EditorField } from './editor-field';
import type { DisplayConditionTexts } from './field-editor-texts';

/** The answers a condition on `source` may name, in the interface language's order: its choices, or a single box's two states. */
function answersOf(source: EditorField, locale: Locale, texts: DisplayConditionTexts): { key: string; name: string }[] {
  if (source.choices.length > 0) return choicesInOrder(source.choices, locale).map((choice) => ({ key: choice.key, name: displayName(choice.name, choice.key, locale) }));
  if (texts.ticked === undefined || texts.notTicked === undefined) return [];
  return [
    { key: 'true', name: texts.ticked },
    { key: 'false', name: texts.notTicked },
  ];
}

/**
 * A field's display condition: shown only while another field with choices has one of the ticked answers (a
 * single checkbox: ticked or not, where the screen offers one). `sources` are the fields it may depend on, by the
 * screen's rule.
 */
export function DisplayConditionEditor({
  field,
  idPrefix,
  sources,
  locale,
  texts,
  onChange,
  errorOf,
}: {
  field: EditorField;
  idPrefix: string;
  sources: readonly EditorField[];
  locale: Locale;
  texts: DisplayConditionTexts;
  onChange: (display: EditorField['display']) => void;
  /** The error of a path of the field's definition (`display.key`, `display.for`). */
  errorOf: (path: string) => string | undefined;
}) {
  const display = field.display ?? null;
  const source = display ? sources.find((candidate) => candidate.id === display.key) : undefined;
  const keyId = `${idPrefix}display-key`;
  const forId = `${idPrefix}display-for`;
  const forError = errorOf('display.for');
  const answers = source ? answersOf(source, locale, texts) : [];
  // Kept in the source's order, so the saved condition reads like the form.
  const keys = source && source.choices.length > 0 ? source.choices.map((choice) => choice.key) : answers.map((answer) => answer.key);

  if (!display && sources.length === 0) return <p className="ui-field__hint ui-field-editor__display-none">{texts.noSource}</p>;
  return (
    <div className="ui-field-editor__display">
      <Checkbox
        id={`${idPrefix}display`}
        label={texts.toggle}
        checked={display !== null}
        onChange={(event) => onChange(event.target.checked && sources[0] ? { key: sources[0].id, for: [] } : null)}
      />
      {display && (
        <div className="ui-field-editor__display-rule">
          <Select
            id={keyId}
            label={texts.source}
            size="large"
            value={source ? source.id : ''}
            placeholder={source ? false : true}
            hint={source ? undefined : texts.sourceGone}
            error={errorOf('display.key')}
            options={sources.map((candidate) => ({ value: candidate.id, label: `${displayName(candidate.name, candidate.id, locale)} (${candidate.id})` }))}
            onChange={(event) => onChange({ key: event.target.value, for: [] })}
          />
          {source && (
            <fieldset className="ui-field-editor__answers" id={forId} tabIndex={-1} aria-describedby={forError ? `${forId}-error` : undefined}>
              <legend className="ui-field__label">{texts.answers}</legend>
              {answers.map((answer) => (
                <label key={answer.key} className="ui-field-editor__answer">
                  <input
                    type="checkbox"
                    className="ui-checkbox__input"
                    checked={display.for.includes(answer.key)}
                    aria-invalid={forError ? true : undefined}
                    onChange={(event) =>
                      onChange({
                        key: display.key,
                        for: keys.filter((key) => (key === answer.key ? event.target.checked : display.for.includes(key))),
                      })
                    }
                  />
                  <span>{answer.name}</span>
                </label>
              ))}
              <FieldError id={`${forId}-error`} error={forError} />
            </fieldset>
          )}
        </div>
      )}
    </div>
  );
}
