import { Button } from '../../../ui/button/Button';
import { FieldError } from '../../../ui/form/FieldShell';
import { useT } from '../../../ui/i18n/useT';
import type { EditorField } from './editor-types';
import { FieldDefinitionEditor, type FieldsUpdate } from './FieldDefinitionEditor';
import { addField, displaySources, moveField, removeField } from './field-list';
import { useFocusRequest } from './use-focus-request';

const ADD_FIELD_ID = 'subject-config-add-field';

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
  const focus = useFocusRequest();

  return (
    <div className="subject-config__fields">
      {fields.length === 0 && <p className="subject-config__empty">{t('subjectConfiguration.fields.empty')}</p>}
      {fields.map((field, index) => (
        <FieldDefinitionEditor
          key={field.uid}
          field={field}
          index={index}
          count={fields.length}
          sources={displaySources(fields, index)}
          update={update}
          errorOf={errorOf}
          onMove={(delta, keepFocusOn) => {
            focus(...keepFocusOn);
            update((current) => moveField(current, index, delta));
          }}
          onRemove={() => {
            const next = fields[index + 1] ?? fields[index - 1];
            focus(...(next ? [`subject-config-${next.uid}-heading`] : []), ADD_FIELD_ID);
            update((current) => removeField(current, index));
          }}
        />
      ))}
      <FieldError id="subject-config-fields-error" error={errorOf('fields')} />
      <Button
        id={ADD_FIELD_ID}
        onClick={() => {
          update((current) => {
            const next = addField(current);
            focus(`subject-config-${next[next.length - 1]!.uid}-id`);
            return next;
          });
        }}
      >
        {t('subjectConfiguration.fields.add')}
      </Button>
    </div>
  );
}
