import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { PlannedPage, PlannedPart } from './report-plan.service.js';
import type { ReportPageRows, ReportPartRow } from './report-rows.service.js';
import { reportPages, reportParts } from './reports.tables.js';

/**
 * Makes the report's pages and parts those of the plan, inside the caller's transaction: new ones inserted,
 * kept ones moved or changed (a part may move to another page), those left out deleted. Only rows that change
 * are written, each kind in one statement.
 */
export async function writePages(tx: Database, reportId: number, planned: readonly PlannedPage[], existing: readonly ReportPageRows[]): Promise<void> {
  const oldPages = new Map(existing.map((page) => [page.id, page]));
  const oldParts = new Map(existing.flatMap((page) => page.parts.map((part) => [part.id, part] as const)));

  const added = planned.filter((page) => page.id === null);
  const addedIds = added.length === 0 ? [] : await tx.insert(reportPages).values(added.map((page) => ({ reportId, position: page.position }))).returning({ id: reportPages.id });
  const pageIds = new Map(added.map((page, index) => [page, addedIds[index]!.id]));
  const idOf = (page: PlannedPage) => page.id ?? pageIds.get(page)!;

  const moved = planned.filter((page) => page.id !== null && oldPages.get(page.id)?.position !== page.position);
  if (moved.length > 0) {
    const rows = JSON.stringify(moved.map((page) => ({ id: page.id, position: page.position })));
    await tx.execute(sql`update ${reportPages} set position = v.position
      from jsonb_to_recordset(${rows}::jsonb) as v(id integer, position integer)
      where ${reportPages.id} = v.id and ${reportPages.reportId} = ${reportId}`);
  }

  const parts = planned.flatMap((page) => page.parts.map((part) => ({ ...part, pageId: idOf(page) })));
  const newParts = parts.filter((part) => part.id === null);
  const insertedParts =
    newParts.length === 0 ? [] : await tx.insert(reportParts).values(newParts.map((part) => ({ reportId, ...columnsOf(part) }))).returning({ id: reportParts.id });
  const changed = parts.filter((part) => part.id !== null && partChanged(oldParts.get(part.id)!, part));
  if (changed.length > 0) {
    // Null fields are left out of each row: jsonb_to_recordset reads a missing key as NULL.
    const rows = JSON.stringify(changed.map((part) => ({ id: part.id, ...withoutNulls(columnsOf(part)) })));
    await tx.execute(sql`update ${reportParts} set page_id = v.page_id, position = v.position, type = v.type,
        indicator_key = v.indicator_key, display = v.display, html = v.html
      from jsonb_to_recordset(${rows}::jsonb) as v(id integer, page_id integer, position integer, type text, indicator_key text, display text, html jsonb)
      where ${reportParts.id} = v.id and ${reportParts.reportId} = ${reportId}`);
  }

  const keptParts = [...parts.flatMap((part) => (part.id === null ? [] : [part.id])), ...insertedParts.map((part) => part.id)];
  await tx.delete(reportParts).where(and(eq(reportParts.reportId, reportId), keptParts.length > 0 ? notInArray(reportParts.id, keptParts) : undefined));
  const keptPages = planned.map(idOf);
  await tx.delete(reportPages).where(and(eq(reportPages.reportId, reportId), keptPages.length > 0 ? notInArray(reportPages.id, keptPages) : undefined));
}

function columnsOf(part: PlannedPart & { pageId: number }) {
  return { pageId: part.pageId, position: part.position, type: part.type, indicatorKey: part.indicatorKey, display: part.display, html: part.html };
}

function withoutNulls(columns: ReturnType<typeof columnsOf>) {
  return {
    page_id: columns.pageId,
    position: columns.position,
    type: columns.type,
    ...(columns.indicatorKey === null ? {} : { indicator_key: columns.indicatorKey }),
    ...(columns.display === null ? {} : { display: columns.display }),
    ...(columns.html === null ? {} : { html: columns.html }),
  };
}

function partChanged(old: ReportPartRow, part: PlannedPart & { pageId: number }): boolean {
  return (
    old.pageId !== part.pageId ||
    old.position !== part.position ||
    old.type !== part.type ||
    old.indicatorKey !== part.indicatorKey ||
    old.display !== part.display ||
    JSON.stringify(old.html) !== JSON.stringify(part.html)
  );
}
