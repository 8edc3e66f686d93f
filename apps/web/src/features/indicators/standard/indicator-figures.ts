import type { IndicatorValueRow } from '@platform/shared/indicators/indicator.schemas';

// The figures arranged by period and series, and the annotations shown with them: shared with the report PDF.
export {
  annotationsFor,
  arrangeFigures,
  seriesIdOf,
  TOTAL_SERIES,
  type FigureSeries,
  type Figures,
} from '@platform/shared/indicators/indicator-figures';

/** Whether a value changed after the report year was published (it then carries the "revised" mark). */
export function isRevised(row: Pick<IndicatorValueRow, 'revised_at'>, publishedAt: string | null): boolean {
  if (!publishedAt) return false;
  return Date.parse(row.revised_at) > Date.parse(publishedAt);
}
