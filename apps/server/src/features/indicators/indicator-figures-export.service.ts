import { and, asc, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { LocalizedText } from '@platform/shared/indicators/indicator.schemas';
import type { Database } from '../../platform/db/database.js';
import { textArrayLiteral } from '../../platform/permissions/tag-scope.policy.js';
import { indicators, indicatorValues } from './indicators.tables.js';

/** An indicator as a file of its figures names it. */
export interface ExportIndicator {
  id: number;
  key: string;
  name: { en: string; fr: string };
  unit: LocalizedText | null;
}

/**
 * The client's indicators in the list's order: those named by `keys`, or all of them when no key is given;
 * `unavailable` names the keys naming none. Figures are public: anyone may read every indicator's.
 */
export async function indicatorsForExport(db: Database, clientId: number, keys: readonly string[] = []): Promise<{ indicators: ExportIndicator[]; unavailable: string[] }> {
  const rows = await db
    .select({ id: indicators.id, key: indicators.key, name: indicators.name, unit: indicators.unit })
    .from(indicators)
    .where(and(eq(indicators.clientId, clientId), keys.length > 0 ? inArray(indicators.key, [...keys]) : undefined))
    .orderBy(asc(indicators.position), asc(indicators.key));
  const found = new Set(rows.map((row) => row.key));
  return { indicators: rows.map((row) => ({ ...row, unit: row.unit ?? null })), unavailable: [...new Set(keys)].filter((key) => !found.has(key)) };
}

/** Which published figures an export holds. */
export interface FigureExportFilter {
  indicatorIds: readonly number[];
  periods?: readonly string[];
  /** Per tag dimension, the nodes a figure's breakdown node of that dimension must be one of (absent: any, the totals included). */
  tagsByDimension?: Readonly<Record<string, readonly string[]>>;
}

function exportedFigures(filter: FigureExportFilter): SQL {
  return and(
    filter.indicatorIds.length > 0 ? inArray(indicatorValues.indicatorId, [...filter.indicatorIds]) : sql`false`,
    filter.periods && filter.periods.length > 0 ? inArray(indicatorValues.period, [...filter.periods]) : undefined,
    ...Object.entries(filter.tagsByDimension ?? {}).map(([dimension, keys]) => sql`${indicatorValues.tags} ->> ${dimension} = any(${textArrayLiteral(keys)}::text[])`),
  )!;
}

/** How many figures an export of the filter holds. */
export async function countIndicatorFigures(db: Database, filter: FigureExportFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(indicatorValues).where(exportedFigures(filter));
  return Number(row?.total ?? 0);
}

/** The tag dimensions the figures of these indicators are broken down by: the columns a file of them needs. */
export async function figureDimensions(db: Database, indicatorIds: readonly number[]): Promise<string[]> {
  if (indicatorIds.length === 0) return [];
  const dimension = sql<string>`jsonb_object_keys(${indicatorValues.tags})`;
  const rows = await db
    .selectDistinct({ dimension })
    .from(indicatorValues)
    .where(inArray(indicatorValues.indicatorId, [...indicatorIds]));
  return rows.map((row) => row.dimension).sort();
}

/** A published figure as a row of an export. */
export interface ExportedFigure {
  id: number;
  indicatorId: number;
  period: string;
  tags: Record<string, string>;
  value: number | null;
  revisedAt: Date;
}

/** One page of the figures of the filter after the figure `afterId`, by id (keyset: every page costs the same). */
export async function indicatorFiguresPage(db: Database, filter: FigureExportFilter, afterId: number, limit: number): Promise<ExportedFigure[]> {
  return db
    .select({
      id: indicatorValues.id,
      indicatorId: indicatorValues.indicatorId,
      period: indicatorValues.period,
      tags: indicatorValues.tags,
      value: indicatorValues.value,
      revisedAt: indicatorValues.revisedAt,
    })
    .from(indicatorValues)
    .where(and(exportedFigures(filter), gt(indicatorValues.id, afterId)))
    .orderBy(asc(indicatorValues.id))
    .limit(limit);
}
