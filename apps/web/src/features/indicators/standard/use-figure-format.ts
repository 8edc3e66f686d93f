import { useMemo } from 'react';
import { figureFractionDigits } from '@platform/shared/indicators/figure-digits';
import { adminDelimitersOf, formatLocalizedNumber, type NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useClient } from '../../../app/session/page-data';

/** A figure with exactly `digits` fraction digits, grouped and written with the delimiters. */
export function formatFigure(value: number, delimiters: NumberDelimiters, digits: number): string {
  const [integer = '0', fraction] = Math.abs(value).toFixed(digits).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, delimiters.thousands);
  const negative = value < 0 && Number(`${integer}.${fraction ?? 0}`) !== 0;
  return `${negative ? '-' : ''}${grouped}${fraction ? delimiters.decimal + fraction : ''}`;
}

export interface FigureFormat {
  /** A figure of the indicator, as the table and the tooltip write it. */
  figure: (value: number) => string;
  /** An axis tick: the same delimiters, without trailing zeros. */
  tick: (value: number) => string;
}

/** Writes an indicator's figures with the client's delimiters for the current locale (spec §5, §9): 1,234.5 / 1 234,5. */
export function useFigureFormat(values: readonly number[]): FigureFormat {
  const { locale } = useLocale();
  const { settings } = useClient();
  const { decimal, thousands } = adminDelimitersOf(settings, locale);
  const digits = figureFractionDigits(values.length > 0 ? values : [0]);
  return useMemo(
    () => ({
      figure: (value: number) => formatFigure(value, { decimal, thousands }, digits),
      tick: (value: number) => formatLocalizedNumber(value, { decimal, thousands }, { maximumFractionDigits: Math.max(digits, 2) }),
    }),
    [decimal, thousands, digits],
  );
}
