import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { ReportPdfJobData } from './report-pdf-job-kind.js';
import type { ReportPdfRow } from './report-pdf-requests.service.js';
import { reportPdfs } from './reports.tables.js';

/**
 * A PDF's steps as its job takes them. After the claim, each applies only while the row still asks for the
 * versions it was claimed for: a row replaced meanwhile (a newer version was asked for) is left as it is.
 */

/** Starts (or, on a retry, restarts) the rendering the row asks for; null when there is none to render. */
export async function claimReportPdf(db: Database, { reportId, locale }: ReportPdfJobData): Promise<ReportPdfRow | null> {
  const [row] = await db
    .update(reportPdfs)
    .set({ state: 'rendering', updatedAt: new Date() })
    .where(and(eq(reportPdfs.reportId, reportId), eq(reportPdfs.locale, locale), inArray(reportPdfs.state, ['queued', 'rendering'])))
    .returning();
  return row ?? null;
}

const sameVersions = (row: ReportPdfRow) => and(eq(reportPdfs.id, row.id), eq(reportPdfs.version, row.version), eq(reportPdfs.figuresVersion, row.figuresVersion));

/** Records how far the rendering has come (while it is rendering). */
export async function recordReportPdfProgress(db: Database, row: ReportPdfRow, done: number, total: number): Promise<void> {
  await db
    .update(reportPdfs)
    .set({ progressDone: done, progressTotal: total, updatedAt: new Date() })
    .where(and(sameVersions(row), eq(reportPdfs.state, 'rendering')));
}

/** Marks the PDF made with its stored file; false when the row asks for another version now (the caller removes the file). */
export async function finishReportPdf(db: Database, row: ReportPdfRow, file: { storageKey: string; size: number }): Promise<boolean> {
  const done = await db
    .update(reportPdfs)
    .set({ state: 'done', storageKey: file.storageKey, size: file.size, updatedAt: new Date() })
    .where(sameVersions(row))
    .returning({ id: reportPdfs.id });
  return done.length > 0;
}

/** Marks the PDF failed with the reason, which the next request for these versions answers (422). */
export async function failReportPdf(db: Database, row: ReportPdfRow, message: string): Promise<void> {
  await db
    .update(reportPdfs)
    .set({ state: 'failed', failure: { code: 'RENDER_FAILED', message }, updatedAt: new Date() })
    .where(sameVersions(row));
}
