import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { indicatorFileRecords } from './indicators.file-records.js';
import { indicatorsRoutes } from './indicators.routes.js';
import { seedIndicators } from './indicators.seed.js';
import { indicatorJobs } from './precalculation/precalculation.job.js';
import { seedIndicatorValuesDemo } from './precalculation/precalculation.seed.js';
import { can } from '../../platform/permissions/access.js';
import { indicatorsPolicy } from './indicators.policy.js';

/**
 * Indicators: their definitions, figures (precalculated from approved inputs by a job), methodology,
 * annotations and attached files. Listed after data collection, so the demo's figures are computed
 * from inputs that already exist.
 */
export const indicatorsModule: FeatureModule = {
  areas: { indicatorAdmin: can(indicatorsPolicy, 'update'), annotations: can(indicatorsPolicy, 'annotate') },
  name: 'indicators',
  routes: indicatorsRoutes,
  seedClient: seedIndicators,
  seedDemo: seedIndicatorValuesDemo,
  jobs: indicatorJobs,
  fileRecords: indicatorFileRecords,
};
