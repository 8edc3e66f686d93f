import { useMemo } from 'react';
import { useLocale } from '../../../../app/i18n/LocaleProvider';
import { useClient } from '../../../../app/session/page-data';
import { definitionOf, FIELD_ID_FORMAT } from '../../../../ui/field-definition-editor/editor-field';
import { FormPreview } from '../../../../ui/field-definition-editor/FormPreview';
import { useT } from '../../../../ui/i18n/useT';
import { questionsOf, type TemplateDraft } from './template-draft';

/**
 * The questionnaire as respondents will see it, section by section, in either language (the interface's first),
 * rendered by the one dynamic-form renderer and updated as the template changes. Answers typed here try the
 * display conditions out and are never sent.
 */
export function TemplatePreview({ draft }: { draft: TemplateDraft }) {
  const t = useT();
  const { locale } = useLocale();
  const client = useClient();
  // Only questions with a usable id no other question has can be rendered (answers are kept by id).
  const sections = useMemo(() => {
    const ids = questionsOf(draft).map(({ field }) => field.id);
    const usable = (id: string) => FIELD_ID_FORMAT.test(id) && ids.indexOf(id) === ids.lastIndexOf(id);
    return draft.sections.map((section) => ({ uid: section.uid, name: section.name, fields: section.fields.filter((field) => usable(field.id)).map(definitionOf) }));
  }, [draft]);

  return (
    <FormPreview
      landmark="section"
      headingLevel={2}
      className="template-preview"
      idPrefix="template-preview"
      initialLocale={locale}
      texts={{
        heading: t('questionnaireTemplates.preview'),
        languages: t('questionnaireTemplates.preview.language'),
        language: (language) => t(`common.locale.${language}`),
        hint: (language) => t('questionnaireTemplates.preview.hint', { language: t(`questionnaireTemplates.language.${language}`) }),
        emptyPart: t('questionnaireTemplates.preview.emptySection'),
      }}
      settings={client.settings}
      title={(language) => draft.name[language].trim() || t('questionnaireTemplates.unnamed')}
      parts={(language) =>
        sections.map((section, index) => ({
          key: section.uid,
          title: section.name[language].trim() || t('questionnaireTemplates.section.headingUnnamed', { number: index + 1 }),
          fields: section.fields,
        }))
      }
    />
  );
}
