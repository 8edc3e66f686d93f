// The feature's test front door: what other features' tests (and the app's test helpers) may use of it, its test
// records and the tables they set up or check. Test code only: nothing the app runs imports it.
export { reportFigures, reportPages, reportParts, reports, reportShares } from './reports.tables.js';
