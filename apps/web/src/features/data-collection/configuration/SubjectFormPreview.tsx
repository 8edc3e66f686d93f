import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { FieldValue, FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import { adminDelimitersOf } from '@platform/shared/dynamic-form/localized-number';
import { LOCALES, type Locale } from '@platform/shared/i18n/locales';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useClient } from '../../../app/session/page-data';
import { DynamicForm } from '../../../ui/dynamic-form/DynamicForm';
import { useT } from '../../../ui/i18n/useT';
import { definitionOf } from './configuration-form-values';
import type { EditorField } from './editor-types';
import { languageName } from './localized-labels';

const FIELD_ID = /^[a-z][a-z0-9_]*$/;

/**
 * The form as contributors will see it, in either language, updated as the definitions change; answers
 * typed here try the display conditions out and are never sent.
 */
export function SubjectFormPreview({ fields }: { fields: readonly EditorField[] }) {
  const t = useT();
  const { locale: interfaceLocale } = useLocale();
  const client = useClient();
  const titleId = useId();
  const [locale, setLocale] = useState<Locale>(interfaceLocale);
  const [values, setValues] = useState<FormValues>({});
  // Only fields with a usable, unique identifier can be rendered (values are kept by identifier).
  const definitions = useMemo(() => {
    const ids = fields.map((field) => field.id);
    return fields.filter((field, index) => FIELD_ID.test(field.id) && ids.indexOf(field.id) === index).map(definitionOf);
  }, [fields]);
  // Enter in a preview box must not save the configuration around it.
  const keepEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  };

  return (
    <aside className="subject-config__preview" aria-labelledby={titleId}>
      <div className="subject-config__preview-header">
        <h3 id={titleId} className="subject-config__subheading">
          {t('subjectConfiguration.preview')}
        </h3>
        <div className="subject-config__preview-languages" role="group" aria-label={t('common.language')}>
          {LOCALES.map((language) => (
            <button
              key={language}
              type="button"
              lang={language}
              className="subject-config__language"
              aria-pressed={language === locale}
              onClick={() => setLocale(language)}
            >
              {t(`common.locale.${language}`)}
            </button>
          ))}
        </div>
      </div>
      <p className="ui-field__hint">{t('subjectConfiguration.preview.hint', { language: languageName(t, locale) })}</p>
      <div lang={locale} onKeyDown={keepEnter}>
        <DynamicForm
          idPrefix="subject-config-preview"
          fields={definitions}
          values={values}
          onValueChange={(id: string, value: FieldValue) => setValues((current) => ({ ...current, [id]: value }))}
          locale={locale}
          delimiters={adminDelimitersOf(client.settings, locale)}
          dateBounds={{ beginning: client.settings.dates.beginning_of_time, end: client.settings.dates.end_of_time }}
        />
      </div>
    </aside>
  );
}
