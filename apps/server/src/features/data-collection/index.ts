// The feature's front door: what the app and other features may use of it. The rest of this folder is its own;
// another feature needing more gets it exported here, never by importing a file beside this one.
export { dataCollectionModule } from './data-collection.module.js';
// Who reads subjects and follows their progress: search and progress ask the same rules.
export { subjectsPolicy } from './data-collection.policy.js';
// Progress: the live subjects, who owes what on them, what awaits approval, and their contributors.
export { liveSubject, liveSubjects, type LiveSubject } from './shared/live-subjects.service.js';
export {
  openPeriodInputCounts,
  subjectContributions,
  usersInScope,
  type ContributorProgress,
  type SubjectContributions,
} from './shared/subject-progress.service.js';
// Reminders: what awaits a decider's decision.
export { decisionsAwaiting } from './shared/decisions-awaiting.service.js';
export { contributorsAmong, possibleContributors, replaceContributorsInScope, type PossibleContributor } from './configuration/subject-contributors.service.js';
// Users: the subjects a user contributes to, on their page.
export { subjectsContributedBy } from './configuration/subject-contributors.service.js';
// Indicators: the subjects a calculation names, and the approved inputs figures are computed from.
export { calculableSubjects, type CalculableSubject } from './shared/live-subjects.service.js';
export { approvedInputs, periodsOfInputs, type ApprovedInput } from './shared/approved-inputs.service.js';
// Search: its part over subjects, in its one statement.
export { subjectExcerptSource, subjectSearchMatches } from './shared/subject-search.service.js';
// Imports: a subject's inputs written from spreadsheet rows by manual entry's rules (plan, then apply).
export { openInputImport, type CellChange, type InputImportSession, type InputRowDraft, type RowPlan, type RowProblem } from './entry/input-batch.service.js';
// Exports: the subjects and inputs an export reads (page by page, in the actor's scope), and how their cells and row keys are written.
export {
  countExportInputsBySubject,
  exportInputsPage,
  subjectsForExport,
  type ExportedInput,
  type ExportSubject,
  type InputExportFilter,
} from './shared/input-export.service.js';
export { inputCellOf, localizedCellOf } from './shared/input-cells.js';
export { INPUT_CELL_TEXTS } from './shared/input-cell.texts.js';
export { inputRowKey } from './shared/input-row-key.js';
export { inputTemplate, type InputTemplate, type TemplateRow } from './entry/input-template.service.js';
// Super administration's configuration versions: sections and subjects as the document holds them, and their writes.
export {
  deletedSubjectKeys,
  inputsCarryingTags,
  inputsHoldingFields,
  liveInputCounts,
  subjectDefinitions,
  writeSubjectDefinitions,
} from './configuration/subject-definitions.service.js';
// Super administration: subjects and sections archived (soft deletion) and restored, with what depended on them.
export {
  archiveSection,
  archiveStates,
  archiveSubject,
  unarchiveSection,
  unarchiveSubject,
  type ArchivedSection,
  type ArchivedSubject,
  type ArchiveState,
} from './configuration/subject-archive.service.js';
// Super administration's subjects page: every subject and section (deleted ones too), their creation, the
// recompute of inputs' tag leaves after a tag tree change, and demo inputs for clients not in production.
export { administeredSubjects, createSectionRecord, createSubjectRecord, type AdministeredSection, type AdministeredSubject } from './configuration/subject-admin.service.js';
export { recomputeTagLeaves, type TagLeavesCounts } from './configuration/subject-tag-leaves.service.js';
export { fillRandomizedInputs } from './configuration/randomized-inputs.service.js';
// Super administration's tag migrations: inputs re-tagged (merge, rename) or moved with their node, with history, and what stops a merge.
export { countInputsCarrying, recordInputsMoved, retagConflicts, retagInputs, type RetagConflict } from './entry/input-retag.service.js';
