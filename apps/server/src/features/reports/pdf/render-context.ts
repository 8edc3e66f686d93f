import type { NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';
import type { Locale } from '@platform/shared/i18n/locales';
import type { ChartOptions } from '@platform/shared/indicators/chart-options';
import type { ReportFonts } from './pdf-fonts.js';
import type { ReportDocument } from './report-document.js';
import type { REPORT_PDF_TEXTS } from './report-pdf.texts.js';

/** What every part of a report's PDF is drawn with: its language, words, fonts, page width and brand. */
export interface RenderContext {
  locale: Locale;
  texts: (typeof REPORT_PDF_TEXTS)[Locale];
  report: ReportDocument['report'];
  brandName: string;
  fonts: ReportFonts;
  accent: string;
  /** Every text printed goes through it (characters the fonts lack get a stand-in). */
  printable: (text: string) => string;
  /** The width between the page's margins, in points. */
  contentWidth: number;
  landscape: boolean;
  delimiters?: NumberDelimiters;
  chartOverrides?: { global?: ChartOptions; indicator?: Record<string, ChartOptions> };
}

/** A label before its value: "Unit: " / "Unité : " (French sets a no-break space before the colon). */
export const labelled = (context: Pick<RenderContext, 'locale'>, label: string) => (context.locale === 'fr' ? `${label}\u00a0: ` : `${label}: `);
