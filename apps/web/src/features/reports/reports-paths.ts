/** The reports the caller may read. */
export const REPORTS_PATH = '/admin/reports';
/** A new report's builder. */
export const NEW_REPORT_PATH = '/admin/reports/new';
/** A report's builder. */
export const reportPath = (id: number) => `/admin/reports/${id}`;
/** Copies a report and opens the copy. */
export const duplicateReportPath = (id: number) => `/admin/reports/${id}/duplicate`;
