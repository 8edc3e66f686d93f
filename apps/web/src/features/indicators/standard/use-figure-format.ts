import { useCallback } from 'react';
import { adminDelimitersOf, formatLocalizedNumber } from '@platform/shared/dynamic-form/localized-number';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useClient } from '../../../app/session/page-data';

/** Fraction digits a figure is shown with: two, or four below one so that small ratios keep their meaning. */
export const figureFractionDigits = (value: number) => (value === 0 || Math.abs(value) >= 1 ? 2 : 4);

/** Writes a figure with the client's delimiters for the current locale (spec §5, §9): 1,234.5 / 1 234,5. */
export function useFigureFormat(): (value: number) => string {
  const { locale } = useLocale();
  const { settings } = useClient();
  const delimiters = adminDelimitersOf(settings, locale);
  const { decimal, thousands } = delimiters;
  return useCallback(
    (value: number) => formatLocalizedNumber(value, { decimal, thousands }, { maximumFractionDigits: figureFractionDigits(value) }),
    [decimal, thousands],
  );
}
