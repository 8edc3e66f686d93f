import type { IndicatorValueRow } from '@platform/shared/indicators/indicator.schemas';
import type { Report, ReportPageWithFigures, ReportPartFigures } from '@platform/shared/reports/reports.schemas';
import type { ReportDocument, ReportKeyFigure } from './report-document.js';

// Report documents made by hand for the PDF's tests and benchmark (bench/report-pdf.mjs): no database.

type Part = ReportPageWithFigures['parts'][number];

const REVISED_AT = '2024-01-15T10:00:00.000Z';
const row = (period: string, value: number | null, tags?: Record<string, string>): IndicatorValueRow => ({
  period,
  value,
  ...(tags ? { tags } : {}),
  revised_at: REVISED_AT,
  not_applicable: 0,
});

const ORGANISATIONS = [
  { key: 'boreal', dimension: 'organisation', name: { en: 'Boréal Aluminium', fr: 'Boréal Aluminium' } },
  { key: 'laurentide', dimension: 'organisation', name: { en: 'Laurentide Metals', fr: 'Métaux Laurentide' } },
  { key: 'minerais', dimension: 'organisation', name: { en: 'Northern Minerals', fr: 'Minerais Nordiques' } },
];

export function reportFixture(overrides: Partial<Report> = {}): Report {
  return {
    id: 1,
    title: { en: '2024 Sustainability Report', fr: 'Rapport de développement durable 2024' },
    date_start: '2017-01-01',
    date_end: '2021-12-31',
    orientation: 'portrait',
    default_tags: { organisation: 'boreal' },
    show_indicator_annotations: true,
    show_indicator_html_data: true,
    exact_indicators_copy: true,
    users: [],
    owner: { id: 1, email: 'owner@example.com' },
    published_at: '2025-03-12T15:00:00.000Z',
    public_summary: false,
    data_version: '2025-03-12.4',
    frozen_at: '2025-03-12T15:00:00.000Z',
    pages: [],
    updated_at: '2025-03-12T15:00:00.000Z',
    abilities: { update: true, delete: true, share: true, publish: true, duplicate: true },
    ...overrides,
  };
}

/** Annual aluminium production: a total over five years, with decimals (3.2 Mt…), annotated and documented. */
export function productionFigures(): ReportPartFigures {
  return {
    indicator_key: 'production_aluminium',
    name: { en: 'Annual aluminium production', fr: 'Production annuelle d’aluminium' },
    unit: { en: 'Mt', fr: 'Mt' },
    chart_kind: 'bar',
    data: {
      columns: ['2017', '2018', '2019', '2020', '2021'],
      rows: [row('2017', 3.2), row('2018', 2.9), row('2019', 2.95), row('2020', 3.1), row('2021', 3.125)],
      tags: [],
    },
    methodology: { en: '<p>Sum of the <strong>smelters’</strong> production.</p>', fr: '<p>Somme de la production des <strong>alumineries</strong>.</p>' },
    notes: { en: '<p>Figures rounded.</p>', fr: '<p>Chiffres arrondis.</p>' },
    annotations: [
      { period: '2019', text: { en: '<p>A strike in 2019.</p>', fr: '<p>Une grève en 2019.</p>' } },
      { period: '2016', text: { en: '<p>Before the period: not shown.</p>', fr: '<p>Avant la période.</p>' } },
    ],
  };
}

/** Exports by organisation, three nodes and the total over `years` years from 2012, in the thousands (grouped figures). */
export function exportsFigures(key = 'exportations', years = 10, seed = 1): ReportPartFigures {
  const periods = Array.from({ length: years }, (_, index) => String(2012 + index));
  const rows = periods.flatMap((period, index) => {
    const nodes = ORGANISATIONS.map((organisation, rank) => row(period, 1000 + ((seed * 37 + index * 113 + rank * 271) % 900) + rank * 250.5, { organisation: organisation.key }));
    const total = nodes.reduce((sum, node) => sum + (node.value ?? 0), 0);
    return [row(period, total), ...nodes];
  });
  return {
    indicator_key: key,
    name: { en: `Exports by member ${seed}`, fr: `Exportations par membre ${seed}` },
    unit: { en: 'M$', fr: 'M$' },
    chart_kind: 'stacked_bar',
    data: { columns: periods, rows, tags: ORGANISATIONS },
    methodology: { en: '<p>Declared exports, in millions of dollars.</p>', fr: '<p>Exportations déclarées, en millions de dollars.</p>' },
    notes: null,
    annotations: [{ period: null, text: { en: '<p>Every year: current dollars.</p>', fr: '<p>Chaque année : dollars courants.</p>' } }],
  };
}

