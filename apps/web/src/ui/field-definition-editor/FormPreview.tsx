import { Fragment, useId, useState, type KeyboardEvent } from 'react';
import type { FieldDefinition, FieldValue, FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { ClientSettings } from '@platform/shared/clients/client.schemas';
import { adminDelimitersOf } from '@platform/shared/dynamic-form/localized-number';
import { LOCALES, type Locale } from '@platform/shared/i18n/locales';
import { DynamicForm } from '../dynamic-form/DynamicForm';
import './FormPreview.css';

/** A part of a previewed form: a section with its title, or the whole form when it has no title. */
export interface PreviewPart {
  key: string;
  title?: string;
  fields: readonly FieldDefinition[];
}

export interface FormPreviewTexts {
  heading: string;
  /** Names the group of language buttons. */
  languages: string;
  /** A language button's text. */
  language: (locale: Locale) => string;
  hint: (locale: Locale) => string;
  /** Said in a part with no field to show. */
  emptyPart?: string;
}

/**
 * A form as the people filling it in will see it, in either language (the interface's first), rendered by the one
 * dynamic-form renderer and updated as its definitions change. Answers typed here try the display conditions out
 * and are never sent; Enter in a box does not submit the form editing the definitions around it.
 */
export function FormPreview({
  landmark,
  headingLevel,
  className,
  idPrefix,
  initialLocale,
  texts,
  settings,
  title,
  parts,
}: {
  /** `aside` beside a form it completes, `section` for a part of the page of its own. */
  landmark: 'aside' | 'section';
  headingLevel: 2 | 3;
  /** The preview's frame, which the screen styles. */
  className?: string;
  /** Of the previewed controls' ids. */
  idPrefix: string;
  initialLocale: Locale;
  texts: FormPreviewTexts;
  /** The client's: numbers are written with its delimiters, dates kept within its beginning and end of time. */
  settings: Pick<ClientSettings, 'decimal_delimiter' | 'thousands_delimiter' | 'dates'>;
  /** The form's title in a language, shown above its parts (none: no title). */
  title?: (locale: Locale) => string;
  /** What the form shows in a language. */
  parts: (locale: Locale) => readonly PreviewPart[];
}) {
  const titleId = useId();
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const [values, setValues] = useState<FormValues>({});
  const keepEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  };
  const Landmark = landmark;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const form = (fields: readonly FieldDefinition[]) => (
    <DynamicForm
      idPrefix={idPrefix}
      fields={fields}
      values={values}
      onValueChange={(id: string, value: FieldValue) => setValues((current) => ({ ...current, [id]: value }))}
      locale={locale}
      delimiters={adminDelimitersOf(settings, locale)}
      dateBounds={{ beginning: settings.dates.beginning_of_time, end: settings.dates.end_of_time }}
    />
  );

  return (
    <Landmark className={['ui-form-preview', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className="ui-form-preview__bar">
        <Heading id={titleId} className="ui-form-preview__heading">
          {texts.heading}
        </Heading>
        <div className="ui-form-preview__languages" role="group" aria-label={texts.languages}>
          {LOCALES.map((language) => (
            <button key={language} type="button" lang={language} className="ui-form-preview__language" aria-pressed={language === locale} onClick={() => setLocale(language)}>
              {texts.language(language)}
            </button>
          ))}
        </div>
      </div>
      <p className="ui-field__hint ui-form-preview__hint">{texts.hint(locale)}</p>
      <div className="ui-form-preview__sheet" lang={locale} onKeyDown={keepEnter}>
        {title && <p className="ui-form-preview__title">{title(locale)}</p>}
        {parts(locale).map((part) =>
          part.title === undefined ? (
            <Fragment key={part.key}>{form(part.fields)}</Fragment>
          ) : (
            <div key={part.key} className="ui-form-preview__part" role="group" aria-label={part.title}>
              <p className="ui-form-preview__part-title">{part.title}</p>
              {part.fields.length === 0 && texts.emptyPart ? <p className="ui-form-preview__empty">{texts.emptyPart}</p> : form(part.fields)}
            </div>
          ),
        )}
      </div>
    </Landmark>
  );
}
