import { FIELD_ID_FORMAT, hasChoiceType, newEditorField, newUid, uniqueKey, type EditorChoice, type EditorField } from '../../../../ui/field-definition-editor/editor-field';
import { questionsOf, type TemplateDraft } from './template-draft';

/** Where a question is: its section's index and its own. */
export function placeOf(draft: TemplateDraft, uid: string): { section: number; index: number } | null {
  for (const [section, each] of draft.sections.entries()) {
    const index = each.fields.findIndex((field) => field.uid === uid);
    if (index !== -1) return { section, index };
  }
  return null;
}

const mapFields = (draft: TemplateDraft, map: (field: EditorField) => EditorField): TemplateDraft => ({
  ...draft,
  sections: draft.sections.map((section) => ({ ...section, fields: section.fields.map(map) })),
});

/** A new short-text question at the end of a section, with an id no other question of the template has. */
export function addQuestion(draft: TemplateDraft, sectionUid: string, uid: string = newUid()): TemplateDraft {
  const question = newEditorField(uniqueKey('question', questionsOf(draft).map(({ field }) => field.id)), uid);
  return { ...draft, sections: draft.sections.map((section) => (section.uid === sectionUid ? { ...section, fields: [...section.fields, question] } : section)) };
}

export function updateQuestion(draft: TemplateDraft, uid: string, patch: Partial<EditorField>): TemplateDraft {
  return mapFields(draft, (field) => (field.uid === uid ? { ...field, ...patch } : field));
}

/** Gives a question another id; the display conditions naming it follow. */
export function renameQuestion(draft: TemplateDraft, uid: string, id: string): TemplateDraft {
  const place = placeOf(draft, uid);
  if (!place) return draft;
  const old = draft.sections[place.section]!.fields[place.index]!.id;
  const follow = isUnique(draft, old);
  return mapFields(draft, (field) => {
    if (field.uid === uid) return { ...field, id };
    if (follow && field.display?.key === old) return { ...field, display: { ...field.display, key: id } };
    return field;
  });
}

const isUnique = (draft: TemplateDraft, id: string) => questionsOf(draft).filter(({ field }) => field.id === id).length === 1;

/**
 * Gives a question new choices; the conditions on its answers follow a renamed key and forget a removed one (a
 * condition left with no answer stays, to be completed or removed).
 */
export function changeChoices(draft: TemplateDraft, uid: string, choices: EditorChoice[]): TemplateDraft {
  const place = placeOf(draft, uid);
  if (!place) return draft;
  const source = draft.sections[place.section]!.fields[place.index]!;
  const follow = isUnique(draft, source.id);
  const keyOf = new Map(choices.map((choice) => [choice.uid, choice.key]));
  const renamed = new Map(source.choices.map((choice) => [choice.key, keyOf.get(choice.uid)]));
  return mapFields(draft, (field) => {
    if (field.uid === uid) return { ...field, choices };
    if (!follow || field.display?.key !== source.id) return field;
    const shownFor = field.display.for.flatMap((key) => {
      const next = renamed.has(key) ? renamed.get(key) : key;
      return next === undefined ? [] : [next];
    });
    return { ...field, display: { ...field.display, for: shownFor } };
  });
}

/**
 * Moves a question one place up (-1) or down (+1). Past the top or the bottom of its section it goes to the end
 * of the section before or the start of the one after, so the keyboard alone can take it anywhere.
 */
export function moveQuestion(draft: TemplateDraft, uid: string, delta: -1 | 1): TemplateDraft {
  const place = placeOf(draft, uid);
  if (!place) return draft;
  const sections = draft.sections.map((section) => ({ ...section, fields: [...section.fields] }));
  const own = sections[place.section]!.fields;
  const to = place.index + delta;
  if (to >= 0 && to < own.length) {
    [own[place.index], own[to]] = [own[to]!, own[place.index]!];
    return { ...draft, sections };
  }
  const next = sections[place.section + delta];
  if (!next) return draft;
  const [field] = own.splice(place.index, 1);
  if (delta < 0) next.fields.push(field!);
  else next.fields.unshift(field!);
  return { ...draft, sections };
}

/** Whether a move is possible: not up from the very first question, nor down from the very last. */
export function canMove(draft: TemplateDraft, uid: string, delta: -1 | 1): boolean {
  const place = placeOf(draft, uid);
  if (!place) return false;
  const to = place.index + delta;
  return (to >= 0 && to < draft.sections[place.section]!.fields.length) || draft.sections[place.section + delta] !== undefined;
}

/** Removes a question; questions shown only for its answers become always shown. */
export function removeQuestion(draft: TemplateDraft, uid: string): TemplateDraft {
  const place = placeOf(draft, uid);
  if (!place) return draft;
  const removed = draft.sections[place.section]!.fields[place.index]!;
  const drop = isUnique(draft, removed.id);
  return {
    ...draft,
    sections: draft.sections.map((section) => ({
      ...section,
      fields: section.fields
        .filter((field) => field.uid !== uid)
        .map((field) => (drop && field.display?.key === removed.id ? { ...field, display: null } : field)),
    })),
  };
}

/** Whether a question's answer can show others: a choice type with choices, or a single checkbox (yes or no). */
export const canShowOthers = (field: EditorField) => hasChoiceType(field) && (field.choices.length > 0 || field.type === 'checkbox');

/**
 * The questions a question may be shown for: the earlier ones of the template (the server's rule, so a form is
 * answered top down) whose answer can show others, with a usable id that no other question has.
 */
export function displaySources(draft: TemplateDraft, uid: string): EditorField[] {
  const questions = questionsOf(draft).map(({ field }) => field);
  const at = questions.findIndex((field) => field.uid === uid);
  if (at === -1) return [];
  const ids = questions.map((field) => field.id);
  return questions.slice(0, at).filter((field) => canShowOthers(field) && FIELD_ID_FORMAT.test(field.id) && ids.indexOf(field.id) === ids.lastIndexOf(field.id));
}
