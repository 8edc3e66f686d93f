import { and, eq, or, ne, sql } from 'drizzle-orm';
import type { Locale } from '@platform/shared/i18n/locales';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { AppError, invalidRecord } from '../../platform/errors/app-error.js';
import { publishedDataVersion } from '../indicators/index.js';
import { requireReport, type ReportRow } from './report-rows.service.js';
import { REPORT_PDF_JOB, type ReportPdfJobData } from './report-pdf-job-kind.js';
import { reportPdfs, reports } from './reports.tables.js';

export type ReportPdfRow = typeof reportPdfs.$inferSelect;

/** What `GET /reports/{id}/pdf` answers: the stored file, or how far its making has come. */
export type ReportPdfAnswer =
  | { kind: 'file'; storageKey: string; size: number | null; fileName: string }
  | { kind: 'pending'; state: 'queued' | 'rendering'; progress: { done: number; total: number } };

type PdfDeps = Pick<AppDeps, 'db' | 'jobs' | 'files'>;

/**
 * The PDF of a report the actor may read, in `locale`: see `ensureReportPdf`. Only the report's row is read
 * (not its figures): a screen asks every second or so while the PDF is being made.
 */
export async function requestReportPdf(deps: PdfDeps, actor: Actor, id: number, locale: Locale): Promise<ReportPdfAnswer> {
  const { row } = await requireReport(deps.db, actor, id, 'read');
  return ensureReportPdf(deps, row, locale);
}

/**
 * The client's public summary (the site header's report PDF) in `locale`, as `ensureReportPdf` answers it; null
 * while the client has none, or when its PDF could not be made (the site then offers its static file).
 */
export async function publicSummaryPdf(deps: PdfDeps, clientId: number, locale: Locale): Promise<ReportPdfAnswer | null> {
  const [row] = await deps.db
    .select()
    .from(reports)
    .where(and(eq(reports.clientId, clientId), eq(reports.publicSummary, true)));
  if (!row) return null;
  try {
    return await ensureReportPdf(deps, row, locale);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * A report's PDF in `locale` for its current version (and, for a report following the published figures, their
 * current version): the stored file once made; otherwise its rendering is queued (once: a second request finds
 * it queued) and its progress is answered. A rendering that failed for these versions is refused with its
 * reason (422) until the report or its figures change.
 */
export async function ensureReportPdf(deps: PdfDeps, report: ReportRow, locale: Locale): Promise<ReportPdfAnswer> {
  const wanted = {
    version: report.version,
    figuresVersion: report.exactIndicatorsCopy ? '' : ((await publishedDataVersion(deps.db, report.clientId)) ?? ''),
  };
  const fileName = `${report.title[locale] || report.title.en}.pdf`;
  const id = report.id;

  const { row, replacedKey } = await deps.db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ storageKey: reportPdfs.storageKey, version: reportPdfs.version, figuresVersion: reportPdfs.figuresVersion })
      .from(reportPdfs)
      .where(and(eq(reportPdfs.reportId, id), eq(reportPdfs.locale, locale)));
    // Written only when there is none for these versions: of two requests at once, one queues the rendering.
    const [queued] = await tx
      .insert(reportPdfs)
      .values({ clientId: report.clientId, reportId: id, locale, ...wanted, state: 'queued' })
      .onConflictDoUpdate({
        target: [reportPdfs.reportId, reportPdfs.locale],
        set: { ...wanted, state: 'queued', progressDone: 0, progressTotal: 0, storageKey: null, size: null, failure: null, updatedAt: sql`now()` },
        setWhere: or(ne(reportPdfs.version, wanted.version), ne(reportPdfs.figuresVersion, wanted.figuresVersion)),
      })
      .returning();
    if (queued) {
      const data: ReportPdfJobData = { clientId: report.clientId, reportId: id, locale };
      await deps.jobs.send(REPORT_PDF_JOB, data, { tx });
      return { row: queued, replacedKey: previous?.storageKey ?? null };
    }
    const [current] = await tx
      .select()
      .from(reportPdfs)
      .where(and(eq(reportPdfs.reportId, id), eq(reportPdfs.locale, locale)));
    return { row: current!, replacedKey: null };
  });
  // The file of an older version is no longer served: its row now names the new one.
  if (replacedKey) await deps.files.delete(replacedKey);

  if (row.state === 'done' && row.storageKey) return { kind: 'file', storageKey: row.storageKey, size: row.size, fileName };
  if (row.state === 'failed') {
    throw invalidRecord({ base: [{ error: row.failure?.code ?? 'RENDER_FAILED', message: row.failure?.message ?? '' }] }, 'The PDF of this report could not be made.');
  }
  return { kind: 'pending', state: row.state === 'rendering' ? 'rendering' : 'queued', progress: { done: row.progressDone, total: row.progressTotal } };
}
