import type { Report, ReportPageWithFigures } from '@platform/shared/reports/reports.schemas';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import { partFigures } from './report-part-figures.service.js';
import { publishedDataVersion } from '../indicators/index.js';
import { presentPageWithFigures, reportFields } from './report-presenter.js';
import { findReport, indicatorKeysOf, pagesOf, type ReportRecord } from './report-rows.service.js';

/**
 * A whole report as its PDF is made from it: its fields, every page with its parts and the figures of its
 * indicator and key-figures parts (as `GET /reports/{id}/pages/{page}` gives them), and its `version`, which
 * goes up at every change of the report or of its figures' copy. A report that follows the published figures
 * (not frozen) shows them as they are now: a PDF kept for it is current while the version and `figuresVersion`
 * (the published figures' version, the latest precalculation run) are both unchanged.
 */
export interface ReportDocument {
  report: Omit<Report, 'pages' | 'abilities'>;
  pages: ReportPageWithFigures[];
  version: number;
  /** The published figures' version its figures follow; null for a frozen report (its copy never moves). */
  figuresVersion: string | null;
}

/** The report `id` of the client as a document, for a job (no caller: whoever queued it was checked then); NOT_FOUND if it is gone. */
export async function loadReportDocument(db: Database, clientId: number, id: number): Promise<ReportDocument> {
  const record = await findReport(db, clientId, id);
  if (!record) throw notFound('No such report.');
  return documentOf(db, record);
}

async function documentOf(db: Database, record: ReportRecord): Promise<ReportDocument> {
  const pages = await pagesOf(db, record.row.id);
  const [figures, figuresVersion] = await Promise.all([
    partFigures(db, record.row, indicatorKeysOf(pages)),
    record.row.exactIndicatorsCopy ? null : publishedDataVersion(db, record.row.clientId),
  ]);
  return { report: reportFields(record), version: record.row.version, figuresVersion, pages: pages.map((page) => presentPageWithFigures(page, figures)) };
}
