import { useCallback } from 'react';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { useIndicators } from '../../app/session/page-data';
import { placeName } from './indicator-tree';

/** The name of a section (or of a subsection of it) in the current language, from the indicator list. */
export function usePlaceName(): (section: string, subsection?: string | null) => string {
  const indicators = useIndicators();
  const { locale } = useLocale();
  return useCallback((section, subsection) => placeName(indicators, locale, section, subsection), [indicators, locale]);
}
