import type { FieldType } from '@platform/shared/dynamic-form/field-definition.schemas';
import { LOCALES, type Locale } from '@platform/shared/i18n/locales';
import { ConfirmButton } from '../confirm/ConfirmButton';
import { Checkbox } from '../form/Checkbox';
import { Select } from '../form/Select';
import { TextField } from '../form/TextField';
import { ChoicesEditor } from './ChoicesEditor';
import { DisplayConditionEditor } from './DisplayConditionEditor';
import { displayName, hasChoiceType, TEXT_FIELD_TYPES, type EditorChoice, type EditorField } from './editor-field';
import type { FieldEditorTexts } from './field-editor-texts';
import { MoveButtons, ROW_BUTTON_CLASS } from './MoveButtons';
import './FieldDefinitionEditor.css';

/** What the screen does with a field's changes, each naming the field by its uid. */
export interface FieldEditorCallbacks {
  change(uid: string, patch: Partial<EditorField>): void;
  /** A new identifier (the conditions naming the old one may follow it). */
  rename(uid: string, id: string): void;
  /** New choices (the conditions on their answers may follow renamed keys). */
  choices(uid: string, choices: EditorChoice[]): void;
  move(uid: string, delta: -1 | 1, keepFocusOn: string[]): void;
  remove(uid: string): void;
}

const numberOrUndefined = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));

/**
 * One field definition of a dynamic form: its identifier, names, type and what the type uses (choices, unit,
 * decimals), help, and display condition, with buttons to move and remove it. Its controls' ids start with
 * `idPrefix` (see field-controls.ts); `errorOf` is asked for the paths of the definition (`id`, `name.fr`,
 * `choices.1.key`), whatever the screen's own paths are.
 */
