import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { currentReportFigures, type ReportFigure } from '../indicators/index.js';
import { reportFigures } from './reports.tables.js';

/** Copies of figures inserted per statement. */
const CHUNK = 5_000;

/** The figures of these indicators a frozen report keeps (every node when `node` is left out), in a stable order. */
export async function copiedFigures(db: Database, reportId: number, keys: readonly string[], node?: Readonly<Record<string, string>>): Promise<ReportFigure[]> {
  if (keys.length === 0) return [];
  return db
    .select({
      indicatorKey: reportFigures.indicatorKey,
      period: reportFigures.period,
      tags: reportFigures.tags,
      value: reportFigures.value,
      notApplicable: reportFigures.notApplicableCount,
      revisedAt: reportFigures.revisedAt,
    })
    .from(reportFigures)
    .where(
      and(
        eq(reportFigures.reportId, reportId),
        inArray(reportFigures.indicatorKey, [...new Set(keys)]),
        node === undefined ? undefined : sql`${reportFigures.tags} = ${JSON.stringify(node)}::jsonb`,
      ),
    )
    .orderBy(asc(reportFigures.indicatorKey), asc(reportFigures.period), asc(reportFigures.id));
}

async function insertCopies(tx: Database, reportId: number, figures: readonly ReportFigure[]): Promise<void> {
  for (let start = 0; start < figures.length; start += CHUNK) {
    await tx.insert(reportFigures).values(
      figures.slice(start, start + CHUNK).map((figure) => ({
        reportId,
        indicatorKey: figure.indicatorKey,
        period: figure.period,
        tags: figure.tags,
        value: figure.value,
        notApplicableCount: figure.notApplicable,
        revisedAt: figure.revisedAt,
      })),
    );
  }
}

/** The report's copy becomes the current published figures of these indicators (every period and node). */
export async function takeFigureCopy(tx: Database, clientId: number, reportId: number, keys: readonly string[]): Promise<void> {
  await tx.delete(reportFigures).where(eq(reportFigures.reportId, reportId));
  await insertCopies(tx, reportId, await currentReportFigures(tx, clientId, keys));
}

/**
 * Keeps a saved report's copy in step with what it shows: none when it follows the published figures; taken now
 * when it has just been frozen; else the copy of indicators no part names any more dropped, and indicators newly
 * named copied as they are now (those already copied keep their figures). Answers the report's `frozen_at`.
 */
export async function keepFigureCopy(
  tx: Database,
  clientId: number,
  reportId: number,
  state: { frozen: boolean; frozenAt: Date | null; keys: readonly string[] },
  now: Date,
): Promise<Date | null> {
  if (!state.frozen) {
    await tx.delete(reportFigures).where(eq(reportFigures.reportId, reportId));
    return null;
  }
  if (state.frozenAt === null) {
    await takeFigureCopy(tx, clientId, reportId, state.keys);
    return now;
  }
  await tx
    .delete(reportFigures)
    .where(and(eq(reportFigures.reportId, reportId), state.keys.length > 0 ? notInArray(reportFigures.indicatorKey, [...state.keys]) : undefined));
  const copied = await tx.selectDistinct({ key: reportFigures.indicatorKey }).from(reportFigures).where(eq(reportFigures.reportId, reportId));
  const have = new Set(copied.map((row) => row.key));
  const missing = state.keys.filter((key) => !have.has(key));
  if (missing.length > 0) await insertCopies(tx, reportId, await currentReportFigures(tx, clientId, missing));
  return state.frozenAt;
}

/** Copies one report's copy to another (a duplicate of a frozen report keeps its figures). */
export async function duplicateFigureCopy(tx: Database, fromReportId: number, toReportId: number): Promise<void> {
  await tx.execute(sql`insert into ${reportFigures} (report_id, indicator_key, period, tags, value, not_applicable_count, revised_at)
    select ${toReportId}, indicator_key, period, tags, value, not_applicable_count, revised_at
    from ${reportFigures} where report_id = ${fromReportId} order by id`);
}
