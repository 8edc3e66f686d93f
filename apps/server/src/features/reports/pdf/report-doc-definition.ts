import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';
import type { Locale } from '@platform/shared/i18n/locales';
import type { ReportPageWithFigures } from '@platform/shared/reports/reports.schemas';
import { indicatorPartContent } from './indicator-part-content.js';
import { cardOfPart, cardsOfDocument, type KeyFigureCard, keyFiguresContent } from './key-figures-content.js';
import { printableText, reportFontsOf } from './pdf-fonts.js';
import { labelled, type RenderContext } from './render-context.js';
import type { ReportDocument } from './report-document.js';
import { formatDate, formatPeriod } from './report-format.js';
import { fill, REPORT_PDF_TEXTS } from './report-pdf.texts.js';
import { reportStyles } from './report-styles.js';
import { richTextContent } from './rich-text-content.js';

/** US Letter, the paper of the association's country; A4 on request. Points. */
const PAGE_SIZES = { LETTER: { width: 612, height: 792 }, A4: { width: 595.28, height: 841.89 } } as const;
export type ReportPageSize = keyof typeof PAGE_SIZES;

const MARGIN = { side: 54, top: 64, bottom: 56 };
const DEFAULT_ACCENT = '#0b5fa5';

export interface ReportDefinitionOptions {
  pageSize?: ReportPageSize;
  /** The client's number delimiters for the locale; Intl's for the locale when none are given. */
  delimiters?: NumberDelimiters;
  /** The document's creation date (a fixed one makes the same report give the same file). */
  now?: Date;
  /** After each part drawn: how many of the parts are done. */
  onPart?: (done: number, total: number) => void;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function cover(document: ReportDocument, context: RenderContext): Content {
  const { report } = document;
  const { locale, texts, printable } = context;
  const line = (label: string, value: string): Content => ({ text: [{ text: labelled(context, label), bold: true }, printable(value)], style: 'coverMeta' });
  const scope =
    document.scope?.map((each) => line(each.dimension[locale] || each.dimension.en, each.name[locale] || each.name.en)) ??
    Object.entries(report.default_tags).map(([dimension, key]) => line(dimension, key));
  return {
    stack: [
      { text: printable(document.brand.name[locale] || document.brand.name.en), style: 'coverBrand' },
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 96, y2: 0, lineWidth: 3, lineColor: context.accent }], margin: [0, 10, 0, 28] },
      { text: printable(report.title[locale] || report.title.en), style: 'coverTitle' },
      line(texts.period, formatPeriod(report.date_start, report.date_end, locale)),
      ...scope,
      ...(report.published_at ? [{ text: printable(fill(texts.publishedOn, { date: formatDate(report.published_at, locale) })), style: 'coverMeta' }] : []),
      ...(report.published_at && report.data_version ? [line(texts.dataVersion, report.data_version)] : []),
    ],
    margin: [0, 150, 0, 0],
  };
}

/**
 * One report page's parts in order: a run of key-figures parts makes one block (a card per part naming an
 * indicator, the document's key figures for one naming none); a page break breaks before what follows it (never
 * into a blank page).
 */
async function pageContent(page: ReportPageWithFigures, document: ReportDocument, context: RenderContext, drawn: () => Promise<void>): Promise<Content[]> {
  const blocks: Content[] = [];
  let breakBefore = false;
  let cards: KeyFigureCard[] | null = null;
  const add = (block: Content | null) => {
    if (!block) return;
    blocks.push(breakBefore ? { stack: [block], pageBreak: 'before' } : block);
    breakBefore = false;
  };
  const closeCards = () => {
    if (cards) add(keyFiguresContent(cards, context));
    cards = null;
  };
  for (const part of [...page.parts].sort((a, b) => a.index - b.index)) {
    if (part.type === 'key_figures') {
      cards ??= [];
      cards.push(...(part.figures ? [cardOfPart({ html: part.html ?? null, figures: part.figures }, context)] : cardsOfDocument(document.keyFigures, context)));
      await drawn();
      continue;
    }
    closeCards();
    if (part.type === 'page_break') {
      breakBefore = blocks.length > 0;
    } else if (part.type === 'indicator') {
      add(indicatorPartContent(part, context));
    } else if (part.type === 'text') {
      const body = richTextContent(part.html?.[context.locale], { printable: context.printable, linkColour: context.accent, headingsInContents: true });
      add(body.length > 0 ? { stack: body, style: 'part' } : null);
    }
    await drawn();
  }
  closeCards();
  return blocks;
}

