import type { LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Template, TemplateBody } from '@platform/shared/questionnaires/templates.schemas';
import { definitionOf, editorFieldOf, newUid, uniqueKey, type EditorField } from '../../../../ui/field-definition-editor/editor-field';

/**
 * A template as the builder holds it. Every section, question and choice has a `uid` that keeps its place on
 * the page (and the focus in it) while its id or key is retyped; the body sent has no uid.
 */
export interface DraftSection {
  uid: string;
  id: string;
  name: LocalizedText;
  fields: EditorField[];
}
export interface TemplateDraft {
  name: LocalizedText;
  sections: DraftSection[];
}

export function draftOf(template: Pick<Template, 'name' | 'sections'>): TemplateDraft {
  return {
    name: { ...template.name },
    sections: template.sections.map((section) => ({ uid: newUid(), id: section.id, name: { ...section.name }, fields: section.fields.map(editorFieldOf) })),
  };
}

/** A new template: no name yet, one empty section to start from. */
export function emptyDraft(): TemplateDraft {
  return { name: { en: '', fr: '' }, sections: [newSection([])] };
}

function newSection(taken: readonly string[]): DraftSection {
  return { uid: newUid(), id: uniqueKey('section', taken), name: { en: '', fr: '' }, fields: [] };
}

/** The body of POST or PUT /templates: `updatedAt` is the template as it was read (none for a new one). */
export function bodyOf(draft: TemplateDraft, updatedAt?: string, confirmVersionChange = false): TemplateBody {
  return {
    name: draft.name,
    sections: draft.sections.map((section) => ({ id: section.id, name: section.name, fields: section.fields.map(definitionOf) })),
    ...(updatedAt === undefined ? {} : { updated_at: updatedAt }),
    ...(confirmVersionChange ? { confirm_version_change: true } : {}),
  };
}

/** Whether two drafts would send the same template (uids aside). */
export const sameDraft = (a: TemplateDraft, b: TemplateDraft) => JSON.stringify(bodyOf(a)) === JSON.stringify(bodyOf(b));

/** Every question, in the template's order, with the section it is in. */
export function questionsOf(draft: TemplateDraft): { field: EditorField; section: DraftSection; sectionIndex: number; index: number }[] {
  return draft.sections.flatMap((section, sectionIndex) => section.fields.map((field, index) => ({ field, section, sectionIndex, index })));
}

export function addSection(draft: TemplateDraft, uid: string = newUid()): TemplateDraft {
  return { ...draft, sections: [...draft.sections, { ...newSection(draft.sections.map((section) => section.id)), uid }] };
}

export function changeSection(draft: TemplateDraft, uid: string, name: LocalizedText): TemplateDraft {
  return { ...draft, sections: draft.sections.map((section) => (section.uid === uid ? { ...section, name } : section)) };
}

/** Moves a section one place up (-1) or down (+1); a move past either end changes nothing. */
export function moveSection(draft: TemplateDraft, uid: string, delta: -1 | 1): TemplateDraft {
  const from = draft.sections.findIndex((section) => section.uid === uid);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= draft.sections.length) return draft;
  const sections = [...draft.sections];
  [sections[from], sections[to]] = [sections[to]!, sections[from]!];
  return { ...draft, sections };
}

/** Whether `id` names exactly one question, so following it through a change cannot pick up another's conditions. */
const isUniqueId = (draft: TemplateDraft, id: string) => questionsOf(draft).filter(({ field }) => field.id === id).length === 1;

/** Questions shown only for the answers of removed ones become always shown. */
function dropConditionsOn(sections: DraftSection[], removedIds: ReadonlySet<string>): DraftSection[] {
  if (removedIds.size === 0) return sections;
  return sections.map((section) => ({
    ...section,
    fields: section.fields.map((field) => (field.display && removedIds.has(field.display.key) ? { ...field, display: null } : field)),
  }));
}

/** Removes a section and its questions; questions shown only for their answers become always shown. */
export function removeSection(draft: TemplateDraft, uid: string): TemplateDraft {
  const removed = draft.sections.find((section) => section.uid === uid);
  if (!removed) return draft;
  const ids = new Set(removed.fields.map((field) => field.id).filter((id) => isUniqueId(draft, id)));
  return { ...draft, sections: dropConditionsOn(draft.sections.filter((section) => section.uid !== uid), ids) };
}

/**
 * The template as the server answered it, keeping the uids of the draft it came from (same order, so the same
 * places; choices by key): the rows stay mounted and the focus where it is after a save.
 */
export function keepingUids(fresh: TemplateDraft, previous: TemplateDraft): TemplateDraft {
  return {
    ...fresh,
    sections: fresh.sections.map((section, at) => {
      const before = previous.sections[at];
      if (!before) return section;
      return {
        ...section,
        uid: before.uid,
        fields: section.fields.map((field, index) => {
          const was = before.fields[index];
          if (!was) return field;
          const taken = new Set<string>();
          const choices = field.choices.map((choice) => {
            const uid = was.choices.find((old) => old.key === choice.key && !taken.has(old.uid))?.uid ?? choice.uid;
            taken.add(uid);
            return { ...choice, uid };
          });
          return { ...field, uid: was.uid, choices };
        }),
      };
    }),
  };
}
