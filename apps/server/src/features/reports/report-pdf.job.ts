import { Readable } from 'node:stream';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { newStorageKey } from '../../platform/files/file-storage.js';
import { defineJob, type JobContext, type JobDefinition } from '../../platform/jobs/job-definition.js';
import { renderReportPdfInWorker } from './pdf/report-pdf-worker.js';
import { loadReportDocument } from './report-document.service.js';
import { pdfDocumentOf } from './report-pdf-document.service.js';
import { REPORT_PDF_JOB, REPORT_PDF_JOB_OPTIONS, type ReportPdfJobData } from './report-pdf-job-kind.js';
import type { ReportPdfRow } from './report-pdf-requests.service.js';
import { claimReportPdf, failReportPdf, finishReportPdf, recordReportPdfProgress } from './report-pdf-run.service.js';

type PdfJobDeps = Pick<AppDeps, 'db' | 'files'>;

/** Progress is written at most this often: a report of many parts reports after each. */
const PROGRESS_INTERVAL_MS = 250;

/**
 * Renders the PDF its `report_pdfs` row asks for (the report's version in one language) on a worker thread,
 * stores it and marks the row done. A row replaced meanwhile (the report changed and a newer PDF was asked
 * for) or gone (the report was deleted) is left alone, and a file stored for it removed. A run that throws is
 * retried once; on the last attempt the row is marked failed with the reason, which the next request answers.
 */
export async function runReportPdf(job: JobContext<ReportPdfJobData>, deps: PdfJobDeps): Promise<object> {
  const { db } = deps;
  const { reportId, locale, clientId } = job.data;
  const row = await claimReportPdf(db, job.data);
  if (!row) return { skipped: 'nothing to render' };
  try {
    const document = await loadReportDocument(db, clientId, reportId);
    if (document.version !== row.version || (document.figuresVersion ?? '') !== row.figuresVersion) return { skipped: 'the report changed' };
    const pdf = await renderReportPdfInWorker(await pdfDocumentOf(db, clientId, document), locale, {
      signal: job.signal,
      maxHeapMb: 512,
      onProgress: progressWriter(job, deps, row),
    });
    const storageKey = newStorageKey();
    await deps.files.put(storageKey, Readable.from([pdf]), { size: pdf.byteLength, contentType: 'application/pdf' });
    if (!(await finishReportPdf(db, row, { storageKey, size: pdf.byteLength }))) {
      await deps.files.delete(storageKey);
      return { skipped: 'replaced while rendering' };
    }
    return { bytes: pdf.byteLength };
  } catch (error) {
    if (job.attempt > REPORT_PDF_JOB_OPTIONS.retryLimit) {
      await failReportPdf(db, row, error instanceof Error ? error.message : String(error));
    }
    throw error;
  }
}

/** Writes the worker's progress on the row and the job, at most every PROGRESS_INTERVAL_MS (the last step always). */
function progressWriter(job: JobContext<ReportPdfJobData>, { db }: PdfJobDeps, row: ReportPdfRow) {
  let lastWrite = 0;
  return ({ done, total }: { done: number; total: number }) => {
    const now = Date.now();
    if (done < total && now - lastWrite < PROGRESS_INTERVAL_MS) return;
    lastWrite = now;
    // Progress is a hint: a write that fails must not fail the rendering.
    void Promise.all([recordReportPdfProgress(db, row, done, total), job.progress(done, total)]).catch(() => undefined);
  };
}

export const reportPdfJob = defineJob<ReportPdfJobData>({ name: REPORT_PDF_JOB, options: REPORT_PDF_JOB_OPTIONS, run: runReportPdf });

/** The reports' jobs. */
export const reportJobs: readonly JobDefinition[] = [reportPdfJob];
