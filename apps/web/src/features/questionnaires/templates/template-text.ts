import type { LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Locale } from '@platform/shared/i18n/locales';

/** A name in the locale, else in the other one (a draft may have only one), else null. */
export function nameIn(name: LocalizedText, locale: Locale): string | null {
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  return name[locale].trim() || name[other].trim() || null;
}
