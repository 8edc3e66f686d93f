import { useId, useState } from 'react';
import { LOCALES } from '@platform/shared/i18n/locales';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { Button } from '../../../ui/button/Button';
import { Checkbox } from '../../../ui/form/Checkbox';
import { FieldError } from '../../../ui/form/FieldShell';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';
import { addChoice, alignFrenchOrder, choicesInOrder, frenchOrderDiffers, moveChoice, removeChoice } from './choice-positions';
import type { EditorChoice, EditorField } from './editor-types';
import { displayName, languageName } from './localized-labels';
import { MoveButtons } from './MoveButtons';
import { useFocusRequest } from './use-focus-request';

/**
 * A choice field's choices, listed in English order: key and names, moved up and down, added and removed.
 * "French order differs" opens a second list to order them in French; closing it gives French the English order.
 */
export function ChoicesEditor({
  field,
  path,
  onChange,
  errorOf,
}: {
  field: EditorField;
  /** `fields.<index>`: where this field's errors are. */
  path: string;
  onChange: (choices: EditorChoice[]) => void;
  errorOf: (path: string) => string | undefined;
}) {
  const t = useT();
  const { locale } = useLocale();
  const titleId = useId();
  const errorId = useId();
  const [frenchDiffers, setFrenchDiffers] = useState(() => frenchOrderDiffers(field.choices));
  const focus = useFocusRequest();
  const english = choicesInOrder(field.choices, 'en');
  const french = choicesInOrder(field.choices, 'fr');
  const nameOf = (choice: EditorChoice) => displayName(choice.name, choice.key, locale);
  const indexOf = (choice: EditorChoice) => field.choices.indexOf(choice);
  const update = (choice: EditorChoice, patch: Partial<EditorChoice>) =>
    onChange(field.choices.map((existing) => (existing.uid === choice.uid ? { ...existing, ...patch } : existing)));
  const error = errorOf(`${path}.choices`);

  return (
    <fieldset className="subject-config__choices" aria-describedby={error ? errorId : undefined}>
      <legend id={titleId} className="subject-config__subheading">
        {t('subjectConfiguration.choices')}
      </legend>
      {field.type === 'checkbox' && <p className="ui-field__hint">{t('subjectConfiguration.choices.checkboxHint')}</p>}
      {frenchDiffers && english.length > 0 && <p className="ui-field__hint">{t('subjectConfiguration.choices.englishOrder')}</p>}
      {english.length === 0 ? (
        <p className="subject-config__empty">{t('subjectConfiguration.choices.empty')}</p>
      ) : (
        <ol className="subject-config__choice-list" aria-labelledby={titleId}>
          {english.map((choice, order) => {
            const at = `${path}.choices.${indexOf(choice)}`;
            return (
              <li key={choice.uid}>
                <fieldset className="subject-config__choice">
                  <legend className="visually-hidden">{t('subjectConfiguration.choice.label', { number: order + 1 })}</legend>
                  <TextField
                    id={`subject-config-${choice.uid}-key`}
                    className="subject-config__choice-key"
                    label={t('subjectConfiguration.choice.key')}
                    required
                    value={choice.key}
                    error={errorOf(`${at}.key`)}
                    onChange={(event) => update(choice, { key: event.target.value })}
                  />
                  {LOCALES.map((language) => (
                    <TextField
                      key={language}
                      label={t('subjectConfiguration.name', { language: languageName(t, language) })}
                      lang={language}
                      required
                      value={choice.name[language]}
                      error={errorOf(`${at}.name.${language}`)}
                      onChange={(event) => update(choice, { name: { ...choice.name, [language]: event.target.value } })}
                    />
                  ))}
                  <div className="subject-config__row-actions">
                    <MoveButtons
                      idPrefix={`subject-config-${choice.uid}`}
                      isFirst={order === 0}
                      isLast={order === english.length - 1}
                      upLabel={t('subjectConfiguration.choice.moveUp', { name: nameOf(choice) })}
                      downLabel={t('subjectConfiguration.choice.moveDown', { name: nameOf(choice) })}
                      onMove={(delta, keepFocusOn) => {
                        focus(...keepFocusOn);
                        onChange(moveChoice(field.choices, choice.uid, 'en', delta, !frenchDiffers));
                      }}
                    />
                    <Button
                      size="small"
                      className="subject-config__icon-button"
                      aria-label={t('subjectConfiguration.choice.remove', { name: nameOf(choice) })}
                      title={t('subjectConfiguration.choice.remove', { name: nameOf(choice) })}
                      onClick={() => {
                        const next = english[order + 1] ?? english[order - 1];
                        focus(...(next ? [`subject-config-${next.uid}-remove`] : []), `subject-config-${field.uid}-add-choice`);
                        onChange(removeChoice(field.choices, choice.uid));
                      }}
                      id={`subject-config-${choice.uid}-remove`}
                    >
                      <span aria-hidden="true">×</span>
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <FieldError id={errorId} error={error} />
      <div className="subject-config__buttons">
        <Button
          size="small"
          id={`subject-config-${field.uid}-add-choice`}
          onClick={() => {
            const next = addChoice(field.choices);
            focus(`subject-config-${next[next.length - 1]!.uid}-key`);
            onChange(frenchDiffers ? next : alignFrenchOrder(next));
          }}
        >
          {t('subjectConfiguration.choices.add')}
        </Button>
      </div>
      {english.length > 1 && (
        <Checkbox
          label={t('subjectConfiguration.choices.frenchOrderDiffers')}
          checked={frenchDiffers}
          onChange={(event) => {
            setFrenchDiffers(event.target.checked);
            if (!event.target.checked) onChange(alignFrenchOrder(field.choices));
          }}
        />
      )}
      {frenchDiffers && english.length > 1 && (
        <div className="subject-config__french-order">
          <p id={`${titleId}-fr`} className="subject-config__subheading">
            {t('subjectConfiguration.choices.frenchOrder')}
          </p>
          <ol aria-labelledby={`${titleId}-fr`} className="subject-config__french-list">
            {french.map((choice, order) => (
              <li key={choice.uid} lang="fr">
                <span className="subject-config__french-name">{displayName(choice.name, choice.key, 'fr')}</span>
                <MoveButtons
                  idPrefix={`subject-config-${choice.uid}-fr`}
                  isFirst={order === 0}
                  isLast={order === french.length - 1}
                  upLabel={t('subjectConfiguration.choice.moveUpFrench', { name: nameOf(choice) })}
                  downLabel={t('subjectConfiguration.choice.moveDownFrench', { name: nameOf(choice) })}
                  onMove={(delta, keepFocusOn) => {
                    focus(...keepFocusOn);
                    onChange(moveChoice(field.choices, choice.uid, 'fr', delta, false));
                  }}
                />
              </li>
            ))}
          </ol>
        </div>
      )}
    </fieldset>
  );
}
