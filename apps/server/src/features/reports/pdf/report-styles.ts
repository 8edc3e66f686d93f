import type { StyleDictionary } from 'pdfmake/interfaces';
import type { ReportFonts } from './pdf-fonts.js';

const INK = '#1f2933';
const MUTED = '#52606d';

/** The PDF's typography: headings in the heading face, everything else in the body face. */
export function reportStyles(fonts: ReportFonts, accent: string): StyleDictionary {
  const heading = fonts.heading.family;
  return {
    coverBrand: { font: heading, fontSize: 13, bold: true, color: accent, characterSpacing: 0.5 },
    coverTitle: { font: heading, fontSize: 28, bold: true, color: INK, lineHeight: 1.1, margin: [0, 0, 0, 18] },
    coverMeta: { fontSize: 13, color: MUTED, margin: [0, 0, 0, 4] },
    tocTitle: { font: heading, fontSize: 20, bold: true, color: INK, margin: [0, 0, 0, 16] },
    tocEntry: { fontSize: 11.5, color: INK },
    tocNumber: { fontSize: 11.5, color: MUTED },
    pageHeader: { fontSize: 8.5, color: MUTED },
    pageFooter: { fontSize: 8.5, color: MUTED },
    part: { margin: [0, 0, 0, 16] },
    indicatorHeading: { font: heading, fontSize: 15, bold: true, color: accent, margin: [0, 0, 0, 4] },
    partSubheading: { font: heading, fontSize: 10.5, bold: true, color: INK, margin: [0, 8, 0, 3] },
    meta: { fontSize: 9.5, color: MUTED, margin: [0, 0, 0, 3] },
    annotationPeriod: { fontSize: 9.5, bold: true, color: INK, margin: [0, 3, 0, 1] },
    figureTable: { fontSize: 9.5, margin: [0, 4, 0, 8] },
    tableHeader: { bold: true, color: INK },
    tableRowHeader: { bold: true, color: INK },
    tableCell: { alignment: 'right', color: INK },
    keyFigureValue: { font: heading, fontSize: 20, bold: true, margin: [0, 0, 0, 4] },
    keyFigureLabel: { fontSize: 10.5, color: INK },
    keyFigurePeriod: { fontSize: 9, color: MUTED, margin: [0, 2, 0, 0] },
    richParagraph: { margin: [0, 0, 0, 6] },
    richList: { margin: [0, 0, 0, 6] },
    richQuote: { italics: true, color: MUTED, margin: [14, 0, 0, 6] },
    richH2: { font: heading, fontSize: 15, bold: true, color: accent, margin: [0, 6, 0, 6] },
    richH3: { font: heading, fontSize: 12.5, bold: true, color: INK, margin: [0, 6, 0, 4] },
    richH4: { font: heading, fontSize: 11, bold: true, color: INK, margin: [0, 4, 0, 3] },
  };
}