/**
 * The report as the PDF library's document: a cover, a table of contents with page numbers, then each report
 * page from a new PDF page, its parts in order; the report's title in the header and "Page X of Y" in the
 * footer of every page but the cover; the report's orientation; the brand's fonts; numbers and dates in the
 * locale. Drawing the charts yields to the event loop between parts.
 */
export async function reportDocDefinition(document: ReportDocument, locale: Locale, options: ReportDefinitionOptions = {}): Promise<TDocumentDefinitions> {
  const { report, brand } = document;
  const texts = REPORT_PDF_TEXTS[locale];
  const fonts = reportFontsOf(brand);
  const printable = printableText(fonts);
  const landscape = report.orientation === 'landscape';
  const paper = PAGE_SIZES[options.pageSize ?? 'LETTER'];
  const pageWidth = landscape ? paper.height : paper.width;
  const accent = brand.accentColour ?? DEFAULT_ACCENT;
  const context: RenderContext = {
    locale,
    texts,
    report,
    brandName: brand.name[locale] || brand.name.en,
    fonts,
    accent,
    printable,
    contentWidth: pageWidth - 2 * MARGIN.side,
    landscape,
    ...(options.delimiters ? { delimiters: options.delimiters } : {}),
    ...(brand.chartOverrides ? { chartOverrides: brand.chartOverrides } : {}),
  };
  const title = printable(report.title[locale] || report.title.en);

  const pages = [...document.pages].sort((a, b) => a.index - b.index);
  const total = pages.reduce((sum, page) => sum + page.parts.length, 0);
  let done = 0;
  const drawn = async () => {
    done += 1;
    options.onPart?.(done, total);
    await yieldToEventLoop();
  };
  const body: Content[] = [];
  for (const page of pages) {
    const blocks = await pageContent(page, document, context, drawn);
    if (blocks.length === 0) continue;
    body.push({ stack: blocks, pageBreak: 'before' });
  }

  return {
    pageSize: { width: paper.width, height: paper.height },
    pageOrientation: report.orientation,
    pageMargins: [MARGIN.side, MARGIN.top, MARGIN.side, MARGIN.bottom],
    language: locale === 'fr' ? 'fr-CA' : 'en-CA',
    displayTitle: true,
    info: { title, author: printable(context.brandName), subject: formatPeriod(report.date_start, report.date_end, locale), creationDate: options.now ?? new Date() },
    defaultStyle: { font: fonts.body.family, fontSize: 10.5, lineHeight: 1.2, color: '#1f2933' },
    styles: reportStyles(fonts, accent),
    header: (currentPage) => (currentPage === 1 ? null : { text: title, style: 'pageHeader', margin: [MARGIN.side, 30, MARGIN.side, 0] }),
    footer: (currentPage, pageCount) =>
      currentPage === 1
        ? null
        : { text: fill(texts.pageOfPages, { page: currentPage, pages: pageCount }), style: 'pageFooter', alignment: 'center', margin: [MARGIN.side, 22, MARGIN.side, 0] },
    content: [
      cover(document, context),
      { toc: { title: { text: texts.contents, style: 'tocTitle' }, textStyle: 'tocEntry', numberStyle: 'tocNumber', textMargin: [0, 3, 0, 3] }, pageBreak: 'before' },
      ...body,
    ],
  };
}
