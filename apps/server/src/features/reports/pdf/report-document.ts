import type { LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { ChartOptions } from '@platform/shared/indicators/chart-options';
import type { Report, ReportPageWithFigures } from '@platform/shared/reports/reports.schemas';

/**
 * One figure of a key-figures block given by the document (a key-figures part naming no indicator shows these;
 * one naming an indicator shows that indicator's latest value): a label, a value (none yet: a dash), its unit.
 */
export interface ReportKeyFigure {
  label: LocalizedText;
  value: number | null;
  unit: LocalizedText | null;
}

/**
 * A typeface's four files, as paths on this machine: TrueType, OpenType, WOFF or WOFF2 (the PDF library reads
 * them with fontkit). `family` is the name charts ask for in their `fontFamily` (the client's chart overrides
 * name the site's fonts), so a chart's text is set in the same face as the page around it.
 */
export interface ReportFontFamily {
  family: string;
  normal: string;
  bold: string;
  italics: string;
  bolditalics: string;
}

/** What the client brands a report with. Each is optional but the name: the renderer has defaults. */
export interface ReportBrand {
  /** The client's name: on the cover and as the figures' source. */
  name: LocalizedText;
  /** Headings, and the body text (tables and charts too). Default: Montserrat and Source Sans 3. */
  fonts?: { heading?: ReportFontFamily; body?: ReportFontFamily };
  /** The colour of headings and rules on the cover and pages. */
  accentColour?: string;
  /** The client's chart overrides ('chart global overrides', 'chart indicator overrides' by key), as on the site. */
  chartOverrides?: { global?: ChartOptions; indicator?: Record<string, ChartOptions> };
}

/** The names of the report's default tags (what the figures are for), shown on the cover. */
export interface ReportScopeName {
  dimension: LocalizedText;
  name: LocalizedText;
}

/**
 * Everything a report's PDF is made of, gathered before rendering (the renderer reads no database): the report,
 * its pages with their parts' figures in page and part order, the key figures, the client's brand.
 */
export interface ReportDocument {
  /** The report's fields (its pages are below, with their figures). */
  report: Omit<Report, 'pages' | 'abilities'>;
  pages: ReportPageWithFigures[];
  keyFigures: ReportKeyFigure[];
  brand: ReportBrand;
  /** The default tags' names; without them the cover names the tags by key. */
  scope?: ReportScopeName[];
}
