import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ChartKind, IndicatorData, LocalizedHtml, LocalizedText } from '@platform/shared/indicators/indicator.schemas';
import type { Database } from '../../platform/db/database.js';
import { tags } from '../../platform/tags/tags.tables.js';
import { annotations, indicators, indicatorValues, precalculationRuns } from './indicators.tables.js';

/** An indicator as a report shows it beside its figures. */
export interface ReportIndicator {
  id: number;
  key: string;
  name: LocalizedText;
  unit: LocalizedText | null;
  chartKind: ChartKind | null;
  methodology: LocalizedHtml;
  notes: LocalizedHtml;
}

/** The client's indicators named by `keys`, by key (a key naming none is absent). Indicators are public. */
export async function indicatorsForReport(db: Database, clientId: number, keys: readonly string[]): Promise<Map<string, ReportIndicator>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({
      id: indicators.id,
      key: indicators.key,
      name: indicators.name,
      unit: indicators.unit,
      chartKind: indicators.chartKind,
      methodology: indicators.methodology,
      notes: indicators.notes,
    })
    .from(indicators)
    .where(and(eq(indicators.clientId, clientId), inArray(indicators.key, [...new Set(keys)])));
  return new Map(rows.map((row) => [row.key, { ...row, unit: row.unit ?? null, chartKind: row.chartKind ?? null }]));
}

/** One published figure of an indicator, as a report reads it or keeps a copy of it. */
export interface ReportFigure {
  indicatorKey: string;
  period: string;
  /** The breakdown node (dimension → tag key); empty for the total. */
  tags: Record<string, string>;
  value: number | null;
  notApplicable: number;
  revisedAt: Date;
}

/**
 * The current published figures of the client's indicators named by `keys`: every period, and only the rows of
 * the node `node` (dimension → tag key, the very breakdown of the row; empty: the totals), or every node when
 * `node` is left out (what a report's copy keeps).
 */
export async function currentReportFigures(
  db: Database,
  clientId: number,
  keys: readonly string[],
  node?: Readonly<Record<string, string>>,
): Promise<ReportFigure[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({
      indicatorKey: indicators.key,
      period: indicatorValues.period,
      tags: indicatorValues.tags,
      value: indicatorValues.value,
      notApplicable: indicatorValues.notApplicableCount,
      revisedAt: indicatorValues.revisedAt,
    })
    .from(indicatorValues)
    .innerJoin(indicators, eq(indicators.id, indicatorValues.indicatorId))
    .where(
      and(
        eq(indicators.clientId, clientId),
        inArray(indicators.key, [...new Set(keys)]),
        node === undefined ? undefined : sql`${indicatorValues.tags} = ${JSON.stringify(node)}::jsonb`,
      ),
    )
    .orderBy(asc(indicators.key), asc(indicatorValues.period), asc(indicatorValues.id));
  return rows;
}

/** An annotation as a report shows it. */
export interface ReportAnnotation {
  period: string | null;
  text: LocalizedHtml;
}

/** The annotations of these indicators (by id), those for every year first, then by period and in the order written. */
export async function annotationsForReport(db: Database, indicatorIds: readonly number[]): Promise<Map<number, ReportAnnotation[]>> {
  const found = new Map<number, ReportAnnotation[]>();
  if (indicatorIds.length === 0) return found;
  const rows = await db
    .select({ indicatorId: annotations.indicatorId, period: annotations.period, text: annotations.text })
    .from(annotations)
    .where(inArray(annotations.indicatorId, [...new Set(indicatorIds)]))
    .orderBy(sql`${annotations.period} asc nulls first`, asc(annotations.id));
  for (const row of rows) {
    const list = found.get(row.indicatorId) ?? found.set(row.indicatorId, []).get(row.indicatorId)!;
    list.push({ period: row.period, text: row.text });
  }
  return found;
}

/** The names of the client's tag nodes with these keys, in their trees' order: the `tags` of a report's figures. */
export async function tagNamesForReport(db: Database, clientId: number, keys: readonly string[]): Promise<IndicatorData['tags']> {
  if (keys.length === 0) return [];
  return db
    .select({ key: tags.key, dimension: tags.dimension, name: tags.name })
    .from(tags)
    .where(and(eq(tags.clientId, clientId), inArray(tags.key, [...new Set(keys)])))
    .orderBy(asc(tags.dimension), asc(tags.depth), asc(tags.position), asc(tags.key));
}

/**
 * The version of the published figures: the latest precalculation run that finished without failing, as
 * `<run id>@<when it finished>`; null before the first. A published edition is stamped with it.
 */
export async function publishedDataVersion(db: Database, clientId: number): Promise<string | null> {
  const [run] = await db
    .select({ id: precalculationRuns.id, finishedAt: precalculationRuns.finishedAt })
    .from(precalculationRuns)
    .where(
      and(
        eq(precalculationRuns.clientId, clientId),
        isNotNull(precalculationRuns.finishedAt),
        // A failed run records its failure with an empty indicator key (precalculation.service.ts) and published nothing.
        sql`not ${precalculationRuns.errors} @> '[{"indicatorKey": ""}]'::jsonb`,
      ),
    )
    .orderBy(desc(precalculationRuns.id))
    .limit(1);
  return run ? `${run.id}@${run.finishedAt!.toISOString()}` : null;
}
