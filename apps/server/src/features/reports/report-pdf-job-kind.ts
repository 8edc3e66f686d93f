import type { Locale } from '@platform/shared/i18n/locales';
import type { JobOptions } from '../../platform/jobs/job-definition.js';

/** The job that renders a report's PDF in one language. Sent and run by this feature, so it is named here. */
export const REPORT_PDF_JOB = 'reports.pdf';

/** What the job is sent with: the report and language (its `report_pdfs` row says which versions). */
export interface ReportPdfJobData {
  clientId: number;
  reportId: number;
  locale: Locale;
}

/**
 * One quick retry (a lost connection, a worker killed for a moment), then the PDF is marked failed with its
 * reason. A 50-page report renders in seconds; one at a time per instance, as each rendering takes a core and
 * about 150 MB on a thread of its own.
 */
export const REPORT_PDF_JOB_OPTIONS = {
  retryLimit: 1,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 30,
  expireInSeconds: 10 * 60,
  concurrency: 1,
} as const satisfies JobOptions;
