import type { Content, ContentTable, CustomTableLayout, TableCell } from 'pdfmake/interfaces';
import { chartOptionsWithOverrides, deepMergeChartOptions, indicatorChartHeight, indicatorChartOptions } from '@platform/shared/indicators/chart-options';
import { annotationsFor, arrangeFigures, type FigureSeries, type Figures } from '@platform/shared/indicators/indicator-figures';
import { chartKindSchema } from '@platform/shared/indicators/indicator.schemas';
import type { ReportPartFigures } from '@platform/shared/reports/reports.schemas';
import { chartSvg } from './chart-svg.js';
import { numberFormatter, tickFormatter } from './report-format.js';
import { figureFractionDigits } from '@platform/shared/indicators/figure-digits';
import { labelled, type RenderContext } from './render-context.js';
import { richTextContent } from './rich-text-content.js';

/** Series per table: more would squeeze the figures; a wider breakdown continues in a table under the first. */
const SERIES_PER_TABLE = { portrait: 5, landscape: 8 };
/** A table this short stays on one page with its indicator's heading. */
const SHORT_TABLE_ROWS = 12;
/** A figures column is no wider than this (points): a single series is not read across the whole page. */
const MAX_VALUE_COLUMN = 110;
/** A block of text this short (characters) may be kept on the page of the subheading before it. */
const SHORT_BLOCK = 1500;

const FIGURE_TABLE_LAYOUT: CustomTableLayout = {
  hLineWidth: (index, node) => (index === 0 || index === node.table.body.length ? 0.8 : index === 1 ? 0.8 : 0.3),
  vLineWidth: () => 0,
  hLineColor: (index) => (index <= 1 ? '#5b6770' : '#c9d1d9'),
  fillColor: (rowIndex) => (rowIndex === 0 ? '#eef2f6' : null),
  paddingTop: () => 3,
  paddingBottom: () => 3,
  paddingLeft: () => 5,
  paddingRight: () => 5,
};

function cellText(row: FigureSeries['rows'][number], formatValue: (value: number) => string, context: RenderContext): string {
  if (row && row.value !== null) return formatValue(row.value);
  if (row && row.not_applicable > 0) return context.texts.notApplicable;
  return '\u2014';
}

/**
 * The figures as tables: a row per period, a column per series (the breakdown nodes, then the total), as on the
 * indicator page. The header row is repeated at the top of every page a table runs onto.
 */
function figureTables(figures: Figures, formatValue: (value: number) => string, context: RenderContext): ContentTable[] {
  const { texts, printable } = context;
  const perTable = SERIES_PER_TABLE[context.landscape ? 'landscape' : 'portrait'];
  const tables: ContentTable[] = [];
  for (let start = 0; start < figures.series.length; start += perTable) {
    const series = figures.series.slice(start, start + perTable);
    const valueWidth = Math.min(MAX_VALUE_COLUMN, Math.floor((context.contentWidth - 90) / series.length));
    const header: TableCell[] = [
      { text: texts.periodColumn, style: 'tableHeader' },
      ...series.map((each): TableCell => ({ text: printable(each.name ?? texts.total), style: 'tableHeader', alignment: 'right' })),
    ];
    const rows = figures.periods.map((period, index): TableCell[] => [
      { text: printable(period), style: 'tableRowHeader' },
      ...series.map((each): TableCell => ({ text: printable(cellText(each.rows[index] ?? null, formatValue, context)), style: 'tableCell' })),
    ]);
    tables.push({
      table: { headerRows: 1, keepWithHeaderRows: 1, dontBreakRows: true, widths: ['auto', ...series.map(() => valueWidth)], body: [header, ...rows] },
      layout: FIGURE_TABLE_LAYOUT,
      style: 'figureTable',
    });
  }
  return tables;
}

function chartContent(figures: Figures, part: ReportPartFigures, formatValue: (value: number) => string, digits: number, context: RenderContext): Content {
  const { locale, printable, fonts } = context;
  const parsedKind = chartKindSchema.safeParse(part.chart_kind);
  const input = {
    kind: parsedKind.success ? parsedKind.data : ('line' as const),
    figures,
    totalName: context.texts.total,
    unit: part.unit?.[locale] || null,
    formatValue,
    formatTick: tickFormatter(locale, digits, context.delimiters),
  };
  // The page's options under the client's overrides (its colours), then in the PDF's body face: the overrides
  // name the site's web fonts, which the PDF embeds under the body family's name.
  const overridden = chartOptionsWithOverrides(indicatorChartOptions(input), {
    global: context.chartOverrides?.global,
    indicator: context.chartOverrides?.indicator?.[part.indicator_key],
    reducedMotion: true,
  });
  const options = deepMergeChartOptions(overridden, { textStyle: { fontFamily: fonts.body.family } });
  const size = { width: Math.floor(context.contentWidth), height: indicatorChartHeight(input) };
  return { svg: printable(chartSvg(options, size, fonts)), width: size.width, height: size.height, font: fonts.body.family, margin: [0, 4, 0, 8] };
}

