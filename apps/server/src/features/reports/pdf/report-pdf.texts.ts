import type { Locale } from '@platform/shared/i18n/locales';

interface ReportPdfTexts {
  contents: string;
  period: string;
  /** `{date}`: the publication date. */
  publishedOn: string;
  dataVersion: string;
  /** `{page}` and `{pages}`. */
  pageOfPages: string;
  keyFigures: string;
  unit: string;
  source: string;
  annotations: string;
  allYears: string;
  methodology: string;
  notes: string;
  periodColumn: string;
  total: string;
  noFigures: string;
  notApplicable: string;
  /** `{name}`: the chart's indicator (the chart's alternative text). */
  chartOf: string;
}

/** The PDF's own words, in each locale (it is made on the server, in the language asked for). */
export const REPORT_PDF_TEXTS: Record<Locale, ReportPdfTexts> = {
  en: {
    contents: 'Contents',
    period: 'Period',
    publishedOn: 'Published on {date}',
    dataVersion: 'Data version',
    pageOfPages: 'Page {page} of {pages}',
    keyFigures: 'Key figures',
    unit: 'Unit',
    source: 'Source',
    annotations: 'Annotations',
    allYears: 'All years',
    methodology: 'Methodology',
    notes: 'Notes',
    periodColumn: 'Period',
    total: 'Total',
    noFigures: 'No figures for this period.',
    notApplicable: 'n/a',
    chartOf: 'Chart of {name}',
  },
  fr: {
    contents: 'Table des matières',
    period: 'Période',
    publishedOn: 'Publié le {date}',
    dataVersion: 'Version des données',
    pageOfPages: 'Page {page} sur {pages}',
    keyFigures: 'Chiffres clés',
    unit: 'Unité',
    source: 'Source',
    annotations: 'Annotations',
    allYears: 'Toutes les années',
    methodology: 'Méthodologie',
    notes: 'Notes',
    periodColumn: 'Période',
    total: 'Total',
    noFigures: 'Aucun chiffre pour cette période.',
    notApplicable: 's.o.',
    chartOf: 'Graphique\u00a0: {name}',
  },
};

/** A text with its `{name}` slots filled. */
export const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (slot, name: string) => String(values[name] ?? slot));
