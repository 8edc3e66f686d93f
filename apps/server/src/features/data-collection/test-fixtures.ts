// The feature's test front door: what other features' tests (and the app's test helpers) may use of it, its test
// records and the tables they set up or check. Test code only: nothing the app runs imports it.
export { inputHistory, inputs, sections, subjectContributors, subjects } from './data-collection.tables.js';
export { approveInputs, refuseInputs } from './approval/input-decisions.service.js';
export { tagSignatureOf } from './entry/input-tags.js';
export { subjectProgress } from './shared/subject-progress.service.js';
export { API, ONE_LEVEL_FIELDS, seedDataCollectionFixture, signedInAs, type DataCollectionFixture } from './test-data-collection.seed.js';
// Exports' tests: inputs in a given state, and users holding rights of their own for some organisations.
export { addTestUser, insertInput, signedInWith } from './test-data-collection.seed.js';