/** A subheading kept on the page of the block it introduces (when that block is short enough to move with it). */
function introduced(subheading: Content, blocks: Content[]): Content[] {
  const [first, ...rest] = blocks;
  if (!first) return [];
  return JSON.stringify(first).length <= SHORT_BLOCK ? [{ stack: [subheading, first], unbreakable: true }, ...rest] : [subheading, ...blocks];
}

function annotationsContent(part: ReportPartFigures, periods: readonly string[], context: RenderContext): Content[] {
  const { locale, texts, printable } = context;
  const shown = annotationsFor(part.annotations, periods, locale);
  // Each annotation's period stays with its text.
  const annotations = shown.flatMap((annotation): Content[] =>
    introduced(
      { text: printable(annotation.period ?? texts.allYears), style: 'annotationPeriod' },
      richTextContent(annotation.text[locale], { printable, linkColour: context.accent }),
    ),
  );
  return annotations.length === 0 ? [] : introduced({ text: texts.annotations, style: 'partSubheading' }, annotations);
}

function htmlDataContent(part: ReportPartFigures, context: RenderContext): Content[] {
  const { locale, texts, printable } = context;
  return (
    [
      [texts.methodology, part.methodology?.[locale]],
      [texts.notes, part.notes?.[locale]],
    ] as const
  ).flatMap(([title, html]): Content[] => introduced({ text: title, style: 'partSubheading' }, richTextContent(html, { printable, linkColour: context.accent })));
}

/**
 * An indicator part: its name as a heading (in the table of contents and the outline), its unit, its chart
 * (vector, from the public page's option builder, drawn by ECharts' server-side SVG renderer) and/or its table,
 * the source, and per the report's options its annotations, methodology and notes. The heading stays on the
 * page of what follows it.
 */
export function indicatorPartContent(
  part: { indicator_key?: string | null; display?: 'chart' | 'table' | 'both' | null; figures: ReportPartFigures | null },
  context: RenderContext,
): Content {
  const { locale, texts, printable, report } = context;
  const figuresOf = part.figures;
  if (!figuresOf) {
    return {
      stack: [
        { text: printable(part.indicator_key ?? ''), style: 'indicatorHeading' },
        { text: texts.noFigures, style: 'meta' },
      ],
      style: 'part',
    };
  }
  const name = printable(figuresOf.name[locale] || figuresOf.name.en);
  const heading: Content = { text: name, style: 'indicatorHeading', tocItem: true, outline: true };
  const unit = figuresOf.unit?.[locale] || null;
  const lead: Content[] = [heading];
  if (unit) lead.push({ text: [{ text: labelled(context, texts.unit), bold: true }, printable(unit)], style: 'meta' });

  const figures = arrangeFigures(figuresOf.data, locale);
  const values = figures.series.flatMap((series) => series.rows.flatMap((row) => (row && row.value !== null ? [row.value] : [])));
  const rest: Content[] = [];
  if (figures.periods.length === 0 || figures.series.length === 0) {
    lead.push({ text: texts.noFigures, style: 'meta' });
  } else {
    const digits = figureFractionDigits(values.length > 0 ? values : [0]);
    const formatValue = numberFormatter(locale, digits, context.delimiters);
    const display = part.display ?? 'both';
    if (display !== 'table') lead.push(chartContent(figures, figuresOf, formatValue, digits, context));
    if (display !== 'chart') {
      const tables = figureTables(figures, formatValue, context);
      // A short table goes with the heading; a long one runs over pages (the heading then leads its first rows).
      if (display === 'table' && tables.length === 1 && figures.periods.length <= SHORT_TABLE_ROWS) lead.push(...tables);
      else rest.push(...tables);
    }
  }
  rest.push({ text: [{ text: labelled(context, texts.source), bold: true }, printable(context.brandName)], style: 'meta' });
  if (report.show_indicator_annotations) rest.push(...annotationsContent(figuresOf, figures.periods, context));
  if (report.show_indicator_html_data) rest.push(...htmlDataContent(figuresOf, context));
  return { stack: [{ stack: lead, unbreakable: true }, ...rest], style: 'part' };
}
