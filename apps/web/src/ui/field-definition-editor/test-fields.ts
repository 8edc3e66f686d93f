import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import { editorFieldOf, type EditorField } from './editor-field';

/** A field definition for tests, with the editor's row keys. */
export function editorField(id: string, overrides: Partial<FieldDefinition> = {}): EditorField {
  return editorFieldOf({ id, name: { en: id, fr: id }, type: 'string', localized: false, required: false, ...overrides });
}

/** A choice field with choices named by their keys, in the same order in both languages unless `french` gives another. */
export function choiceField(id: string, keys: string[], overrides: Partial<FieldDefinition> = {}, french: string[] = keys): EditorField {
  return editorField(id, {
    type: 'dropdown',
    choices: keys.map((key) => ({ key, name: { en: key, fr: `${key}-fr` }, position: { en: keys.indexOf(key) + 1, fr: french.indexOf(key) + 1 } })),
    ...overrides,
  });
}
