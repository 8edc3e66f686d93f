import type { IndicatorData } from '@platform/shared/indicators/indicator.schemas';
import type { ReportPartFigures } from '@platform/shared/reports/reports.schemas';
import type { Database } from '../../platform/db/database.js';
import { annotationsForReport, currentReportFigures, indicatorsForReport, tagNamesForReport, type ReportAnnotation, type ReportFigure } from '../indicators/index.js';
import { copiedFigures } from './report-figure-copy.service.js';
import type { ReportRow } from './report-rows.service.js';

const periodOrder = new Intl.Collator('en', { numeric: true }).compare;

/** The year a period is of (its first four digits), or null for a period that names none. */
const yearOf = (period: string): number | null => (/^\d{4}/.test(period) ? Number(period.slice(0, 4)) : null);

/** Whether a period (or an annotation's year, null: every year) falls within the report's years. */
export function inReportYears(report: Pick<ReportRow, 'dateStart' | 'dateEnd'>, period: string | null): boolean {
  if (period === null) return true;
  const year = yearOf(period);
  return year !== null && year >= Number(report.dateStart.slice(0, 4)) && year <= Number(report.dateEnd.slice(0, 4));
}

/**
 * The figures the report shows of these indicators: its copy when frozen, else the current published ones; of
 * its default tags' node (the totals without any), within its years.
 */
export async function shownFigures(db: Database, report: ReportRow, keys: readonly string[], source: 'report' | 'current' = 'report'): Promise<ReportFigure[]> {
  const figures =
    source === 'report' && report.exactIndicatorsCopy
      ? await copiedFigures(db, report.id, keys, report.defaultTags)
      : await currentReportFigures(db, report.clientId, keys, report.defaultTags);
  return figures.filter((figure) => inReportYears(report, figure.period));
}

/**
 * What each of these indicators shows in the report, by key (an indicator that no longer exists is absent): its
 * name, unit and chart kind, its figures as the indicator page has them, its methodology and notes when the
 * report shows them, and its annotations of the report's years when the report shows those.
 */
export async function partFigures(db: Database, report: ReportRow, keys: readonly string[]): Promise<Map<string, ReportPartFigures>> {
  const [indicators, figures] = await Promise.all([indicatorsForReport(db, report.clientId, keys), shownFigures(db, report, keys)]);
  const [annotations, nodes] = await Promise.all([
    report.showIndicatorAnnotations ? annotationsForReport(db, [...indicators.values()].map((indicator) => indicator.id)) : new Map<number, ReportAnnotation[]>(),
    tagNamesForReport(db, report.clientId, Object.values(report.defaultTags)),
  ]);
  const shown = new Map<string, ReportPartFigures>();
  for (const indicator of indicators.values()) {
    shown.set(indicator.key, {
      indicator_key: indicator.key,
      name: indicator.name,
      unit: indicator.unit,
      chart_kind: indicator.chartKind,
      data: dataOf(
        figures.filter((figure) => figure.indicatorKey === indicator.key),
        nodes,
      ),
      methodology: report.showIndicatorHtmlData ? indicator.methodology : null,
      notes: report.showIndicatorHtmlData ? indicator.notes : null,
      annotations: (annotations.get(indicator.id) ?? []).filter((annotation) => inReportYears(report, annotation.period)),
    });
  }
  return shown;
}

/** Figures as an indicator's data: by period, each row with its node (none for the totals). */
function dataOf(figures: readonly ReportFigure[], nodes: IndicatorData['tags']): IndicatorData {
  const sorted = [...figures].sort((a, b) => periodOrder(a.period, b.period));
  return {
    columns: [...new Set(sorted.map((figure) => figure.period))],
    rows: sorted.map((figure) => ({
      period: figure.period,
      value: figure.value,
      ...(Object.keys(figure.tags).length === 0 ? {} : { tags: figure.tags }),
      revised_at: figure.revisedAt.toISOString(),
      not_applicable: figure.notApplicable,
    })),
    tags: sorted.length === 0 ? [] : nodes,
  };
}
