import { createRequire } from 'node:module';
import type * as PdfMake from 'pdfmake';
import type { Locale } from '@platform/shared/i18n/locales';
import { reportFontsOf } from './pdf-fonts.js';
import type { ReportDocument } from './report-document.js';
import { type ReportDefinitionOptions, reportDocDefinition } from './report-doc-definition.js';

// pdfmake is a CommonJS module exporting one instance: required, not imported, so Node and the bundle agree.
const pdfmake = createRequire(import.meta.url)('pdfmake') as typeof PdfMake;

/** The only files the PDF library may read: the fonts of the reports rendered (it fetches nothing). */
const readableFiles = new Set<string>();
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => readableFiles.has(path));

export interface ReportPdfProgress {
  /** Parts drawn, then one more step for laying out and writing the pages. */
  done: number;
  total: number;
}

export interface RenderReportPdfOptions extends Omit<ReportDefinitionOptions, 'onPart'> {
  onProgress?: (progress: ReportPdfProgress) => void;
}

/**
 * A report's PDF in one language, from its document (the report, its pages with their figures, key figures and
 * brand): vector charts and selectable text with the brand's fonts embedded. Drawing the charts yields to the
 * event loop between parts; laying the pages out and writing them is one synchronous stretch (seconds for a
 * long report): a server renders in a worker thread (`renderReportPdfInWorker`).
 */
export async function renderReportPdf(document: ReportDocument, locale: Locale, options: RenderReportPdfOptions = {}): Promise<Buffer> {
  const { onProgress, ...definitionOptions } = options;
  const definition = await reportDocDefinition(document, locale, {
    ...definitionOptions,
    onPart: (done, total) => onProgress?.({ done, total: total + 1 }),
  });
  const fonts = reportFontsOf(document.brand);
  const families = Object.fromEntries(
    [fonts.heading, fonts.body].map(({ family, normal, bold, italics, bolditalics }) => [family, { normal, bold, italics, bolditalics }]),
  );
  for (const face of Object.values(families).flatMap((each) => Object.values(each))) readableFiles.add(face);
  // Fonts are read when the document is created, below: another report's fonts set later do not change this one's.
  pdfmake.setFonts(families);
  const pdf = await pdfmake.createPdf(definition).getBuffer();
  const parts = document.pages.reduce((sum, page) => sum + page.parts.length, 0);
  onProgress?.({ done: parts + 1, total: parts + 1 });
  return pdf;
}
