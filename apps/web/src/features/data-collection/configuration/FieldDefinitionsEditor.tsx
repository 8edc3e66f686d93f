import { FIELD_TYPES } from '@platform/shared/dynamic-form/field-definition.schemas';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { Button } from '../../../ui/button/Button';
import type { EditorField } from '../../../ui/field-definition-editor/editor-field';
import { FieldDefinitionEditor, type FieldEditorCallbacks } from '../../../ui/field-definition-editor/FieldDefinitionEditor';
import { useFocusRequest } from '../../../ui/field-definition-editor/use-focus-request';
import { FieldError } from '../../../ui/form/FieldShell';
import { useT } from '../../../ui/i18n/useT';
import { addField, changeChoices, displaySources, moveField, removeField, renameField, updateField } from './field-list';
import { useFieldEditorTexts } from './use-field-editor-texts';

export type FieldsUpdate = (change: (fields: readonly EditorField[]) => EditorField[]) => void;

const ADD_FIELD_ID = 'subject-config-add-field';
/** Where the ids of a field's controls start (its heading is `<prefix>heading`, its identifier `<prefix>id`). */
const idPrefixOf = (uid: string) => `subject-config-${uid}-`;

/** The subject's form as an ordered list of field definitions: each edited in place, moved up or down, added, removed. */
export function FieldDefinitionsEditor({
  fields,
  update,
  errorOf,
}: {
  fields: readonly EditorField[];
  /** Applies a change to the latest list (even when two changes come before a render). */
  update: FieldsUpdate;
  errorOf: (path: string) => string | undefined;
}) {
  const t = useT();
  const { locale } = useLocale();
  const texts = useFieldEditorTexts();
  const focus = useFocusRequest();
  // A change names its field by uid: it applies to the field where it is in the latest list.
  const at = (uid: string, change: (current: readonly EditorField[], index: number) => EditorField[]) =>
    update((current) => change(current, current.findIndex((field) => field.uid === uid)));
  const on: FieldEditorCallbacks = {
    change: (uid, patch) => at(uid, (current, index) => updateField(current, index, patch)),
    rename: (uid, id) => at(uid, (current, index) => renameField(current, index, id)),
    choices: (uid, choices) => at(uid, (current, index) => changeChoices(current, index, choices)),
    move: (uid, delta, keepFocusOn) => {
      focus(...keepFocusOn);
      at(uid, (current, index) => moveField(current, index, delta));
    },
    remove: (uid) => {
      const index = fields.findIndex((field) => field.uid === uid);
      const next = fields[index + 1] ?? fields[index - 1];
      focus(...(next ? [`${idPrefixOf(next.uid)}heading`] : []), ADD_FIELD_ID);
      at(uid, removeField);
    },
  };

  return (
    <div className="subject-config__fields">
      {fields.length === 0 && <p className="subject-config__empty">{t('subjectConfiguration.fields.empty')}</p>}
      {fields.map((field, index) => (
        <FieldDefinitionEditor
          key={field.uid}
          className="subject-config__field"
          field={field}
          idPrefix={idPrefixOf(field.uid)}
          number={index + 1}
          headingLevel={3}
          canUp={index > 0}
          canDown={index < fields.length - 1}
          sources={displaySources(fields, index)}
          fieldTypes={FIELD_TYPES}
          locale={locale}
          texts={texts}
          on={on}
          errorOf={(path) => errorOf(`fields.${index}.${path}`)}
        />
      ))}
      <FieldError id="subject-config-fields-error" error={errorOf('fields')} />
      <Button
        id={ADD_FIELD_ID}
        onClick={() => {
          update((current) => {
            const next = addField(current);
            focus(`${idPrefixOf(next[next.length - 1]!.uid)}id`);
            return next;
          });
        }}
      >
        {t('subjectConfiguration.fields.add')}
      </Button>
    </div>
  );
}
