import type { Locale } from '@platform/shared/i18n/locales';

/**
 * Ids of the builder's controls: the error summary links to them, the save's errors are kept under them and the
 * focus is sent to them. Everything of a section or a question starts with its prefix, so its errors go with it.
 */
export const templateIds = {
  title: 'template-title',
  name: (locale: Locale) => `template-name-${locale}`,
  sections: 'template-sections',
  addSection: 'template-add-section',
  sectionPrefix: (uid: string) => `tpl-s-${uid}-`,
  section: (uid: string) => `tpl-s-${uid}-heading`,
  sectionName: (uid: string, locale: Locale) => `tpl-s-${uid}-name-${locale}`,
  sectionMove: (uid: string, direction: 'up' | 'down') => `tpl-s-${uid}-${direction}`,
  addQuestion: (sectionUid: string) => `tpl-s-${sectionUid}-add`,
  questionPrefix: (uid: string) => `tpl-f-${uid}-`,
  question: (uid: string) => `tpl-f-${uid}-heading`,
  /** A control of a question, named as the field editor names them (ui/field-definition-editor/field-controls.ts). */
  questionControl: (uid: string, control: string) => `tpl-f-${uid}-${control}`,
};
