import { sortedChoices } from '@platform/shared/dynamic-form/choices';
import { CHOICE_FIELD_TYPES, type FieldChoice, type FieldDefinition, type FieldType, type LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Locale } from '@platform/shared/i18n/locales';

/**
 * A choice as an editor holds it: `uid` keeps its row (and the focus in it) while its key is retyped.
 * The definition sent has no uid.
 */
export type EditorChoice = FieldChoice & { uid: string };

/** A field definition as an editor holds it: a stable `uid`, and choices always a list (empty when none). */
export type EditorField = Omit<FieldDefinition, 'choices'> & { uid: string; choices: EditorChoice[] };

/** Text types, whose value may be given once per language. */
export const TEXT_FIELD_TYPES: readonly FieldType[] = ['text', 'string', 'editor'];

export const hasChoiceType = (field: Pick<EditorField, 'type'>) => CHOICE_FIELD_TYPES.includes(field.type);

/** What a field's identifier must look like, as the shared schema says. */
export const FIELD_ID_FORMAT = /^[a-z][a-z0-9_]*$/;

let lastUid = 0;

/** A key for a row of an editor, unique in this page. */
export function newUid(): string {
  lastUid += 1;
  return `row-${lastUid}`;
}

/** The first of `prefix_1`, `prefix_2`… that none of `taken` is. */
export function uniqueKey(prefix: string, taken: readonly string[]): string {
  for (let number = taken.length + 1; ; number += 1) {
    const candidate = `${prefix}_${number}`;
    if (!taken.includes(candidate)) return candidate;
  }
}

/** The choices in a locale's order (its positions). */
export const choicesInOrder = (choices: readonly EditorChoice[], locale: Locale): EditorChoice[] => sortedChoices({ choices: [...choices] }, locale) as EditorChoice[];

/** A name to call a field or choice by: its name in the interface's language, else the other one, else `fallback`. */
export function displayName(name: LocalizedText, fallback: string, locale: Locale): string {
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  return name[locale].trim() || name[other].trim() || fallback;
}

/** A definition as the editor holds it, its choices in English order. */
export function editorFieldOf(definition: FieldDefinition): EditorField {
  const choices = (definition.choices ?? []).map((choice) => ({ ...choice, uid: newUid() }));
  return { ...definition, uid: newUid(), display: definition.display ?? null, choices: choicesInOrder(choices, 'en') };
}

/** A new short-text field, not named yet. */
export function newEditorField(id: string, uid: string = newUid()): EditorField {
  return { uid, id, name: { en: '', fr: '' }, type: 'string', localized: false, required: false, display: null, choices: [] };
}

const blank = (text: LocalizedText | null | undefined) => !text || (text.en.trim() === '' && text.fr.trim() === '');

/** A field as sent: only the attributes its type uses, and no editor-only key. */
export function definitionOf(field: EditorField): FieldDefinition {
  const { uid: _uid, choices, unit, decimals, min, help, localized, display, ...common } = field;
  const definition: FieldDefinition = { ...common, localized: TEXT_FIELD_TYPES.includes(field.type) && localized, display: display ?? null };
  if (!blank(help)) definition.help = help;
  if (field.type === 'number') {
    if (!blank(unit)) definition.unit = unit;
    if (decimals !== undefined) definition.decimals = decimals;
    if (min !== undefined) definition.min = min;
  }
  // A checkbox without choices is a single box (a boolean value); the other choice types need choices.
  if (hasChoiceType(field) && (field.type !== 'checkbox' || choices.length > 0)) {
    definition.choices = choices.map(({ uid: _choiceUid, ...choice }) => choice);
  }
  return definition;
}
