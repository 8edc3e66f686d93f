import { useCallback } from 'react';
import { useLocale } from '../../../../app/i18n/LocaleProvider';
import { useT } from '../../../../ui/i18n/useT';
import { questionName } from './question-name';
import type { ErrorPlace } from './template-errors';
import type { TemplateDraft } from './template-draft';

/** The control of a question an error names, as its label says it. */
const CONTROL_LABELS = {
  id: 'questionnaireTemplates.field.id',
  type: 'questionnaireTemplates.field.type',
  decimals: 'questionnaireTemplates.field.decimals',
  min: 'questionnaireTemplates.field.min',
  choices: 'questionnaireTemplates.choices',
  'choice-key': 'questionnaireTemplates.choice.key',
  'display-key': 'questionnaireTemplates.display.source',
  'display-for': 'questionnaireTemplates.display.answers',
} as const;

/** What the error summary names a place by: "Name (English)", "Section 2: Name (French)", "Section 1, question “Scope”: Identifier". */
export function useErrorLabels(): (place: ErrorPlace, sent: TemplateDraft) => string | undefined {
  const t = useT();
  const { locale } = useLocale();
  return useCallback(
    (place, sent) => {
      const language = (each: string) => t(`questionnaireTemplates.language.${each === 'fr' ? 'fr' : 'en'}`);
      switch (place.kind) {
        case 'name':
          return t('questionnaireTemplates.field.templateName', { language: language(place.locale) });
        case 'section': {
          const part = place.locale ? t('questionnaireTemplates.section.name', { language: language(place.locale) }) : null;
          return part ? t('questionnaireTemplates.error.inSection', { number: place.section + 1, part }) : t('questionnaireTemplates.section.headingUnnamed', { number: place.section + 1 });
        }
        case 'question': {
          const field = sent.sections[place.section]?.fields[place.question];
          const name = field ? (questionName(field, locale) ?? field.id) : String(place.question + 1);
          // A choice's controls carry its uid (`choice-<uid>-key`); their labels are the same for every choice.
          const control = place.control.replace(/^choice-.+-(key|name-(?:en|fr))$/, 'choice-$1');
          const localized = /^(name|unit|help|choice-name)-(en|fr)$/.exec(control);
          let part: string | null = null;
          if (localized) {
            const key = localized[1] === 'unit' ? 'questionnaireTemplates.field.unit' : localized[1] === 'help' ? 'questionnaireTemplates.field.help' : 'questionnaireTemplates.field.name';
            part = t(key, { language: language(localized[2]!) });
          } else if (control in CONTROL_LABELS) part = t(CONTROL_LABELS[control as keyof typeof CONTROL_LABELS]);
          return t(part ? 'questionnaireTemplates.error.inQuestion' : 'questionnaireTemplates.error.question', { section: place.section + 1, name, part: part ?? '' });
        }
        case 'other':
          return undefined;
      }
    },
    [t, locale],
  );
}
