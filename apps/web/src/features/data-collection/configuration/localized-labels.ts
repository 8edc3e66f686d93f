import type { LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Locale } from '@platform/shared/i18n/locales';
import type { Translate } from '../../../ui/i18n/useT';

/** The language's name as the interface writes it inside a label: "Name (French)", « Nom (français) ». */
export const languageName = (t: Translate, locale: Locale) => t(`subjectConfiguration.language.${locale}`);

/** A name to call a field or choice by: its name in the interface's language, else the other one, else its key. */
export function displayName(name: LocalizedText, key: string, locale: Locale): string {
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  return name[locale].trim() || name[other].trim() || key;
}
