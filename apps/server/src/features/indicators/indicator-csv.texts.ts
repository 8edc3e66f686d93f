import type { Locale } from '@platform/shared/i18n/locales';

/** The licence the published figures are offered under, named the same in every language. */
export const FIGURES_LICENCE = 'CC BY 4.0';

/** The CSV export's own words in one locale. */
export interface IndicatorCsvTexts {
  indicator: string;
  source: string;
  unit: string;
  methodology: string;
  revisedAt: string;
  licence: string;
  period: string;
  breakdown: string;
  value: string;
  total: string;
  /** The status column's header, and what it says of a figure of a provisional period. */
  status: string;
  provisional: string;
}

/** The CSV export's own words, in each locale (the file is made on the server, in the language asked for). */
export const INDICATOR_CSV_TEXTS: Record<Locale, IndicatorCsvTexts> = {
  en: {
    indicator: 'Indicator',
    source: 'Source',
    unit: 'Unit',
    methodology: 'Methodology',
    revisedAt: 'Last revised',
    licence: 'Licence',
    period: 'Period',
    breakdown: 'Breakdown',
    value: 'Value',
    total: 'Total',
    status: 'Status',
    provisional: 'provisional',
  },
  fr: {
    indicator: 'Indicateur',
    source: 'Source',
    unit: 'Unité',
    methodology: 'Méthodologie',
    revisedAt: 'Dernière révision',
    licence: 'Licence',
    period: 'Période',
    breakdown: 'Ventilation',
    value: 'Valeur',
    total: 'Total',
    status: 'Statut',
    provisional: 'provisoire',
  },
};
