import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { REPORT_PAGE_SIZE, type Report, type ReportPageWithFigures, type ReportSummary } from '@platform/shared/reports/reports.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import { partFigures } from './report-part-figures.service.js';
import { presentPageWithFigures, presentReport, presentSummary } from './report-presenter.js';
import { indicatorKeysOf, pageOf, pagesOf, peopleOf, requireReport } from './report-rows.service.js';
import { reportsPolicy } from './reports.policy.js';
import { reportPages, reportPdfs, reports } from './reports.tables.js';

/** `%text%` for ilike, the text's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The reports the actor may read, last changed first, a page at a time; `q` matches either title. */
export async function listReports(db: Database, actor: Actor, query: { page?: number; q?: string }): Promise<{ reports: ReportSummary[]; total: number }> {
  const page = query.page ?? 1;
  const where = and(
    reportsPolicy.scope!(actor),
    query.q ? or(ilike(sql`${reports.title} ->> 'en'`, containing(query.q)), ilike(sql`${reports.title} ->> 'fr'`, containing(query.q))) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(reports)
      .where(where)
      .orderBy(desc(reports.updatedAt), desc(reports.id))
      .limit(REPORT_PAGE_SIZE)
      .offset((page - 1) * REPORT_PAGE_SIZE),
    db.select({ total: count() }).from(reports).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const [people, pageCounts] = await Promise.all([
    peopleOf(db, rows),
    ids.length === 0
      ? []
      : db
          .select({ reportId: reportPages.reportId, pages: count() })
          .from(reportPages)
          .where(inArray(reportPages.reportId, ids))
          .groupBy(reportPages.reportId),
  ]);
  const pagesById = new Map(pageCounts.map((row) => [row.reportId, Number(row.pages)]));
  return {
    reports: rows.map((row, index) => presentSummary(actor, { row, ...people[index]! }, pagesById.get(row.id) ?? 0)),
    total: Number(counted?.total ?? 0),
  };
}

/** A report the actor may read, with its pages and parts. */
export async function showReport(db: Database, actor: Actor, id: number): Promise<Report> {
  const record = await requireReport(db, actor, id, 'read');
  return presentReport(actor, record, await pagesOf(db, id));
}

/** Deletes a report the actor may delete, with its pages, parts, shares and figures' copy. */
export async function deleteReport(db: Database, actor: Actor, id: number): Promise<{ pdfStorageKeys: string[] }> {
  await requireReport(db, actor, id, 'delete');
  // Its PDFs' rows go with it (cascade): their stored files are the caller's to remove once it is gone.
  const pdfs = await db.select({ storageKey: reportPdfs.storageKey }).from(reportPdfs).where(eq(reportPdfs.reportId, id));
  await db.delete(reports).where(and(eq(reports.id, id), eq(reports.clientId, actor.client.id)));
  return { pdfStorageKeys: pdfs.flatMap((pdf) => (pdf.storageKey ? [pdf.storageKey] : [])) };
}

/** One page of a report the actor may read, its indicator and key-figures parts with the figures they show. */
export async function showReportPage(db: Database, actor: Actor, reportId: number, pageId: number): Promise<ReportPageWithFigures> {
  const { row } = await requireReport(db, actor, reportId, 'read');
  const page = await pageOf(db, reportId, pageId);
  if (!page) throw notFound('No such page in this report.');
  return presentPageWithFigures(page, await partFigures(db, row, indicatorKeysOf([page])));
}
