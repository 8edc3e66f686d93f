import { useState, type Dispatch, type SetStateAction } from 'react';
import { useLocale } from '../../../../app/i18n/LocaleProvider';
import { newUid } from '../../../../ui/field-definition-editor/editor-field';
import type { FieldEditorCallbacks } from '../../../../ui/field-definition-editor/FieldDefinitionEditor';
import { useFocusRequest } from '../../../../ui/field-definition-editor/use-focus-request';
import { useT } from '../../../../ui/i18n/useT';
import { addQuestion, changeChoices, placeOf, moveQuestion, removeQuestion, renameQuestion, updateQuestion } from './draft-questions';
import { questionName } from './question-name';
import type { SectionCallbacks } from './SectionEditor';
import { addSection, changeSection, moveSection, removeSection, type TemplateDraft } from './template-draft';
import { templateIds } from './template-ids';

/**
 * What the builder does to sections and questions, by keyboard: each change is applied, said to screen readers,
 * and the focus goes where the change is (the moved button, the new question's id, the next section after a
 * deletion), so the keyboard never loses its place. A change clears the errors of what it changed.
 */
export function useTemplateEditing({
  draft,
  setDraft,
  clearErrors,
}: {
  draft: TemplateDraft;
  setDraft: Dispatch<SetStateAction<TemplateDraft>>;
  clearErrors: (prefix: string) => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const [announcement, setAnnouncement] = useState('');
  const focus = useFocusRequest();
  const nameOf = (uid: string) => {
    const place = placeOf(draft, uid);
    const field = place ? draft.sections[place.section]!.fields[place.index]! : undefined;
    return field ? (questionName(field, locale) ?? field.id) : '';
  };

  const section: SectionCallbacks = {
    rename: (uid, name) => {
      setDraft((current) => changeSection(current, uid, name));
      clearErrors(templateIds.sectionPrefix(uid));
    },
    move: (uid, delta, keepFocusOn) => {
      const from = draft.sections.findIndex((each) => each.uid === uid);
      focus(...keepFocusOn);
      setDraft((current) => moveSection(current, uid, delta));
      setAnnouncement(t('questionnaireTemplates.announce.sectionMoved', { from: from + 1, to: from + 1 + delta }));
    },
    remove: (uid) => {
      const index = draft.sections.findIndex((each) => each.uid === uid);
      const next = draft.sections[index + 1] ?? draft.sections[index - 1];
      focus(...(next ? [templateIds.section(next.uid)] : []), templateIds.addSection);
      for (const field of draft.sections[index]?.fields ?? []) clearErrors(templateIds.questionPrefix(field.uid));
      clearErrors(templateIds.sectionPrefix(uid));
      setDraft((current) => removeSection(current, uid));
      setAnnouncement(t('questionnaireTemplates.announce.sectionDeleted', { number: index + 1 }));
    },
    addQuestion: (uid) => {
      const id = newUid();
      const index = draft.sections.findIndex((each) => each.uid === uid);
      focus(templateIds.questionControl(id, 'id'));
      setDraft((current) => addQuestion(current, uid, id));
      clearErrors(templateIds.section(uid));
      setAnnouncement(t('questionnaireTemplates.announce.questionAdded', { number: index + 1 }));
    },
  };

  const question: FieldEditorCallbacks = {
    change: (uid, patch) => {
      setDraft((current) => updateQuestion(current, uid, patch));
      clearErrors(templateIds.questionPrefix(uid));
    },
    rename: (uid, id) => {
      setDraft((current) => renameQuestion(current, uid, id));
      clearErrors(templateIds.questionPrefix(uid));
    },
    choices: (uid, choices) => {
      setDraft((current) => changeChoices(current, uid, choices));
      clearErrors(templateIds.questionPrefix(uid));
    },
    move: (uid, delta, keepFocusOn) => {
      focus(...keepFocusOn);
      setDraft((current) => moveQuestion(current, uid, delta));
      setAnnouncement(t(delta < 0 ? 'questionnaireTemplates.announce.questionMovedUp' : 'questionnaireTemplates.announce.questionMovedDown', { name: nameOf(uid) }));
    },
    remove: (uid) => {
      const place = placeOf(draft, uid);
      if (!place) return;
      const fields = draft.sections[place.section]!.fields;
      const next = fields[place.index + 1] ?? fields[place.index - 1];
      const name = nameOf(uid);
      focus(...(next ? [templateIds.question(next.uid)] : []), templateIds.addQuestion(draft.sections[place.section]!.uid));
      clearErrors(templateIds.questionPrefix(uid));
      setDraft((current) => removeQuestion(current, uid));
      setAnnouncement(t('questionnaireTemplates.announce.questionDeleted', { name }));
    },
  };

  const add = () => {
    const uid = newUid();
    // The new section's name is typed first.
    focus(templateIds.sectionName(uid, locale));
    setDraft((current) => addSection(current, uid));
    clearErrors(templateIds.sections);
    setAnnouncement(t('questionnaireTemplates.announce.sectionAdded', { number: draft.sections.length + 1 }));
  };

  return { section, question, addSection: add, announcement };
}
