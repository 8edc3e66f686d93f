import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { reportFigures, reports } from './reports.tables.js';

const naming = (dimension: string, nodeKeys: readonly string[]) => inArray(sql`${reports.defaultTags} ->> ${dimension}`, [...nodeKeys]);

/** The client's reports whose figures are for one of `nodeKeys` of `dimension` (their default tags name it). */
export async function countReportsNamingTags(db: Database, clientId: number, dimension: string, nodeKeys: readonly string[]): Promise<number> {
  if (nodeKeys.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reports)
    .where(and(eq(reports.clientId, clientId), naming(dimension, nodeKeys)));
  return row?.count ?? 0;
}

/**
 * A tag migration's part in reports: those whose default tags name `from` in `dimension` name `to` instead (a
 * node merged into another, or renamed). For a rename, the frozen reports' copies of figures follow too: they
 * are the same node's figures under its new key (a merge leaves a frozen copy as it was taken). Answers how many
 * reports changed.
 */
export async function retagReports(db: Database, clientId: number, change: { dimension: string; from: string; to: string; renamed: boolean }): Promise<number> {
  const { dimension, from, to } = change;
  const changed = await db
    .update(reports)
    .set({ defaultTags: sql`jsonb_set(${reports.defaultTags}, ${`{${dimension}}`}::text[], to_jsonb(${to}::text))`, version: sql`${reports.version} + 1`, updatedAt: new Date() })
    .where(and(eq(reports.clientId, clientId), naming(dimension, [from])))
    .returning({ id: reports.id });
  if (change.renamed) {
    await db
      .update(reportFigures)
      .set({ tags: sql`jsonb_set(${reportFigures.tags}, ${`{${dimension}}`}::text[], to_jsonb(${to}::text))` })
      .where(
        and(
          sql`${reportFigures.tags} ->> ${dimension} = ${from}`,
          inArray(reportFigures.reportId, db.select({ id: reports.id }).from(reports).where(eq(reports.clientId, clientId))),
        ),
      );
  }
  return changed.length;
}
