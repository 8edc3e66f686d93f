import type { Content, TableCell } from 'pdfmake/interfaces';
import { TOTAL_SERIES, arrangeFigures } from '@platform/shared/indicators/indicator-figures';
import type { ReportPartFigures } from '@platform/shared/reports/reports.schemas';
import type { ReportKeyFigure } from './report-document.js';
import { roundedFormatter } from './report-format.js';
import { figureFractionDigits } from '@platform/shared/indicators/figure-digits';
import type { RenderContext } from './render-context.js';
import { richTextPlain } from './rich-text-content.js';

const PER_ROW = { portrait: 3, landscape: 4 };

/** One card of a key-figures block. */
export interface KeyFigureCard {
  value: number | null;
  unit: string | null;
  label: string;
  /** The period the value is of, when it comes from an indicator's figures. */
  period?: string;
}

/** The document's own key figures (`ReportDocument.keyFigures`) as cards. */
export const cardsOfDocument = (keyFigures: readonly ReportKeyFigure[], context: RenderContext): KeyFigureCard[] =>
  keyFigures.map((figure) => ({ value: figure.value, unit: figure.unit?.[context.locale] || null, label: figure.label[context.locale] || figure.label.en }));

/**
 * A key-figures part naming an indicator as a card: the latest value of its total in the report's period (of
 * its only series when it has no total), its unit, and the part's text as the label (the indicator's name
 * when the part has none).
 */
export function cardOfPart(part: { html?: { en: string | null; fr: string | null } | null; figures: ReportPartFigures }, context: RenderContext): KeyFigureCard {
  const { locale } = context;
  const figures = arrangeFigures(part.figures.data, locale);
  const series = figures.series.find((each) => each.id === TOTAL_SERIES) ?? (figures.series.length === 1 ? figures.series[0] : undefined);
  let index = figures.periods.length - 1;
  while (index >= 0 && (series?.rows[index]?.value ?? null) === null) index -= 1;
  const label = richTextPlain(part.html?.[locale]) || part.figures.name[locale] || part.figures.name.en;
  return {
    value: index >= 0 ? (series?.rows[index]?.value ?? null) : null,
    unit: part.figures.unit?.[locale] || null,
    label,
    ...(index >= 0 ? { period: figures.periods[index] } : {}),
  };
}

/** A key-figures block: its heading (in the contents and outline), then the figures as cards, value over label. */
export function keyFiguresContent(cards: readonly KeyFigureCard[], context: RenderContext): Content {
  const { locale, texts, printable, accent } = context;
  const perRow = PER_ROW[context.landscape ? 'landscape' : 'portrait'];
  const cells = cards.map((card): TableCell => {
    const value = card.value === null ? '\u2014' : roundedFormatter(locale, figureFractionDigits([card.value]), context.delimiters)(card.value);
    return {
      stack: [
        { text: printable(card.unit ? `${value}\u00a0${card.unit}` : value), style: 'keyFigureValue', color: accent },
        { text: printable(card.label), style: 'keyFigureLabel' },
        ...(card.period ? [{ text: printable(card.period), style: 'keyFigurePeriod' }] : []),
      ],
    };
  });
  const rows: TableCell[][] = [];
  for (let start = 0; start < cells.length; start += perRow) {
    const row = cells.slice(start, start + perRow);
    while (row.length < perRow) row.push({ text: '' });
    rows.push(row);
  }
  const heading: Content = { text: texts.keyFigures, style: 'indicatorHeading', tocItem: true, outline: true };
  if (rows.length === 0) return { stack: [heading], style: 'part' };
  return {
    stack: [
      heading,
      {
        table: { widths: Array.from({ length: perRow }, () => '*' as const), body: rows, dontBreakRows: true },
        layout: {
          hLineWidth: () => 4,
          vLineWidth: () => 4,
          hLineColor: () => '#ffffff',
          vLineColor: () => '#ffffff',
          fillColor: (rowIndex, node, columnIndex) => {
            const cell = node.table.body[rowIndex]?.[columnIndex] as { stack?: unknown } | undefined;
            return cell?.stack ? '#f1f4f7' : null;
          },
          paddingTop: () => 10,
          paddingBottom: () => 10,
          paddingLeft: () => 10,
          paddingRight: () => 10,
        },
      },
    ],
    style: 'part',
    // A block of two rows or fewer stays on one page with its heading.
    unbreakable: rows.length <= 2,
  };
}
