import { hasChoiceType, newEditorField, uniqueKey, type EditorChoice, type EditorField } from '../../../ui/field-definition-editor/editor-field';

/** Moves the field at `index` one place up (-1) or down (+1); a move past either end changes nothing. */
export function moveField(fields: readonly EditorField[], index: number, delta: -1 | 1): EditorField[] {
  const to = index + delta;
  const next = [...fields];
  if (index < 0 || index >= fields.length || to < 0 || to >= fields.length) return next;
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** A new short-text field at the end, with an identifier no other field has. */
export function addField(fields: readonly EditorField[]): EditorField[] {
  return [...fields, newEditorField(uniqueKey('field', fields.map((existing) => existing.id)))];
}

/** Whether `id` names exactly one field, so following it through a change cannot pick up another field's conditions. */
const isUniqueId = (fields: readonly EditorField[], id: string) => fields.filter((field) => field.id === id).length === 1;

/** Removes a field; fields shown only for its answers become always shown. */
export function removeField(fields: readonly EditorField[], index: number): EditorField[] {
  const removed = fields[index];
  if (!removed) return [...fields];
  const dropConditions = isUniqueId(fields, removed.id);
  return fields
    .filter((_, at) => at !== index)
    .map((field) => (dropConditions && field.display?.key === removed.id ? { ...field, display: null } : field));
}

export function updateField(fields: readonly EditorField[], index: number, patch: Partial<EditorField>): EditorField[] {
  return fields.map((field, at) => (at === index ? { ...field, ...patch } : field));
}

/** Renames a field; the display conditions naming it follow. */
export function renameField(fields: readonly EditorField[], index: number, id: string): EditorField[] {
  const old = fields[index]?.id;
  if (old === undefined) return [...fields];
  const follow = isUniqueId(fields, old);
  return fields.map((field, at) => {
    if (at === index) return { ...field, id };
    if (follow && field.display?.key === old) return { ...field, display: { ...field.display, key: id } };
    return field;
  });
}

/**
 * Gives a field new choices; the conditions on its answers follow a renamed key and forget a removed one
 * (a condition left with no answer stays, to be completed or removed by the administrator).
 */
export function changeChoices(fields: readonly EditorField[], index: number, choices: EditorChoice[]): EditorField[] {
  const source = fields[index];
  if (!source) return [...fields];
  const follow = isUniqueId(fields, source.id);
  const keyOf = new Map(choices.map((choice) => [choice.uid, choice.key]));
  const renamed = new Map(source.choices.map((choice) => [choice.key, keyOf.get(choice.uid)]));
  return fields.map((field, at) => {
    if (at === index) return { ...field, choices };
    if (!follow || field.display?.key !== source.id) return field;
    const shownFor = field.display.for.flatMap((key) => {
      const next = renamed.has(key) ? renamed.get(key) : key;
      return next === undefined ? [] : [next];
    });
    return { ...field, display: { ...field.display, for: shownFor } };
  });
}

/** The ids of the fields whose display depends, directly or through others, on the field `id`. */
function dependentsOf(fields: readonly EditorField[], id: string): Set<string> {
  const dependents = new Set<string>();
  let added = true;
  while (added) {
    added = false;
    for (const field of fields) {
      const key = field.display?.key;
      if (key !== undefined && (key === id || dependents.has(key)) && !dependents.has(field.id) && field.id !== id) {
        dependents.add(field.id);
        added = true;
      }
    }
  }
  return dependents;
}

/**
 * The fields the field at `index` may be shown for: the other fields with choices, except those shown
 * only through it (a loop would hide both for good).
 */
export function displaySources(fields: readonly EditorField[], index: number): EditorField[] {
  const field = fields[index];
  if (!field) return [];
  const dependents = dependentsOf(fields, field.id);
  return fields.filter((other, at) => at !== index && other.id !== field.id && hasChoiceType(other) && other.choices.length > 0 && !dependents.has(other.id));
}
