// The feature's test front door: what other features' tests (and the app's test helpers) may use of it, its test
// records and the tables they set up or check. Test code only: nothing the app runs imports it.
export { indicators, precalculationRuns } from './indicators.tables.js';
export { precalculate } from './precalculation/precalculation.service.js';
export { publishedValues, TEST_CALCULATIONS, theClientId, useTestCalculations } from './precalculation/test-precalculation.seed.js';
export { INDICATORS_API, signedIn } from './test-indicators.seed.js';
