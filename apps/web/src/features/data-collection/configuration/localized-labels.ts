import type { Locale } from '@platform/shared/i18n/locales';
import type { Translate } from '../../../ui/i18n/useT';

/** The language's name as the interface writes it inside a label: "Name (French)", « Nom (français) ». */
export const languageName = (t: Translate, locale: Locale) => t(`subjectConfiguration.language.${locale}`);