/** A long monthly series (one row per month over `months` months): its table runs over several pages. */
export function monthlyFigures(months = 90): ReportPartFigures {
  const periods = Array.from({ length: months }, (_, index) => `${2014 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  return {
    indicator_key: 'electricity_monthly',
    name: { en: 'Monthly electricity use', fr: 'Consommation mensuelle d’électricité' },
    unit: { en: 'GWh', fr: 'GWh' },
    chart_kind: 'line',
    data: { columns: periods, rows: periods.map((period, index) => row(period, 2000 + ((index * 97) % 500) + 0.25)), tags: [] },
    methodology: null,
    notes: null,
    annotations: [],
  };
}

let partIds = 100;
const part = (index: number, fields: Omit<Part, 'id' | 'index'>): Part => ({ id: partIds++, index, ...fields });
export const indicatorPart = (index: number, figures: ReportPartFigures, display: 'chart' | 'table' | 'both' = 'both'): Part =>
  part(index, { type: 'indicator', indicator_key: figures.indicator_key, display, html: null, figures });
export const textPart = (index: number, html: { en: string; fr: string }): Part => part(index, { type: 'text', indicator_key: null, display: null, html, figures: null });
/** A key-figures part: the document's key figures, or with figures the latest value of that indicator. */
export const keyFiguresPart = (index: number, figures: ReportPartFigures | null = null, html: { en: string; fr: string } | null = null): Part =>
  part(index, { type: 'key_figures', indicator_key: figures?.indicator_key ?? null, display: null, html, figures });
export const pageBreakPart = (index: number): Part => part(index, { type: 'page_break', indicator_key: null, display: null, html: null, figures: null });

export const INTRODUCTION = {
  en: '<h2>A word from the president</h2><p>Our members produced <strong>3.1 million tonnes</strong> of aluminium in 2021, with <em>96%</em> hydroelectricity.</p><ul><li>Three producers</li><li>Nine smelters</li></ul><p>Read more on <a href="https://example.org/report">our site</a>.</p>',
  fr: '<h2>Le mot du président</h2><p>Nos membres ont produit <strong>3,1 millions de tonnes</strong> d’aluminium en 2021, avec <em>96 %</em> d’hydroélectricité.</p><ul><li>Trois producteurs</li><li>Neuf alumineries</li></ul><p>Plus de détails sur <a href="https://example.org/report">notre site</a>.</p>',
};

export const KEY_FIGURES: ReportKeyFigure[] = [
  { label: { en: 'smelters in Quebec', fr: 'alumineries au Québec' }, value: 9, unit: null },
  { label: { en: 'primary aluminium produced in 2021', fr: 'd’aluminium primaire produit en 2021' }, value: 3.1, unit: { en: 'Mt', fr: 'Mt' } },
  { label: { en: 'direct jobs', fr: 'emplois directs' }, value: 12345, unit: null },
];

const page = (index: number, parts: Part[]): ReportPageWithFigures => ({ id: index + 1, index, parts });

/**
 * A report of five pages: an introduction and the key figures (the document's, then two indicators' latest
 * values); the production indicator (chart and table,
 * annotated, documented); exports by member as a chart, a page break, then a text; a monthly table longer than
 * a PDF page; exports again as a table.
 */
export function reportDocumentFixture(overrides: Partial<Report> = {}): ReportDocument {
  return {
    report: reportFixture(overrides),
    pages: [
      page(0, [
        textPart(0, INTRODUCTION),
        keyFiguresPart(1),
        keyFiguresPart(2, productionFigures(), { en: '<p>Primary aluminium cast</p>', fr: '<p>Aluminium primaire coulé</p>' }),
        keyFiguresPart(3, exportsFigures('exportations', 10)),
      ]),
      page(1, [indicatorPart(0, productionFigures())]),
      page(2, [indicatorPart(0, exportsFigures('exportations', 10), 'chart'), pageBreakPart(1), textPart(2, { en: '<p>After the break.</p>', fr: '<p>Après le saut.</p>' })]),
      page(3, [indicatorPart(0, monthlyFigures(), 'table')]),
      page(4, [indicatorPart(0, exportsFigures('exportations_table', 6, 2), 'table')]),
    ],
    keyFigures: KEY_FIGURES,
    brand: { name: { en: 'Quebec Aluminium Association', fr: 'Association de l’aluminium du Québec' } },
    scope: [{ dimension: { en: 'Organisation', fr: 'Organisation' }, name: { en: 'Boréal Aluminium', fr: 'Boréal Aluminium' } }],
  };
}

/**
 * A yearly report at full size: `pages` report pages, `indicators` of them an indicator each (a chart of three
 * members and the total over ten years, and its table), the others a text of a few paragraphs, the key figures
 * on the first. The benchmark's and the worker test's report (50 pages, 40 indicators).
 */
export function largeReportDocument({ pages = 50, indicators = 40 }: { pages?: number; indicators?: number } = {}): ReportDocument {
  const paragraph = (n: number) => ({
    en: `<h2>Chapter ${n}</h2>${'<p>The association’s members report their figures every year; this chapter explains what changed and why, with the <strong>context</strong> a reader needs.</p>'.repeat(6)}`,
    fr: `<h2>Chapitre ${n}</h2>${'<p>Les membres de l’association déclarent leurs chiffres chaque année; ce chapitre explique ce qui a changé et pourquoi, avec le <strong>contexte</strong> utile au lecteur.</p>'.repeat(6)}`,
  });
  const built: ReportPageWithFigures[] = [];
  let drawn = 0;
  for (let index = 0; index < pages; index++) {
    // Indicators spread evenly over the pages, the first page holding the key figures.
    const wantsIndicator = drawn < indicators && (index === 0 ? false : Math.floor(((index + 1) * indicators) / pages) > drawn);
    if (index === 0) built.push(page(index, [textPart(0, paragraph(1)), keyFiguresPart(1)]));
    else if (wantsIndicator) built.push(page(index, [indicatorPart(0, exportsFigures(`indicator_${++drawn}`, 10, drawn))]));
    else built.push(page(index, [textPart(0, paragraph(index + 1))]));
  }
  return { ...reportDocumentFixture(), pages: built };
}
