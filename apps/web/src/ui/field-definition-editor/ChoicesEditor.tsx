import { useId, useState } from 'react';
import { LOCALES, type Locale } from '@platform/shared/i18n/locales';
import { Button } from '../button/Button';
import { Checkbox } from '../form/Checkbox';
import { FieldError } from '../form/FieldShell';
import { TextField } from '../form/TextField';
import { addChoice, alignFrenchOrder, frenchOrderDiffers, moveChoice, removeChoice } from './choice-positions';
import { choicesInOrder, displayName, type EditorChoice, type EditorField } from './editor-field';
import { choiceControl } from './field-controls';
import type { ChoicesTexts } from './field-editor-texts';
import { MoveButtons, ROW_BUTTON_CLASS } from './MoveButtons';
import { useFocusRequest } from './use-focus-request';

/**
 * A choice field's choices, listed in English order: key and names, moved up and down, added and removed.
 * "French order differs" opens a second list to order them in French; closing it gives French the English order.
 */
export function ChoicesEditor({
  field,
  idPrefix,
  locale,
  maximum = Infinity,
  texts,
  onChange,
  errorOf,
}: {
  field: EditorField;
  /** The field's: its controls' ids start with it. */
  idPrefix: string;
  /** The interface's language, which names the choices. */
  locale: Locale;
  maximum?: number;
  texts: ChoicesTexts;
  onChange: (choices: EditorChoice[]) => void;
  /** The error of a path of the field's definition (`choices`, `choices.1.key`). */
  errorOf: (path: string) => string | undefined;
}) {
  const titleId = useId();
  const [frenchDiffers, setFrenchDiffers] = useState(() => frenchOrderDiffers(field.choices));
  const focus = useFocusRequest();
  const english = choicesInOrder(field.choices, 'en');
  const french = choicesInOrder(field.choices, 'fr');
  const nameOf = (choice: EditorChoice) => displayName(choice.name, choice.key, locale);
  const idOf = (choice: EditorChoice, control: string) => idPrefix + choiceControl(choice.uid, control);
  // Errors name a choice by its place in the list as sent, which is `field.choices`.
  const pathOf = (choice: EditorChoice) => `choices.${field.choices.indexOf(choice)}`;
  const update = (choice: EditorChoice, patch: Partial<EditorChoice>) => onChange(field.choices.map((each) => (each.uid === choice.uid ? { ...each, ...patch } : each)));
  const listId = `${idPrefix}choices`;
  const addId = `${idPrefix}add-choice`;
  const error = errorOf('choices');
  const errorId = `${listId}-error`;

  return (
    <fieldset className="ui-field-editor__choices" aria-describedby={error ? errorId : undefined}>
      <legend id={titleId} className="ui-field-editor__subheading">
        {texts.legend}
      </legend>
      {field.type === 'checkbox' && <p className="ui-field__hint">{texts.checkboxHint}</p>}
      {frenchDiffers && english.length > 0 && <p className="ui-field__hint">{texts.englishOrder}</p>}
      {english.length === 0 ? (
        <p className="ui-field-editor__empty" id={listId} tabIndex={-1}>
          {texts.empty}
        </p>
      ) : (
        <ol className="ui-field-editor__choice-list" id={listId} tabIndex={-1} aria-labelledby={titleId}>
          {english.map((choice, order) => {
            const name = nameOf(choice);
            return (
              <li key={choice.uid}>
                <fieldset className="ui-field-editor__choice">
                  <legend className="visually-hidden">{texts.choice(order + 1)}</legend>
                  <TextField
                    id={idOf(choice, 'key')}
                    className="ui-field-editor__choice-key"
                    label={texts.key}
                    required
                    spellCheck={false}
                    autoCapitalize="off"
                    maxLength={100}
                    value={choice.key}
                    error={errorOf(`${pathOf(choice)}.key`)}
                    onChange={(event) => update(choice, { key: event.target.value })}
                  />
                  {LOCALES.map((language) => (
                    <TextField
                      key={language}
                      id={idOf(choice, `name-${language}`)}
                      label={texts.name(language)}
                      lang={language}
                      required
                      value={choice.name[language]}
                      error={errorOf(`${pathOf(choice)}.name.${language}`)}
                      onChange={(event) => update(choice, { name: { ...choice.name, [language]: event.target.value } })}
                    />
                  ))}
                  <div className="ui-field-editor__actions">
                    <MoveButtons
                      ids={{ up: idOf(choice, 'up'), down: idOf(choice, 'down') }}
                      canUp={order > 0}
                      canDown={order < english.length - 1}
                      upLabel={texts.moveUp(name)}
                      downLabel={texts.moveDown(name)}
                      onMove={(delta, keepFocusOn) => {
                        focus(...keepFocusOn);
                        onChange(moveChoice(field.choices, choice.uid, 'en', delta, !frenchDiffers));
                      }}
                    />
                    <Button
                      id={idOf(choice, 'remove')}
                      size="small"
                      className={ROW_BUTTON_CLASS}
                      aria-label={texts.remove(name)}
                      title={texts.remove(name)}
                      onClick={() => {
                        const next = english[order + 1] ?? english[order - 1];
                        focus(...(next ? [idOf(next, 'remove')] : []), addId);
                        onChange(removeChoice(field.choices, choice.uid));
                      }}
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
      <div className="ui-field-editor__buttons">
        <Button
          size="small"
          id={addId}
          disabled={field.choices.length >= maximum}
          onClick={() => {
            const next = addChoice(field.choices);
            focus(idOf(next[next.length - 1]!, 'key'));
            onChange(frenchDiffers ? next : alignFrenchOrder(next));
          }}
        >
          {texts.add}
        </Button>
      </div>
      {english.length > 1 && (
        <Checkbox
          label={texts.frenchOrderDiffers}
          checked={frenchDiffers}
          onChange={(event) => {
            setFrenchDiffers(event.target.checked);
            if (!event.target.checked) onChange(alignFrenchOrder(field.choices));
          }}
        />
      )}
      {frenchDiffers && english.length > 1 && (
        <div className="ui-field-editor__french">
          <p id={`${titleId}-fr`} className="ui-field-editor__subheading">
            {texts.frenchOrder}
          </p>
          <ol aria-labelledby={`${titleId}-fr`} className="ui-field-editor__french-list">
            {french.map((choice, order) => (
              <li key={choice.uid} lang="fr">
                <span className="ui-field-editor__french-name">{displayName(choice.name, choice.key, 'fr')}</span>
                <MoveButtons
                  ids={{ up: idOf(choice, 'fr-up'), down: idOf(choice, 'fr-down') }}
                  canUp={order > 0}
                  canDown={order < french.length - 1}
                  upLabel={texts.moveUpFrench(nameOf(choice))}
                  downLabel={texts.moveDownFrench(nameOf(choice))}
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
