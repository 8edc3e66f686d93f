// The feature's front door: what the app and other features may use of it. The rest of this folder is its own;
// another feature needing more gets it exported here, never by importing a file beside this one.
export { indicatorsModule } from './indicators.module.js';
export { listIndicators } from './indicators.service.js';
// Search reads indicators through these, in its one statement.
export { indicatorExcerptSource, indicatorSearchMatches } from './indicator-search.service.js';
// The super administrator's list of runs.
export { precalculationRunsPage, type PrecalculationRun } from './precalculation/precalculation-runs.service.js';
// Exports: the indicators and published figures an export reads, page by page.
export {
  countIndicatorFigures,
  figureDimensions,
  indicatorFiguresPage,
  indicatorsForExport,
  type ExportedFigure,
  type ExportIndicator,
  type FigureExportFilter,
} from './indicator-figures-export.service.js';
// Reports: the indicators their parts name, their published figures (live, or copied into a frozen report),
// annotations, node names, and the figures' version a published edition is stamped with.
export {
  annotationsForReport,
  currentReportFigures,
  indicatorsForReport,
  publishedDataVersion,
  tagNamesForReport,
  type ReportAnnotation,
  type ReportFigure,
  type ReportIndicator,
} from './report-figures.service.js';
// Super administration's configuration versions: indicators as the document holds them, and their writes.
export { indicatorDefinitions, indicatorsWithFigures, writeIndicatorDefinitions } from './indicator-definitions.service.js';
