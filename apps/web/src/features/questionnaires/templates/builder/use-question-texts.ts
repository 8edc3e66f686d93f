import { useMemo } from 'react';
import type { FieldEditorTexts } from '../../../../ui/field-definition-editor/field-editor-texts';
import { useT } from '../../../../ui/i18n/useT';

/** The field editor's words in the builder: a template has questions, answered by respondents. */
export function useQuestionTexts(): FieldEditorTexts {
  const t = useT();
  return useMemo(() => {
    const language = (each: 'en' | 'fr') => t(`questionnaireTemplates.language.${each}`);
    const name = (each: 'en' | 'fr') => t('questionnaireTemplates.field.name', { language: language(each) });
    return {
      heading: (number, name) => t('questionnaireTemplates.question.heading', { number, name }),
      actions: (name) => t('questionnaireTemplates.question.actions', { name }),
      moveUp: (name) => t('questionnaireTemplates.question.moveUp', { name }),
      moveDown: (name) => t('questionnaireTemplates.question.moveDown', { name }),
      remove: (name) => t('questionnaireTemplates.question.remove', { name }),
      removeTitle: t('questionnaireTemplates.question.removeTitle'),
      removeMessage: (name) => t('questionnaireTemplates.question.removeMessage', { name }),
      removeConfirm: t('questionnaireTemplates.action.delete'),
      id: t('questionnaireTemplates.field.id'),
      idHint: t('questionnaireTemplates.field.id.hint'),
      type: t('questionnaireTemplates.field.type'),
      typeName: (type) => t(`questionnaireTemplates.fieldType.${type}`),
      name,
      required: t('questionnaireTemplates.field.required'),
      localized: t('questionnaireTemplates.field.localized'),
      localizedHint: t('questionnaireTemplates.field.localized.hint'),
      unit: (each) => t('questionnaireTemplates.field.unit', { language: language(each) }),
      decimals: t('questionnaireTemplates.field.decimals'),
      decimalsHint: t('questionnaireTemplates.field.decimals.hint'),
      min: { label: t('questionnaireTemplates.field.min'), hint: t('questionnaireTemplates.field.min.hint') },
      help: (each) => t('questionnaireTemplates.field.help', { language: language(each) }),
      choices: {
        legend: t('questionnaireTemplates.choices'),
        checkboxHint: t('questionnaireTemplates.choices.checkboxHint'),
        empty: t('questionnaireTemplates.choices.empty'),
        add: `+ ${t('questionnaireTemplates.choices.add')}`,
        englishOrder: t('questionnaireTemplates.choices.englishOrder'),
        frenchOrderDiffers: t('questionnaireTemplates.choices.frenchOrderDiffers'),
        frenchOrder: t('questionnaireTemplates.choices.frenchOrder'),
        choice: (number) => t('questionnaireTemplates.choice.label', { number }),
        key: t('questionnaireTemplates.choice.key'),
        name,
        moveUp: (name) => t('questionnaireTemplates.choice.moveUp', { name }),
        moveDown: (name) => t('questionnaireTemplates.choice.moveDown', { name }),
        moveUpFrench: (name) => t('questionnaireTemplates.choice.moveUpFrench', { name }),
        moveDownFrench: (name) => t('questionnaireTemplates.choice.moveDownFrench', { name }),
        remove: (name) => t('questionnaireTemplates.choice.remove', { name }),
      },
      display: {
        toggle: t('questionnaireTemplates.display'),
        noSource: t('questionnaireTemplates.display.noSource'),
        source: t('questionnaireTemplates.display.source'),
        sourceGone: t('questionnaireTemplates.display.sourceGone'),
        answers: t('questionnaireTemplates.display.answers'),
        ticked: t('questionnaireTemplates.display.ticked'),
        notTicked: t('questionnaireTemplates.display.notTicked'),
      },
    };
  }, [t]);
}
