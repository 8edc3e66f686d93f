// The feature's front door: what the app and other features may use of it. The rest of this folder is its own;
// another feature needing more gets it exported here, never by importing a file beside this one.
export { reportsModule } from './reports.module.js';
// The PDF renderer: who may read a report, a report as a whole document with its figures, its version (what a
// rendered PDF is kept for), and the client's public summary (the site header's report PDF).
export { reportsPolicy, type ReportAction, type ReportFacts } from './reports.policy.js';
export { loadReportDocument, publicSummaryReport, readReportDocument, reportVersion, type ReportDocument } from './report-document.service.js';
