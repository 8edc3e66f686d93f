import { useMemo } from 'react';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useClient } from '../../../app/session/page-data';
import { definitionOf, FIELD_ID_FORMAT, type EditorField } from '../../../ui/field-definition-editor/editor-field';
import { FormPreview } from '../../../ui/field-definition-editor/FormPreview';
import { useT } from '../../../ui/i18n/useT';
import { languageName } from './localized-labels';

/**
 * The form as contributors will see it, in either language, updated as the definitions change; answers
 * typed here try the display conditions out and are never sent.
 */
export function SubjectFormPreview({ fields }: { fields: readonly EditorField[] }) {
  const t = useT();
  const { locale } = useLocale();
  const client = useClient();
  // Only fields with a usable, unique identifier can be rendered (values are kept by identifier).
  const definitions = useMemo(() => {
    const ids = fields.map((field) => field.id);
    return fields.filter((field, index) => FIELD_ID_FORMAT.test(field.id) && ids.indexOf(field.id) === index).map(definitionOf);
  }, [fields]);

  return (
    <FormPreview
      landmark="aside"
      headingLevel={3}
      className="subject-config__preview"
      idPrefix="subject-config-preview"
      initialLocale={locale}
      texts={{
        heading: t('subjectConfiguration.preview'),
        languages: t('common.language'),
        language: (language) => t(`common.locale.${language}`),
        hint: (language) => t('subjectConfiguration.preview.hint', { language: languageName(t, language) }),
      }}
      settings={client.settings}
      parts={() => [{ key: 'fields', fields: definitions }]}
    />
  );
}
