import { useId } from 'react';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { Checkbox } from '../../../ui/form/Checkbox';
import { FieldError } from '../../../ui/form/FieldShell';
import { Select } from '../../../ui/form/Select';
import { useT } from '../../../ui/i18n/useT';
import { choicesInOrder } from './choice-positions';
import type { EditorField } from './editor-types';
import { displayName } from './localized-labels';

/**
 * A field's display condition: shown only while another field (one with choices) has one of the ticked
 * answers. `sources` are the fields it may depend on.
 */
export function DisplayConditionEditor({
  field,
  path,
  sources,
  onChange,
  errorOf,
}: {
  field: EditorField;
  path: string;
  sources: readonly EditorField[];
  onChange: (display: EditorField['display']) => void;
  errorOf: (path: string) => string | undefined;
}) {
  const t = useT();
  const { locale } = useLocale();
  const answersId = useId();
  const display = field.display ?? null;
  const source = display ? sources.find((candidate) => candidate.id === display.key) : undefined;
  const forError = errorOf(`${path}.display.for`);

  if (!display && sources.length === 0) {
    return <p className="ui-field__hint subject-config__display-none">{t('subjectConfiguration.display.noSource')}</p>;
  }
  return (
    <div className="subject-config__display">
      <Checkbox
        label={t('subjectConfiguration.display')}
        checked={display !== null}
        onChange={(event) => onChange(event.target.checked && sources[0] ? { key: sources[0].id, for: [] } : null)}
      />
      {display && (
        <div className="subject-config__display-rule">
          <Select
            label={t('subjectConfiguration.display.source')}
            size="large"
            value={source ? source.id : ''}
            placeholder={source ? false : true}
            error={errorOf(`${path}.display.key`)}
            options={sources.map((candidate) => ({ value: candidate.id, label: `${displayName(candidate.name, candidate.id, locale)} (${candidate.id})` }))}
            onChange={(event) => onChange({ key: event.target.value, for: [] })}
          />
          {source && (
            <fieldset className="subject-config__group" aria-describedby={forError ? answersId : undefined}>
              <legend className="ui-field__label">{t('subjectConfiguration.display.choices')}</legend>
              {choicesInOrder(source.choices, locale).map((choice) => (
                <label key={choice.uid} className="subject-config__user">
                  <input
                    type="checkbox"
                    checked={display.for.includes(choice.key)}
                    aria-invalid={forError ? true : undefined}
                    onChange={(event) =>
                      onChange({
                        key: display.key,
                        // Kept in the source's order, so the saved condition reads like the form.
                        for: source.choices.map((each) => each.key).filter((key) => (key === choice.key ? event.target.checked : display.for.includes(key))),
                      })
                    }
                  />
                  <span>{displayName(choice.name, choice.key, locale)}</span>
                </label>
              ))}
              <FieldError id={answersId} error={forError} />
            </fieldset>
          )}
        </div>
      )}
    </div>
  );
}
