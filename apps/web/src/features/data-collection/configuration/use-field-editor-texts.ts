import { useMemo } from 'react';
import type { FieldEditorTexts } from '../../../ui/field-definition-editor/field-editor-texts';
import { useT } from '../../../ui/i18n/useT';
import { languageName } from './localized-labels';

/** The field editor's words on this screen: a subject's form has fields. */
export function useFieldEditorTexts(): FieldEditorTexts {
  const t = useT();
  return useMemo(() => {
    const name = (language: 'en' | 'fr') => t('subjectConfiguration.name', { language: languageName(t, language) });
    return {
      heading: (number, name) => t('subjectConfiguration.field.heading', { number, name }),
      unnamed: t('subjectConfiguration.field.unnamed'),
      moveUp: (name) => t('subjectConfiguration.field.moveUp', { name }),
      moveDown: (name) => t('subjectConfiguration.field.moveDown', { name }),
      remove: (name) => t('subjectConfiguration.field.remove', { name }),
      removeTitle: t('subjectConfiguration.field.removeTitle'),
      removeMessage: (name) => t('subjectConfiguration.field.removeMessage', { name }),
      removeConfirm: t('subjectConfiguration.field.removeConfirm'),
      id: t('subjectConfiguration.field.id'),
      idHint: t('subjectConfiguration.field.id.hint'),
      type: t('subjectConfiguration.field.type'),
      typeName: (type) => t(`subjectConfiguration.fieldType.${type}`),
      name,
      required: t('subjectConfiguration.field.required'),
      localized: t('subjectConfiguration.field.localized'),
      unit: (language) => t('subjectConfiguration.field.unit', { language: languageName(t, language) }),
      decimals: t('subjectConfiguration.field.decimals'),
      decimalsHint: t('subjectConfiguration.field.decimals.hint'),
      help: (language) => t('subjectConfiguration.field.help', { language: languageName(t, language) }),
      choices: {
        legend: t('subjectConfiguration.choices'),
        checkboxHint: t('subjectConfiguration.choices.checkboxHint'),
        empty: t('subjectConfiguration.choices.empty'),
        add: t('subjectConfiguration.choices.add'),
        englishOrder: t('subjectConfiguration.choices.englishOrder'),
        frenchOrderDiffers: t('subjectConfiguration.choices.frenchOrderDiffers'),
        frenchOrder: t('subjectConfiguration.choices.frenchOrder'),
        choice: (number) => t('subjectConfiguration.choice.label', { number }),
        key: t('subjectConfiguration.choice.key'),
        name,
        moveUp: (name) => t('subjectConfiguration.choice.moveUp', { name }),
        moveDown: (name) => t('subjectConfiguration.choice.moveDown', { name }),
        moveUpFrench: (name) => t('subjectConfiguration.choice.moveUpFrench', { name }),
        moveDownFrench: (name) => t('subjectConfiguration.choice.moveDownFrench', { name }),
        remove: (name) => t('subjectConfiguration.choice.remove', { name }),
      },
      display: {
        toggle: t('subjectConfiguration.display'),
        noSource: t('subjectConfiguration.display.noSource'),
        source: t('subjectConfiguration.display.source'),
        answers: t('subjectConfiguration.display.choices'),
      },
    };
  }, [t]);
}
