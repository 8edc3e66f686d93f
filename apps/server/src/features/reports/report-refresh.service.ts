import { eq, sql } from 'drizzle-orm';
import type { Report } from '@platform/shared/reports/reports.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { currentReportFigures, type ReportFigure } from '../indicators/index.js';
import { copiedFigures, takeFigureCopy } from './report-figure-copy.service.js';
import { shownFigures } from './report-part-figures.service.js';
import { presentReport } from './report-presenter.js';
import { findReport, indicatorKeysOf, pagesOf, requireReport } from './report-rows.service.js';
import { nextStamp } from '../../platform/db/next-stamp.js';
import { reports } from './reports.tables.js';

/** A figure the report shows that a refresh changed: its value before and after (null where there was none). */
export interface ChangedFigure {
  indicator_key: string;
  period: string;
  old: number | null;
  new: number | null;
}

const periodOrder = new Intl.Collator('en', { numeric: true }).compare;

/**
 * Takes the current published figures into a frozen report the actor may change, and says which of the
 * figures it shows changed (its indicators, years and node). Its version goes up only when its copy changed;
 * a report that follows the published figures has nothing to take (nothing changes, nothing is listed).
 */
export async function refreshReport(db: Database, actor: Actor, id: number): Promise<{ report: Report; changed: ChangedFigure[] }> {
  const changed = await db.transaction(async (tx) => {
    const { row } = await requireReport(tx, actor, id, 'update', { lock: true });
    if (!row.exactIndicatorsCopy) return [];
    const keys = indicatorKeysOf(await pagesOf(tx, id));
    const [before, after, copy, current] = await Promise.all([
      shownFigures(tx, row, keys),
      shownFigures(tx, row, keys, 'current'),
      copiedFigures(tx, id, keys),
      currentReportFigures(tx, actor.client.id, keys),
    ]);
    if (sameFigures(copy, current)) return [];
    await takeFigureCopy(tx, actor.client.id, id, keys);
    const now = nextStamp(row.updatedAt);
    await tx
      .update(reports)
      .set({ frozenAt: now, version: sql`${reports.version} + 1`, updatedAt: now })
      .where(eq(reports.id, id));
    return changesBetween(before, after);
  });
  const record = await findReport(db, actor.client.id, id);
  return { report: presentReport(actor, record!, await pagesOf(db, id)), changed };
}

const figureKey = (figure: ReportFigure) => `${figure.indicatorKey}\u0000${figure.period}`;

/** The shown figures whose value differs, by indicator then period. */
function changesBetween(before: readonly ReportFigure[], after: readonly ReportFigure[]): ChangedFigure[] {
  const old = new Map(before.map((figure) => [figureKey(figure), figure]));
  const now = new Map(after.map((figure) => [figureKey(figure), figure]));
  const changes: ChangedFigure[] = [];
  for (const key of new Set([...old.keys(), ...now.keys()])) {
    const was = old.get(key);
    const is = now.get(key);
    if ((was?.value ?? null) === (is?.value ?? null)) continue;
    const figure = (is ?? was)!;
    changes.push({ indicator_key: figure.indicatorKey, period: figure.period, old: was?.value ?? null, new: is?.value ?? null });
  }
  return changes.sort((a, b) => a.indicator_key.localeCompare(b.indicator_key) || periodOrder(a.period, b.period));
}

/** Whether a copy holds exactly the current figures (every node, value and count). */
function sameFigures(copy: readonly ReportFigure[], current: readonly ReportFigure[]): boolean {
  const text = (figures: readonly ReportFigure[]) =>
    figures
      .map((figure) => JSON.stringify([figure.indicatorKey, figure.period, figure.tags, figure.value, figure.notApplicable]))
      .sort()
      .join('\n');
  return text(copy) === text(current);
}