export function FieldDefinitionEditor({
  field,
  idPrefix,
  number,
  headingLevel,
  canUp,
  canDown,
  sources,
  fieldTypes,
  showType = false,
  choicesMax,
  locale,
  texts,
  className,
  on,
  errorOf,
}: {
  field: EditorField;
  idPrefix: string;
  /** Its place in its list, from 1. */
  number: number;
  headingLevel: 3 | 4;
  canUp: boolean;
  canDown: boolean;
  /** The fields its display may depend on. */
  sources: readonly EditorField[];
  fieldTypes: readonly FieldType[];
  /** Shows the type's name beside the heading. */
  showType?: boolean;
  choicesMax?: number;
  /** The interface's language. */
  locale: Locale;
  texts: FieldEditorTexts;
  /** The card's frame, which the screen styles. */
  className?: string;
  on: FieldEditorCallbacks;
  errorOf: (path: string) => string | undefined;
}) {
  const name = displayName(field.name, field.id, locale) || (texts.unnamed ?? '');
  const headingId = `${idPrefix}heading`;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const change = (patch: Partial<EditorField>) => on.change(field.uid, patch);
  const text = (key: 'unit' | 'help', language: Locale, value: string) => change({ [key]: { ...(field[key] ?? { en: '', fr: '' }), [language]: value } });

  return (
    <section className={['ui-field-editor', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <div className="ui-field-editor__header">
        <Heading id={headingId} tabIndex={-1} className="ui-field-editor__title">
          {texts.heading(number, name)}
        </Heading>
        {showType && <span className="ui-field-editor__type">{texts.typeName(field.type)}</span>}
        <div className="ui-field-editor__actions" {...(texts.actions ? { role: 'group', 'aria-label': texts.actions(name) } : {})}>
          <MoveButtons
            ids={{ up: `${idPrefix}up`, down: `${idPrefix}down` }}
            canUp={canUp}
            canDown={canDown}
            upLabel={texts.moveUp(name)}
            downLabel={texts.moveDown(name)}
            onMove={(delta, keepFocusOn) => on.move(field.uid, delta, keepFocusOn)}
          />
          <ConfirmButton
            size="small"
            variant="default"
            className={ROW_BUTTON_CLASS}
            aria-label={texts.remove(name)}
            title={texts.remove(name)}
            confirm={{ title: texts.removeTitle, message: texts.removeMessage(name), confirmLabel: texts.removeConfirm, danger: true }}
            onConfirm={() => on.remove(field.uid)}
          >
            <span aria-hidden="true">×</span>
          </ConfirmButton>
        </div>
      </div>

      <div className="ui-field-editor__columns">
        <TextField
          id={`${idPrefix}id`}
          label={texts.id}
          hint={texts.idHint}
          required
          spellCheck={false}
          autoCapitalize="off"
          maxLength={100}
          value={field.id}
          error={errorOf('id')}
          onChange={(event) => on.rename(field.uid, event.target.value)}
        />
        <Select
          id={`${idPrefix}type`}
          label={texts.type}
          value={field.type}
          error={errorOf('type')}
          options={fieldTypes.map((type) => ({ value: type, label: texts.typeName(type) }))}
          onChange={(event) => change({ type: event.target.value as FieldType })}
        />
      </div>
      <div className="ui-field-editor__columns">
        {LOCALES.map((language) => (
          <TextField
            key={language}
            id={`${idPrefix}name-${language}`}
            label={texts.name(language)}
            lang={language}
            required
            value={field.name[language]}
            error={errorOf(`name.${language}`)}
            onChange={(event) => change({ name: { ...field.name, [language]: event.target.value } })}
          />
        ))}
      </div>
      <div className="ui-field-editor__flags">
        <Checkbox id={`${idPrefix}required`} label={texts.required} checked={field.required} onChange={(event) => change({ required: event.target.checked })} />
        {TEXT_FIELD_TYPES.includes(field.type) && (
          <Checkbox id={`${idPrefix}localized`} label={texts.localized} hint={texts.localizedHint} checked={field.localized} onChange={(event) => change({ localized: event.target.checked })} />
        )}
      </div>
      {field.type === 'number' && (
        <div className="ui-field-editor__columns ui-field-editor__columns--narrow">
          {LOCALES.map((language) => (
            <TextField
              key={language}
              id={`${idPrefix}unit-${language}`}
              label={texts.unit(language)}
              lang={language}
              value={field.unit?.[language] ?? ''}
              error={errorOf(`unit.${language}`)}
              onChange={(event) => text('unit', language, event.target.value)}
            />
          ))}
          <TextField
            id={`${idPrefix}decimals`}
            type="number"
            inputMode="numeric"
            min={0}
            max={10}
            step={1}
            label={texts.decimals}
            hint={texts.decimalsHint}
            value={field.decimals ?? ''}
            error={errorOf('decimals')}
            onChange={(event) => change({ decimals: numberOrUndefined(event.target.value) })}
          />
          {texts.min && (
            <TextField
              id={`${idPrefix}min`}
              type="number"
              label={texts.min.label}
              hint={texts.min.hint}
              value={field.min ?? ''}
              error={errorOf('min')}
              onChange={(event) => change({ min: numberOrUndefined(event.target.value) })}
            />
          )}
        </div>
      )}
      <div className="ui-field-editor__columns">
        {LOCALES.map((language) => (
          <TextField
            key={language}
            id={`${idPrefix}help-${language}`}
            label={texts.help(language)}
            lang={language}
            value={field.help?.[language] ?? ''}
            error={errorOf(`help.${language}`)}
            onChange={(event) => text('help', language, event.target.value)}
          />
        ))}
      </div>
      {hasChoiceType(field) && (
        <ChoicesEditor field={field} idPrefix={idPrefix} locale={locale} maximum={choicesMax} texts={texts.choices} errorOf={errorOf} onChange={(choices) => on.choices(field.uid, choices)} />
      )}
      <DisplayConditionEditor field={field} idPrefix={idPrefix} sources={sources} locale={locale} texts={texts.display} errorOf={errorOf} onChange={(display) => change({ display })} />
    </section>
  );
}
