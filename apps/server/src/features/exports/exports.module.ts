import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { can } from '../../platform/permissions/access.js';
import { exportJobs } from './export.job.js';
import { exportsPolicy } from './exports.policy.js';
import { exportsRoutes } from './exports.routes.js';

/** Exports of inputs or indicator figures, as durable jobs, and their files (kept until deleted). */
export const exportsModule: FeatureModule = {
  name: 'exports',
  areas: { exports: can(exportsPolicy, 'create') },
  routes: exportsRoutes,
  jobs: exportJobs,
};
